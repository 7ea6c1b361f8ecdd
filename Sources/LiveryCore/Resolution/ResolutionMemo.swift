/// The resolved styles a compiled theme remembers: bounded, and split into shards with a lock each,
/// so threads resolving different queries meet only for a dictionary lookup, never for a resolution.
///
/// Each shard keeps two generations: hits come from the current one or are promoted from the
/// previous one; when the current generation is full it becomes the previous one and the oldest
/// is dropped. That is a least-recently-used cache to within a factor of two, at O(1) per access,
/// and never more than `capacity` entries — a preview server resolving for hours stays flat.
final class ResolutionMemo: Sendable {
  private static let shardCount = 16
  private let shards: [Locked<Shard>]
  /// Entries per generation per shard.
  private let generationSize: Int

  private struct Shard {
    var current: [StyleQuery: ResolvedStyle] = [:]
    var previous: [StyleQuery: ResolvedStyle] = [:]
  }

  /// At most `capacity` resolved styles are kept (at least one per shard and generation).
  init(capacity: Int) {
    generationSize = max(1, capacity / (2 * Self.shardCount))
    shards = (0..<Self.shardCount).map { _ in Locked(Shard()) }
  }

  private func shard(for query: StyleQuery) -> Locked<Shard> {
    shards[Int(UInt(bitPattern: query.hashValue) % UInt(Self.shardCount))]
  }

  /// The remembered resolution of `query`, if any.
  func value(for query: StyleQuery) -> ResolvedStyle? {
    shard(for: query).withLock { shard in
      if let hit = shard.current[query] { return hit }
      guard let hit = shard.previous.removeValue(forKey: query) else { return nil }
      Self.insert(hit, for: query, into: &shard, generationSize: generationSize)
      return hit
    }
  }

  /// Remembers `style`, unless another thread resolved the same query first: then that one is
  /// kept and returned, so every caller shares one instance.
  func store(_ style: ResolvedStyle, for query: StyleQuery) -> ResolvedStyle {
    shard(for: query).withLock { shard in
      if let existing = shard.current[query] { return existing }
      if let existing = shard.previous.removeValue(forKey: query) {
        Self.insert(existing, for: query, into: &shard, generationSize: generationSize)
        return existing
      }
      Self.insert(style, for: query, into: &shard, generationSize: generationSize)
      return style
    }
  }

  private static func insert(
    _ style: ResolvedStyle, for query: StyleQuery, into shard: inout Shard, generationSize: Int
  ) {
    if shard.current.count >= generationSize {
      shard.previous = shard.current
      shard.current = [:]
    }
    shard.current[query] = style
  }

  /// How many resolutions are remembered now.
  var count: Int {
    shards.reduce(0) { total, shard in
      total + shard.withLock { $0.current.count + $0.previous.count }
    }
  }
}

/// One resolution session per environment, the least recently used dropped beyond `limit`.
final class SessionTable: Sendable {
  private let limit: Int
  private let table = Locked(Table())

  private struct Table {
    var sessions: [StyleEnvironment: (session: ResolutionSession, lastUse: UInt64)] = [:]
    var tick: UInt64 = 0
  }

  init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// The session queries in `environment` resolve in: that of `resolving(environment)`, the
  /// environment the theme answers them in (`CompiledTheme.resolvingEnvironment(_:)`), worked out
  /// once per environment.
  func session(
    for environment: StyleEnvironment, resolving: (StyleEnvironment) -> StyleEnvironment
  ) -> ResolutionSession {
    if let known = table.withLock({ table in
      table.tick += 1
      let tick = table.tick
      return table.sessions[environment].map { entry in
        table.sessions[environment]?.lastUse = tick
        return entry.session
      }
    }) {
      return known
    }
    let resolved = resolving(environment)
    return table.withLock { table in
      if let entry = table.sessions[environment] { return entry.session }
      let session =
        table.sessions[resolved]?.session ?? ResolutionSession(environment: resolved)
      for key in resolved == environment ? [environment] : [environment, resolved] {
        guard table.sessions[key] == nil else { continue }
        if table.sessions.count >= limit,
          let oldest = table.sessions.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
          table.sessions.removeValue(forKey: oldest.key)
        }
        table.sessions[key] = (session, table.tick)
      }
      return session
    }
  }

  var count: Int { table.withLock { $0.sessions.count } }
}

/// The resolved styles a compiled theme remembers: bounded, and split into shards with a lock each,
/// so threads resolving different queries meet only for a dictionary lookup, never for a resolution.
///
/// Each shard keeps two generations: hits come from the current one or are promoted from the
/// previous one; when the current generation is full it becomes the previous one and the oldest
/// is dropped. That is a least-recently-used cache to within a factor of two, at O(1) per access,
/// and never more than `capacity` entries — a preview server resolving for hours stays flat.
final class ResolutionMemo: Sendable {
  /// A power of two: the shard is the hash's low bits.
  private static var shardCount: Int { 16 }
  /// Owned by the memo (retained here, released in `deinit`) and borrowed by each lookup, which
  /// spares a retain and a release around the lock: two of a warm lookup's six atomic operations
  /// (issue 31).
  private let shards: [Unmanaged<Locked<Shard>>]
  /// Entries per generation per shard.
  private let generationSize: Int

  private struct Shard {
    var current: [StyleQuery: ResolvedStyle] = [:]
    var previous: [StyleQuery: ResolvedStyle] = [:]
  }

  /// At most `capacity` resolved styles are kept (at least one per shard and generation).
  init(capacity: Int) {
    generationSize = max(1, capacity / (2 * Self.shardCount))
    shards = (0..<Self.shardCount).map { _ in Unmanaged.passRetained(Locked(Shard())) }
  }

  deinit {
    for shard in shards { shard.release() }
  }

  /// Runs `body` on the shard of `query`, chosen by its precomputed hash (not hashed again), under
  /// the shard's lock.
  private func withShard<Result>(
    of query: StyleQuery, _ body: (inout Shard) -> Result
  ) -> Result {
    shards[query.precomputedHash & (Self.shardCount - 1)]
      ._withUnsafeGuaranteedRef { $0.withLock(body) }
  }

  /// The remembered resolution of `query`, if any.
  func value(for query: StyleQuery) -> ResolvedStyle? {
    withShard(of: query) { shard in
      if let hit = shard.current[query] { return hit }
      guard !shard.previous.isEmpty, let hit = shard.previous.removeValue(forKey: query) else {
        return nil
      }
      Self.insert(hit, for: query, into: &shard, generationSize: generationSize)
      return hit
    }
  }

  /// Remembers `style`, unless another thread resolved the same query first: then that one is
  /// kept and returned, so every caller shares one instance.
  func store(_ style: ResolvedStyle, for query: StyleQuery) -> ResolvedStyle {
    withShard(of: query) { shard in
      if !shard.previous.isEmpty, let existing = shard.previous.removeValue(forKey: query) {
        Self.insert(existing, for: query, into: &shard, generationSize: generationSize)
        return existing
      }
      return Self.insert(style, for: query, into: &shard, generationSize: generationSize)
    }
  }

  /// Puts `style` in the current generation, unless it holds `query` already: then that one stays
  /// and is returned. One hash when the generation has room.
  @discardableResult
  private static func insert(
    _ style: ResolvedStyle, for query: StyleQuery, into shard: inout Shard, generationSize: Int
  ) -> ResolvedStyle {
    if shard.current.count >= generationSize {
      if let existing = shard.current[query] { return existing }
      shard.previous = shard.current
      shard.current = [:]
    }
    // Another thread's resolution of the same query, stored first, is put back.
    guard let existing = shard.current.updateValue(style, forKey: query) else { return style }
    shard.current[query] = existing
    return existing
  }

  /// How many resolutions are remembered now.
  var count: Int {
    shards.reduce(0) { total, shard in
      total
        + shard._withUnsafeGuaranteedRef { $0.withLock { $0.current.count + $0.previous.count } }
    }
  }
}

/// One resolution session per environment resolved in, the least recently used dropped beyond
/// `limit`; environments answered in another (`CompiledTheme.sessionEnvironment(_:)`: a light-only
/// theme's dark ones, those that differ only on axes no condition tests) are remembered as aliases
/// beside them, up to `aliasLimit`.
final class SessionTable: Sendable {
  private let limit: Int
  /// Aliases are two environments each, and most environments an app or a preview asks in are
  /// one: many more are kept than sessions, so a gallery cycling its columns finds them again.
  private let aliasLimit: Int
  private let table = Locked(Table())

  private struct Table {
    var sessions: [StyleEnvironment: (session: ResolutionSession, lastUse: UInt64)] = [:]
    /// Environment asked → environment resolved in, where they differ.
    var aliases: [StyleEnvironment: StyleEnvironment] = [:]
    var tick: UInt64 = 0

    /// The session for `environment` (or the one it is an alias of), marked as used.
    mutating func lookUp(_ environment: StyleEnvironment) -> ResolutionSession? {
      let key = aliases.isEmpty ? environment : aliases[environment] ?? environment
      guard let index = sessions.index(forKey: key) else { return nil }
      tick += 1
      sessions.values[index].lastUse = tick
      return sessions.values[index].session
    }
  }

  init(limit: Int) {
    self.limit = max(1, limit)
    aliasLimit = max(1, limit) * 64
  }

  /// The session queries in `environment` resolve in: that of `resolving(environment)`, the
  /// environment the theme answers them in (`CompiledTheme.sessionEnvironment(_:)`), worked out
  /// once per environment.
  func session(
    for environment: StyleEnvironment, resolving: (StyleEnvironment) -> StyleEnvironment
  ) -> ResolutionSession {
    if let known = table.withLock({ $0.lookUp(environment) }) { return known }
    let resolved = resolving(environment)
    return table.withLock { table in
      if resolved != environment {
        if table.aliases.count >= aliasLimit { table.aliases.removeAll() }
        table.aliases[environment] = resolved
      }
      if let known = table.lookUp(resolved) { return known }
      if table.sessions.count >= limit,
        let oldest = table.sessions.min(by: { $0.value.lastUse < $1.value.lastUse })
      {
        table.sessions.removeValue(forKey: oldest.key)
      }
      let session = ResolutionSession(environment: resolved)
      table.tick += 1
      table.sessions[resolved] = (session, table.tick)
      return session
    }
  }

  var count: Int { table.withLock { $0.sessions.count } }
}

import Dispatch
import Testing

@testable import LiveryCore

/// A query's identity is its fields, however it was built: the memo keys resolutions by it, and it
/// buckets them by the precomputed hash rather than hashing the fields again (issue 31).
@Suite("Style queries")
struct StyleQueryTests {
  private let dark = StyleEnvironment.default.setting(.colorScheme, to: "dark")

  @Test func queriesBuiltApartAreEqualAndHashAlike() {
    let one = StyleQuery(
      for: "Button", named: ["Primary", "Large"], states: [.highlighted, .selected], in: dark)
    let other = StyleQuery(
      for: "Button", named: ["Primary", "Large"], states: [.selected, .normal, .highlighted],
      in: dark)
    #expect(one == other)
    #expect(one.hashValue == other.hashValue)
    #expect(one.states == [.highlighted, .selected])
    // One state, none, `normal` alone or repeated: the same query as the state written once, or none.
    #expect(StyleQuery(named: ["A"], states: [.normal]) == StyleQuery(named: ["A"]))
    #expect(StyleQuery(named: ["A"], states: [.normal]).states.isEmpty)
    #expect(
      StyleQuery(named: ["A"], states: [.highlighted, .highlighted])
        == StyleQuery(named: ["A"], states: [.highlighted]))
    #expect(StyleQuery(named: ["A"], states: [.highlighted]).states == [.highlighted])
    #expect(Set([one, other]).count == 1)
    #expect([one: 1][other] == 1)
    #expect(one.subElement("titleLabel") == other.subElement("titleLabel"))
    #expect(
      one.subElement("titleLabel").with(states: [])
        == other.with(states: []).subElement("titleLabel"))
  }

  @Test func everyFieldTells() {
    let base = StyleQuery(for: "Button", named: ["Primary"], states: [.highlighted], in: dark)
    let others = [
      StyleQuery(for: "Label", named: ["Primary"], states: [.highlighted], in: dark),
      StyleQuery(named: ["Primary"], states: [.highlighted], in: dark),
      StyleQuery(for: "Button", named: ["Primary", "Large"], states: [.highlighted], in: dark),
      StyleQuery(for: "Button", named: ["Large"], states: [.highlighted], in: dark),
      StyleQuery(for: "Button", named: ["Primary"], in: dark),
      StyleQuery(for: "Button", named: ["Primary"], states: [.highlighted]),
      base.subElement("titleLabel"),
      base.subElement("titleLabel").subElement("font"),
    ]
    for other in others { #expect(base != other, "\(other)") }
    #expect(Set(others + [base]).count == others.count + 1)
  }

  /// Many queries in one dictionary and one set: each found by an equal query built anew, none by
  /// a query that differs only in its environment.
  @Test func manyQueriesFindThemselves() {
    let names = (0..<5_000).map { StyleName("Style\($0)") }
    var table: [StyleQuery: Int] = [:]
    for (index, name) in names.enumerated() { table[StyleQuery(named: [name])] = index }
    #expect(table.count == names.count)
    for (index, name) in names.enumerated() {
      #expect(table[StyleQuery(named: [name])] == index)
      #expect(table[StyleQuery(named: [name], in: dark)] == nil)
    }
    let set = Set(names.map { StyleQuery(named: [$0], in: dark).subElement("icon") })
    #expect(set.count == names.count)
    #expect(names.allSatisfy { set.contains(StyleQuery(named: [$0], in: dark).subElement("icon")) })
  }

  /// What tables bucket queries by spreads over the low bits a table indexes by — also among the
  /// queries one memo shard holds (their kept hashes share the low four bits) — and depends on the
  /// table's seed.
  @Test func bucketHashesSpread() {
    let queries = (0..<5_000).map { StyleQuery(named: [StyleName("Style\($0)")]) }
    #expect(Set(queries.map { $0._rawHashValue(seed: 0) & 1023 }).count > 990)
    let oneShard = queries.filter { $0.precomputedHash & 15 == 0 }
    #expect(oneShard.count > 200)
    #expect(
      Set(oneShard.map { $0._rawHashValue(seed: 0) & 255 }).count > oneShard.count * 4 / 10)
    #expect(queries.filter { $0._rawHashValue(seed: 0) == $0._rawHashValue(seed: 1) }.count < 10)
    let environments = (0..<2_000).map {
      StyleEnvironment.default.setting(EnvironmentAxis("brand"), to: "b\($0)")
    }
    #expect(Set(environments.map { $0._rawHashValue(seed: 7) & 511 }).count > 490)
  }

  /// Environments key the session table by their kept hash the same way.
  @Test func environmentsFindThemselves() {
    let brand = EnvironmentAxis("brand")
    let one = StyleEnvironment.default.setting(.colorScheme, to: "dark").setting(brand, to: "acme")
    let other = StyleEnvironment(colorScheme: .dark, custom: [brand: "acme"])
    #expect(one == other)
    #expect(Set([one, other, .default]).count == 2)
    var table: [StyleEnvironment: Int] = [:]
    for index in 0..<2_000 {
      table[StyleEnvironment.default.setting(brand, to: "b\(index)")] = index
    }
    #expect(table.count == 2_000)
    for index in 0..<2_000 {
      let built = StyleEnvironment(custom: [brand: "b\(index)"])
      let set = StyleEnvironment.default.setting(brand, to: "b\(index)")
      #expect(built == set)
      #expect(table[built] == index)
    }
    #expect(table[.default] == nil)
  }

  /// `Locked` is a lock: increments from many threads at once all land.
  @Test func lockedCountsEveryIncrement() {
    let counter = Locked(0)
    let threads = 8
    let increments = 20_000
    DispatchQueue.concurrentPerform(iterations: threads) { _ in
      for _ in 0..<increments { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == threads * increments)
  }

  private final class Tracked: Sendable {}

  /// A `Locked` releases its value when it goes, and holds values of any size and alignment.
  @Test func lockedKeepsAndReleasesItsValue() {
    weak var released: Tracked?
    do {
      let locked = Locked([Tracked()])
      released = locked.withLock { $0[0] }
      #expect(released != nil)
    }
    #expect(released == nil)
    let empty = Locked(())
    empty.withLock { _ in }
    let wide = Locked(SIMD16<Double>(repeating: 1.5))
    wide.withLock { $0 *= 2 }
    #expect(wide.withLock { $0 } == SIMD16<Double>(repeating: 3))
    let large = Locked((0..<40).map(Double.init))
    #expect(large.withLock { $0.reduce(0, +) } == 780)
  }
}

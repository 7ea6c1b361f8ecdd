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
}

import Foundation
import LiveryCore
import LiveryFormats
import Testing

/// Design tokens that would make reading quadratic or exponential (issue 26 §4): each reads right
/// or is refused with one clear diagnostic. (How time and memory grow is measured by
/// Benchmarks/scaling/scale.py, families dtcg-* and resolver-*, never timed here.)
@Suite("DTCG: references, $extends and permutations that stay linear (issue 26 §4)")
struct DTCGScalingTests {
  static func json(_ object: Any) -> String {
    String(
      decoding: try! JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]),
      as: UTF8.self)
  }

  static var red: [String: Any] { ["colorSpace": "srgb", "components": [1, 0, 0]] }

  @Test("a cycle of pointers to values: every member left out, each with an error, the rest read")
  func valuePointerCycle() {
    var tree: [String: Any] = ["e": ["$type": "color", "$value": Self.red]]
    for (name, next) in [("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")] {
      tree[name] = ["$type": "color", "$value": ["$ref": "#/\(next)/$value"]]
    }
    let read = TokenTree(Self.json(tree))
    for name in ["a", "b", "c", "d"] { #expect(!read.has(name), "\(name)") }
    #expect(read.color("e") == "#ff0000ff")
    let cycle = read.diagnostics.filter { $0.code.rawValue == "dtcg.reference-cycle" }
    #expect(
      cycle.map(\.message) == [
        "pointers to values form a cycle: a → b → c → a; none of its tokens is loaded"
      ])
    // d points into the cycle: left out with an error of its own.
    #expect(
      read.diagnostics.contains { $0.message == "'{a}' has no usable value (see its own error)" })
    #expect(read.codes(.error).count == 2, "\(read.diagnostics)")
  }

  @Test("a value that failed only for being read too deep still reads from nearer by")
  func deepChainStillReadsNearTheEnd() {
    // t0 → t1 → … → t69 through pointers to values: too deep from t0 (64 is the limit), fine from t10.
    var tree: [String: Any] = ["t69": ["$type": "color", "$value": Self.red]]
    for index in 0..<69 {
      tree["t\(index)"] = ["$type": "color", "$value": ["$ref": "#/t\(index + 1)/$value"]]
    }
    let read = TokenTree(Self.json(tree))
    #expect(!read.has("t0"))
    #expect(read.color("t10") == "#ff0000ff")
    #expect(read.color("t68") == "#ff0000ff")
  }

  @Test(
    "a chain of $extends in either order: every group gets its target's tokens, its own replacing them"
  )
  func extendsChain() {
    for reversed in [false, true] {
      var groups: [(String, [String: Any])] = [
        ("g0", ["$type": "number", "a": ["$value": 0], "b": ["$value": 100]])
      ]
      for index in 1..<300 {
        groups.append(("g\(index)", ["$extends": "{g\(index - 1)}", "a": ["$value": index]]))
      }
      if reversed { groups.reverse() }
      let read = TokenTree(Self.json(Dictionary(uniqueKeysWithValues: groups)))
      #expect(read.codes(.error).isEmpty, "\(read.diagnostics.prefix(3))")
      #expect(read.value("g299.a") == .number(299))
      #expect(read.value("g299.b") == .number(100))
      #expect(read.value("g150.a") == .number(150))
    }
  }

  @Test(
    "$extends that double level by level are refused at the copy that would pass the budget, once said per place"
  )
  func extendsDoubling() {
    var tree: [String: Any] = ["g0": ["$type": "color", "x": ["$value": "#ff0000"]]]
    for level in 1...40 {
      tree["g\(level)"] = [
        "a": ["$extends": "{g\(level - 1)}"], "b": ["$extends": "{g\(level - 1)}"],
      ]
    }
    let read = TokenTree(Self.json(tree))
    let refusals = read.diagnostics.filter {
      $0.message.contains("would copy more than 100000 values")
    }
    #expect(refusals.count == 1)
    #expect(read.value("g3.a.b.a.x") != nil)  // the levels within the budget are there
    // The legacy colour string copied thousands of times is one warning, not one per copy.
    #expect(
      read.diagnostics.filter { $0.code.rawValue == "dtcg.nonconforming.legacy-string-color" }.count
        == 1)
  }

  @Test("sets that name the next set twice: one error past 10,000 references, not 2^32 reads")
  func setDoubling() {
    var sets: [String: Any] = ["s24": ["sources": [["c": ["$type": "number", "$value": 1]]]]]
    for level in 0..<24 {
      let next = ["$ref": "#/sets/s\(level + 1)"]
      sets["s\(level)"] = [
        "sources": [next, ["x\(level)": ["$type": "number", "$value": level]], next]
      ]
    }
    let document = Self.json([
      "version": "2025.10", "sets": sets, "resolutionOrder": [["$ref": "#/sets/s0"]],
    ])
    let read = resolverTree(document)
    #expect(read.codes(.error) == ["resolver.too-many-sources"])
    #expect(
      read.diagnostics.first { $0.code.rawValue == "resolver.too-many-sources" }?.message.contains(
        "more than 10000 sources") == true)
  }

  /// Ten modifiers of two contexts over `count` number tokens.
  static func modifiers(tokens count: Int) -> [(String, String)] {
    var files: [(String, String)] = []
    var base: [String: Any] = [:]
    for index in 0..<count { base["t\(index)"] = ["$type": "number", "$value": index] }
    files.append(("base.tokens.json", json(base)))
    var modifiers: [String: Any] = [:]
    for modifier in 0..<10 {
      modifiers["m\(modifier)"] = [
        "contexts": [
          "a": [["m\(modifier)": ["$type": "number", "$value": 0]]],
          "b": [["m\(modifier)": ["$type": "number", "$value": 1]]],
        ],
        "default": "a",
      ]
    }
    let order = [["$ref": "#/sets/base"]] + (0..<10).map { ["$ref": "#/modifiers/m\($0)"] }
    let document: [String: Any] = [
      "version": "2025.10", "sets": ["base": ["sources": [["$ref": "base.tokens.json"]]]],
      "modifiers": modifiers, "resolutionOrder": order,
    ]
    return [("r.resolver.json", json(document))] + files
  }

  @Test(
    "1,024 permutations of 2,000 tokens are past the work limit: refused, with --input as the way out; with inputs it compiles"
  )
  func tooMuchWork() throws {
    let all = TokenTree(Self.modifiers(tokens: 2_000))
    #expect(all.codes(.error) == ["resolver.too-much-work"])
    let refusal = try #require(
      all.diagnostics.first { $0.code.rawValue == "resolver.too-much-work" })
    #expect(
      refusal.message.contains("all 1024 permutations means merging more than"),
      "refused before compiling: \(refusal.message)")
    #expect(refusal.fixIt?.contains("pass --input for some modifiers (m0=a, m1=a, m2=a)") == true)
    let chosen = TokenTree(Self.modifiers(tokens: 2_000), inputs: ["m3": "b"])
    #expect(chosen.codes(.error).isEmpty)
    #expect(chosen.value("m3") == .number(1))
    #expect(chosen.value("t1999") == .number(1999))
  }

  @Test(
    "within the limit every permutation compiles, each token conditioned on exactly the modifiers it depends on"
  )
  func withinTheLimit() {
    let read = TokenTree(Self.modifiers(tokens: 50))
    #expect(read.codes(.error).isEmpty, "\(read.diagnostics.prefix(3))")
    let m7 = read.constants.filter { $0.name == "m7" }
    #expect(m7.count == 2)
    #expect(m7.allSatisfy { $0.conditions.all.map(\.axis.rawValue) == ["dtcg:m7"] })
    #expect(read.constants.filter { $0.name == "t3" }.map(\.conditions) == [.always])
    #expect(
      read.value("m7", StyleEnvironment().setting(EnvironmentAxis("dtcg:m7"), to: "b"))
        == .number(1))
  }

  /// A load of `files` (path → text) in memory with a work limit.
  static func load(_ files: [(String, String)], maximumWork: Int) -> CompiledTheme {
    var contents: [String: [UInt8]] = [:]
    for (name, text) in files { contents[name] = Array(text.utf8) }
    let formats = FormatRegistry.standard(dtcg: DTCGFormat.Options(maximumWork: maximumWork))
    return ThemeLoader.read(
      [.memory(contents, root: "mem-\(UUID().uuidString.prefix(8))")],
      options: .init(formats: formats, includeDefaults: false)
    ).compile()
  }

  @Test(
    "what each permutation's $extends copy counts toward the load's work: a small file cannot multiply it by 1,024"
  )
  func extendsInEveryPermutation() throws {
    // A set whose tree doubles through $extends (2^10 copies of a token) under 10 modifiers.
    var base: [String: Any] = ["g0": ["$type": "number", "x": ["$value": 1]]]
    for level in 1...10 {
      base["g\(level)"] = [
        "a": ["$extends": "{g\(level - 1)}"], "b": ["$extends": "{g\(level - 1)}"],
      ]
    }
    var files = Self.modifiers(tokens: 1)
    files[1] = ("base.tokens.json", Self.json(base))
    let alone = Self.load([files[1]], maximumWork: 100_000)
    #expect(
      alone.diagnostics.filter { $0.severity == .error }.isEmpty,
      "the tree alone copies within the limit")
    let all = Self.load(files, maximumWork: 100_000)
    let errors = all.diagnostics.filter { $0.severity == .error }
    #expect(errors.map(\.code.rawValue) == ["resolver.too-much-work"], "\(errors)")
    #expect(errors.first?.message.contains("copies through $extends") == true)
  }

  @Test(
    "the work limit holds for the whole load: a second resolver past what the first left is refused"
  )
  func workLimitPerLoad() throws {
    // 1,024 permutations of ~140 values: about 143,000 values again
    let one = Self.modifiers(tokens: 30)
    let first = Self.load(one, maximumWork: 250_000)
    #expect(first.diagnostics.filter { $0.severity == .error }.isEmpty)
    let second = one.map { ($0.0.replacingOccurrences(of: "r.resolver", with: "s.resolver"), $0.1) }
      .prefix(1)
    let both = Self.load(one + second, maximumWork: 250_000)
    let errors = both.diagnostics.filter { $0.code.rawValue == "resolver.too-much-work" }
    #expect(errors.count == 1, "\(both.diagnostics.filter { $0.severity == .error })")
    #expect(
      errors.first?.message.contains("what the load's earlier token files left of it") == true)
  }

  @Test(
    "a token that two modifiers decide together, beside a modifier of three contexts, gets conditions on exactly those two"
  )
  func dependencyOnTwoModifiers() throws {
    let document = Self.json([
      "version": "2025.10",
      "modifiers": [
        "a": [
          "contexts": ["x": [["t": ["$type": "number", "$value": 0]]], "y": [[String: Any]]()],
          "default": "x",
        ],
        "size": [
          "contexts": [
            "s": [[String: Any]](), "m": [[String: Any]](),
            "l": [["u": ["$type": "number", "$value": 3]]],
          ], "default": "s",
        ],
        "b": [
          "contexts": ["x": [[String: Any]](), "y": [["t": ["$type": "number", "$value": 1]]]],
          "default": "x",
        ],
      ],
      "resolutionOrder": [
        ["$ref": "#/modifiers/a"], ["$ref": "#/modifiers/size"], ["$ref": "#/modifiers/b"],
      ],
    ])
    let read = resolverTree(document)
    #expect(read.codes(.error).isEmpty, "\(read.diagnostics)")
    let t = read.constants.filter { $0.name == "t" }
    #expect(!t.isEmpty)
    #expect(
      t.allSatisfy { Set($0.conditions.all.map(\.axis.rawValue)) == ["dtcg:a", "dtcg:b"] },
      "\(t.map(\.conditions))")
    let u = read.constants.filter { $0.name == "u" }
    #expect(u.allSatisfy { $0.conditions.all.map(\.axis.rawValue) == ["dtcg:size"] })
    func environment(_ a: String, _ b: String) -> StyleEnvironment {
      StyleEnvironment().setting(EnvironmentAxis("dtcg:a"), to: a).setting(
        EnvironmentAxis("dtcg:b"), to: b)
    }
    #expect(read.value("t", environment("x", "x")) == .number(0))
    #expect(read.value("t", environment("y", "y")) == .number(1))
    #expect(read.value("t", environment("y", "x")) == nil)
  }
}

import Foundation

/// One constraint on one axis of the environment.
public struct Condition: Hashable, Sendable, CustomStringConvertible {
  public enum Test: Hashable, Sendable {
    /// The axis has this value (case-insensitive).
    case equals(String)
    /// The axis has one of these values.
    case oneOf([String])
    /// The OS version starts with these components (`9.3` matches `9.3.1`).
    case versionPrefix(Version)
    /// The OS version is at least `minimum` (inclusive) and below `maximum` (exclusive).
    case versionRange(minimum: Version?, maximum: Version?)
    /// The locale is this language, or this language and region (`de` matches `de_ch`).
    case locale(String)
    /// The axis has this value, or is not set at all: an axis's default (a design-token resolver
    /// modifier's `default` context), which an environment that never heard of the axis gets.
    case equalsOrUnset(String)
  }

  public let axis: EnvironmentAxis
  public let test: Test

  public init(_ axis: EnvironmentAxis, _ test: Test) {
    self.axis = axis
    switch test {
    case .equals(let value): self.test = .equals(StyleEnvironment.normalize(value, for: axis))
    case .equalsOrUnset(let value):
      self.test = .equalsOrUnset(StyleEnvironment.normalize(value, for: axis))
    case .oneOf(let values):
      self.test = .oneOf(values.map { StyleEnvironment.normalize($0, for: axis) }.sorted())
    case .locale(let value): self.test = .locale(StyleEnvironment.normalize(value, for: .locale))
    default: self.test = test
    }
  }

  /// `axis == value`, with the axis's own matching rule (locale fallback, version prefix).
  public static func equals(_ axis: EnvironmentAxis, _ value: String) -> Condition {
    if axis == .locale { return Condition(axis, .locale(value)) }
    if axis == .osVersion, let version = Version(parsing: value) {
      return Condition(axis, .versionPrefix(version))
    }
    return Condition(axis, .equals(value))
  }

  public func matches(_ environment: StyleEnvironment) -> Bool {
    guard let value = environment[axis] else {
      if case .equalsOrUnset = test { return true }
      return false
    }
    switch test {
    case .equalsOrUnset(let expected): return value == expected
    case .equals(let expected): return value == expected
    case .oneOf(let values): return values.contains(value)
    case .versionPrefix(let prefix): return Version(parsing: value)?.hasPrefix(prefix) ?? false
    case let .versionRange(minimum, maximum):
      guard let version = Version(parsing: value) else { return false }
      return (minimum.map { version >= $0 } ?? true) && (maximum.map { version < $0 } ?? true)
    case .locale(let expected):
      return value == expected || value.hasPrefix(expected + "_")
    }
  }

  /// How narrow the test is within its axis: `de_ch` beats `de`, `9.3` beats `9`.
  var refinement: Int {
    switch test {
    case .equals, .equalsOrUnset: return 2
    case .oneOf(let values): return values.count == 1 ? 2 : 1
    case .versionPrefix(let prefix): return 1 + prefix.components.count
    case .versionRange: return 1
    case .locale(let value): return value.contains("_") ? 3 : 2
    }
  }

  public var description: String {
    switch test {
    case .equals(let value), .locale(let value): return "\(axis)=\(value)"
    case .equalsOrUnset(let value): return "\(axis)=\(value)|unset"
    case .oneOf(let values): return "\(axis)=\(values.joined(separator: "|"))"
    case .versionPrefix(let version): return "\(axis)=\(version)"
    case let .versionRange(minimum, maximum):
      return [minimum.map { "\(axis)>=\($0)" }, maximum.map { "\(axis)<\($0)" }].compactMap { $0 }
        .joined(separator: ",")
    }
  }

  /// Whether no environment can satisfy both (same axis, values that cannot coexist).
  func excludes(_ other: Condition) -> Bool {
    guard axis == other.axis else { return false }
    switch (test, other.test) {
    case let (.equals(a), .equals(b)), let (.equalsOrUnset(a), .equals(b)),
      let (.equals(a), .equalsOrUnset(b)):
      return a != b
    case (.equalsOrUnset, .equalsOrUnset):
      return false  // both hold where the axis is unset
    case let (.equals(a), .oneOf(b)), let (.oneOf(b), .equals(a)): return !b.contains(a)
    case let (.oneOf(a), .oneOf(b)): return Set(a).isDisjoint(with: b)
    case let (.locale(a), .locale(b)):
      return a != b && !a.hasPrefix(b + "_") && !b.hasPrefix(a + "_")
    case let (.versionPrefix(a), .versionPrefix(b)): return !a.hasPrefix(b) && !b.hasPrefix(a)
    default: return false
    }
  }
}

/// How specific a set of conditions is: more constrained axes first, then narrower tests.
public struct Specificity: Hashable, Sendable, Comparable {
  public let axes: Int
  public let refinement: Int

  public static let none = Specificity(axes: 0, refinement: 0)

  public static func < (lhs: Specificity, rhs: Specificity) -> Bool {
    (lhs.axes, lhs.refinement) < (rhs.axes, rhs.refinement)
  }
}

/// All the conditions a rule, declaration, constant, file or layer is limited to (all must hold).
public struct Conditions: Hashable, Sendable, CustomStringConvertible {
  /// Sorted by axis, so equal sets compare equal.
  public let all: [Condition]

  public init(_ conditions: [Condition]) {
    all = conditions.sorted {
      ($0.axis.rawValue, $0.description) < ($1.axis.rawValue, $1.description)
    }
  }

  /// No conditions: applies everywhere.
  public static let always = Conditions([])

  public var isEmpty: Bool { all.isEmpty }

  public func matches(_ environment: StyleEnvironment) -> Bool {
    all.allSatisfy { $0.matches(environment) }
  }

  public var specificity: Specificity {
    Specificity(axes: Set(all.map(\.axis)).count, refinement: all.reduce(0) { $0 + $1.refinement })
  }

  /// Both sets at once.
  public func and(_ other: Conditions) -> Conditions {
    if other.isEmpty { return self }
    if isEmpty { return other }
    return Conditions(all + other.all.filter { !all.contains($0) })
  }

  /// Whether no environment satisfies both sets (Motif's light and dark mappings may then define
  /// the same names).
  public func isDisjoint(with other: Conditions) -> Bool {
    all.contains { mine in other.all.contains { mine.excludes($0) } }
  }

  public var description: String {
    all.isEmpty ? "always" : all.map(\.description).joined(separator: ",")
  }

  /// Parses `colorScheme=dark,idiom=pad`, `osVersion>=13`, `osVersion<17`, `idiom=phone|pad`.
  public static func parse(_ text: String) -> Result<Conditions, ValueError> {
    var conditions: [Condition] = []
    for part in text.split(separator: ",").map({ $0.trimmingSpaces() }) where !part.isEmpty {
      if let range = part.range(of: ">=") ?? part.range(of: "<") {
        let axis = EnvironmentAxis(part[..<range.lowerBound].trimmingSpaces())
        guard axis == .osVersion, let version = Version(parsing: String(part[range.upperBound...]))
        else {
          return .failure(
            ValueError("'\(part)': only osVersion takes >= or <, with a version such as 13.4"))
        }
        let isMinimum = part[range] == ">="
        conditions.append(
          Condition(
            axis,
            .versionRange(minimum: isMinimum ? version : nil, maximum: isMinimum ? nil : version)))
        continue
      }
      switch StyleEnvironment.parseAssignment(part) {
      case .failure(let error): return .failure(error)
      case let .success((axis, value))
      where value.hasSuffix("|unset") && !value.dropLast(6).contains("|"):
        // How `equalsOrUnset` is written: `dtcg:size=default|unset`.
        conditions.append(Condition(axis, .equalsOrUnset(String(value.dropLast(6)))))
      case let .success((axis, value)):
        let values = value.split(separator: "|").map(String.init)
        conditions.append(values.count > 1 ? Condition(axis, .oneOf(values)) : .equals(axis, value))
      }
    }
    return .success(Conditions(conditions))
  }
}

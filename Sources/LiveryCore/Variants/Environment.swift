import Foundation

/// The name of a variant axis. Well-known axes have typed accessors and their own matching rules;
/// any other name is a custom axis (`brand`, `density`, `contrast`) matched by equality.
public struct EnvironmentAxis: ThemeName {
  public let rawValue: String

  /// Well-known names are matched case-insensitively and given their canonical spelling.
  public init(_ rawValue: String) {
    let known = EnvironmentAxis.known.first { $0.lowercased() == rawValue.lowercased() }
    self.rawValue = known ?? rawValue
  }

  public static let platform = EnvironmentAxis("platform")
  public static let idiom = EnvironmentAxis("idiom")
  public static let colorScheme = EnvironmentAxis("colorScheme")
  public static let osVersion = EnvironmentAxis("osVersion")
  public static let locale = EnvironmentAxis("locale")
  public static let orientation = EnvironmentAxis("orientation")

  static let known = ["platform", "idiom", "colorScheme", "osVersion", "locale", "orientation"]
}

/// Where a component is shown: platform, idiom, colour scheme, OS version, locale, orientation and
/// any custom axes. Values are normalised (lower-case; locales as `language_region`).
///
/// ```swift
/// let dark = Environment.default.setting(.colorScheme, to: "dark")
/// ```
public struct Environment: Hashable, Sendable, CustomStringConvertible {
  struct Entry: Hashable, Sendable {
    let axis: EnvironmentAxis
    let value: String
  }

  /// Sorted by axis name so equal environments are equal values.
  private(set) var entries: [Entry]

  public init(_ values: [EnvironmentAxis: String] = [:]) {
    entries = []
    for (axis, value) in values { self = setting(axis, to: value) }
  }

  /// iOS, phone, light, portrait: what a query gets unless told otherwise.
  public static let `default` = Environment([
    .platform: "ios", .idiom: "phone", .colorScheme: "light", .orientation: "portrait",
  ])

  public subscript(axis: EnvironmentAxis) -> String? {
    entries.first { $0.axis == axis }?.value
  }

  /// A copy with `axis` set (or removed, for `nil`).
  public func setting(_ axis: EnvironmentAxis, to value: String?) -> Environment {
    var copy = self
    copy.entries.removeAll { $0.axis == axis }
    if let value {
      copy.entries.append(Entry(axis: axis, value: Environment.normalize(value, for: axis)))
      copy.entries.sort { $0.axis < $1.axis }
    }
    return copy
  }

  public var platform: String? { self[.platform] }
  public var idiom: String? { self[.idiom] }
  public var colorScheme: String? { self[.colorScheme] }
  public var orientation: String? { self[.orientation] }
  public var osVersion: Version? { self[.osVersion].flatMap(Version.init(parsing:)) }
  /// `language` or `language_region`, lower-case.
  public var locale: String? { self[.locale] }

  /// All axes and values, sorted by axis.
  public var values: [(axis: EnvironmentAxis, value: String)] { entries.map { ($0.axis, $0.value) } }

  /// `colorScheme=light idiom=phone …`
  public var description: String { entries.map { "\($0.axis)=\($0.value)" }.joined(separator: " ") }

  /// Parses `axis=value`, checking well-known axes' values (an OS version must be numeric).
  public static func parseAssignment(_ text: String) -> Result<(EnvironmentAxis, String), ValueError> {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      return .failure(ValueError("'\(text)' is not an environment setting: expected axis=value, e.g. colorScheme=dark"))
    }
    let axis = EnvironmentAxis(text[..<equals].trimmingSpaces())
    let value = text[text.index(after: equals)...].trimmingSpaces()
    guard !value.isEmpty else { return .failure(ValueError("'\(text)' has no value after '='")) }
    if axis == .osVersion, Version(parsing: value) == nil {
      return .failure(ValueError("'\(value)' is not an OS version: expected numbers separated by dots, e.g. 17.2"))
    }
    return .success((axis, value))
  }

  static func normalize(_ value: String, for axis: EnvironmentAxis) -> String {
    let trimmed = value.trimmingSpaces().lowercased()
    if axis == .locale { return trimmed.replacingOccurrences(of: "-", with: "_") }
    if axis == .osVersion, let version = Version(parsing: trimmed) { return version.description }
    return trimmed
  }
}

/// A dotted version such as `9.3.1`. Missing components compare as zero.
public struct Version: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let components: [Int]

  public init?(parsing text: String) {
    let parts = text.trimmingSpaces().split(separator: ".", omittingEmptySubsequences: false)
    let numbers = parts.compactMap { Int($0) }
    guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else { return nil }
    components = numbers
  }

  public var description: String { components.map(String.init).joined(separator: ".") }

  public static func < (lhs: Version, rhs: Version) -> Bool {
    for index in 0..<max(lhs.components.count, rhs.components.count) {
      let l = index < lhs.components.count ? lhs.components[index] : 0
      let r = index < rhs.components.count ? rhs.components[index] : 0
      if l != r { return l < r }
    }
    return false
  }

  /// Whether `self` starts with every component of `prefix` (`9.3.1` has prefix `9.3` and `9`).
  public func hasPrefix(_ prefix: Version) -> Bool {
    prefix.components.count <= components.count && Array(components.prefix(prefix.components.count)) == prefix.components
  }
}

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
  /// Normal or increased contrast (UIKit's `accessibilityContrast`, SwiftUI's
  /// `colorSchemeContrast`, the SAP Fiori palette's high-contrast variants, DTCG `-hc` contexts).
  public static let contrast = EnvironmentAxis("contrast")
  /// The text size the user chose (`xSmall` … `accessibility5`).
  public static let dynamicTypeSize = EnvironmentAxis("dynamicTypeSize")
  /// Compact or regular width.
  public static let horizontalSizeClass = EnvironmentAxis("horizontalSizeClass")
  /// Compact or regular height.
  public static let verticalSizeClass = EnvironmentAxis("verticalSizeClass")
  /// Left to right or right to left.
  public static let layoutDirection = EnvironmentAxis("layoutDirection")

  static let known = [
    "platform", "idiom", "colorScheme", "osVersion", "locale", "orientation", "contrast",
    "dynamicTypeSize", "horizontalSizeClass", "verticalSizeClass", "layoutDirection",
  ]
}

/// Where a component is shown: platform, idiom, colour scheme, OS version, locale, orientation and
/// any custom axes (semantics §6). Values are normalised (lower-case; locales as `language_region`).
///
/// The well-known axes are typed properties; any other axis is a string under its name:
///
/// ```swift
/// var environment = StyleEnvironment(idiom: .pad, colorScheme: .dark)   // iOS, portrait by default
/// environment.locale = "de_CH"
/// environment[EnvironmentAxis("brand")] = "acme"
/// ```
public struct StyleEnvironment: Hashable, Sendable, CustomStringConvertible {
  struct Entry: Hashable, Sendable {
    let axis: EnvironmentAxis
    let value: String
  }

  /// Sorted by axis name so equal environments are equal values.
  private(set) var entries: [Entry] {
    didSet { entriesHash = Self.hash(of: entries) }
  }
  /// The entries' hash, kept as they change: environments key the theme's session table and are
  /// part of every query's hash, so hashing one costs one integer, not every axis's strings.
  private var entriesHash: Int

  private static func hash(of entries: [Entry]) -> Int {
    var hasher = Hasher()
    hasher.combine(entries)
    return hasher.finalize()
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(entriesHash) }

  /// The kept hash mixed with the table's seed (`bucketHash(precomputed:seed:)`), not hashed
  /// again: the session table looks every query's environment up.
  public func _rawHashValue(seed: Int) -> Int {
    bucketHash(precomputed: entriesHash, seed: seed)
  }

  public static func == (lhs: StyleEnvironment, rhs: StyleEnvironment) -> Bool {
    lhs.entriesHash == rhs.entriesHash && lhs.entries == rhs.entries
  }

  /// An environment from the typed axes; the ones not given are the default environment's (iOS,
  /// phone, light, portrait), `nil` leaves an axis unset. Custom axes go in `custom`.
  public init(
    platform: Platform? = .ios, idiom: Idiom? = .phone, colorScheme: ColorScheme? = .light,
    orientation: Orientation? = .portrait, osVersion: Version? = nil, locale: String? = nil,
    custom: [EnvironmentAxis: String] = [:]
  ) {
    entries = []
    entriesHash = Self.hash(of: [])
    self.platform = platform
    self.idiom = idiom
    self.colorScheme = colorScheme
    self.orientation = orientation
    self.osVersion = osVersion
    self.locale = locale
    for (axis, value) in custom { self[axis] = value }
    entriesHash = Self.hash(of: entries)
  }

  /// The default environment with these axes set, as `init(platform:…)` starts from the defaults
  /// too: `StyleEnvironment(values: [.idiom: "pad"])` is an iPad in light mode, portrait. Start
  /// from `.empty` for an environment with no axes at all.
  public init(values: [EnvironmentAxis: String]) {
    self = StyleEnvironment.default.setting(
      values.map { (axis: $0.key, value: Optional($0.value)) })
  }

  private init(entries: [Entry]) {
    self.entries = entries
    entriesHash = Self.hash(of: entries)
  }

  /// iOS, phone, light, portrait: what a query gets unless told otherwise.
  public static let `default` = StyleEnvironment()

  /// No axis set: only conditions that ask nothing, or accept an unset axis, match it.
  public static let empty = StyleEnvironment(entries: [])

  /// The value of an axis, well-known or custom; setting `nil` removes it.
  public subscript(axis: EnvironmentAxis) -> String? {
    get {
      let low = position(of: axis)
      return low < entries.count && entries[low].axis == axis ? entries[low].value : nil
    }
    set {
      let low = position(of: axis)
      let present = low < entries.count && entries[low].axis == axis
      switch (newValue, present) {
      case (let value?, true):
        entries[low] = Entry(axis: axis, value: StyleEnvironment.normalize(value, for: axis))
      case (let value?, false):
        entries.insert(
          Entry(axis: axis, value: StyleEnvironment.normalize(value, for: axis)), at: low)
      case (nil, true): entries.remove(at: low)
      case (nil, false): break
      }
    }
  }

  /// Where `axis` is or would go in `entries`, which stay sorted by axis.
  private func position(of axis: EnvironmentAxis) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].axis < axis { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// A copy with every assignment applied in order (later ones win; `nil` removes an axis): one
  /// sort however many there are, for settings that come in bulk (command lines, URLs).
  public func setting(_ assignments: [(axis: EnvironmentAxis, value: String?)]) -> StyleEnvironment
  {
    var values: [EnvironmentAxis: String] = [:]
    for entry in entries { values[entry.axis] = entry.value }
    for (axis, value) in assignments {
      values[axis] = value.map { StyleEnvironment.normalize($0, for: axis) }
    }
    var copy = self
    copy.entries = values.map { Entry(axis: $0.key, value: $0.value) }.sorted { $0.axis < $1.axis }
    return copy
  }

  /// A copy with `axis` set (or removed, for `nil`).
  public func setting(_ axis: EnvironmentAxis, to value: String?) -> StyleEnvironment {
    var copy = self
    copy[axis] = value
    return copy
  }

  public var platform: Platform? {
    get { self[.platform].map(Platform.init) }
    set { self[.platform] = newValue?.rawValue }
  }
  public var idiom: Idiom? {
    get { self[.idiom].map(Idiom.init) }
    set { self[.idiom] = newValue?.rawValue }
  }
  public var colorScheme: ColorScheme? {
    get { self[.colorScheme].map(ColorScheme.init) }
    set { self[.colorScheme] = newValue?.rawValue }
  }
  public var orientation: Orientation? {
    get { self[.orientation].map(Orientation.init) }
    set { self[.orientation] = newValue?.rawValue }
  }
  /// Compared by components: `17.2` matches conditions on `17` and on `17.2`.
  public var osVersion: Version? {
    get { self[.osVersion].flatMap(Version.init(parsing:)) }
    set { self[.osVersion] = newValue?.description }
  }
  public var contrast: Contrast? {
    get { self[.contrast].map(Contrast.init) }
    set { self[.contrast] = newValue?.rawValue }
  }
  public var dynamicTypeSize: DynamicTypeSize? {
    get { self[.dynamicTypeSize].map(DynamicTypeSize.init) }
    set { self[.dynamicTypeSize] = newValue?.rawValue }
  }
  public var horizontalSizeClass: SizeClass? {
    get { self[.horizontalSizeClass].map(SizeClass.init) }
    set { self[.horizontalSizeClass] = newValue?.rawValue }
  }
  public var verticalSizeClass: SizeClass? {
    get { self[.verticalSizeClass].map(SizeClass.init) }
    set { self[.verticalSizeClass] = newValue?.rawValue }
  }
  public var layoutDirection: LayoutDirection? {
    get { self[.layoutDirection].map(LayoutDirection.init) }
    set { self[.layoutDirection] = newValue?.rawValue }
  }
  /// `language` or `language_region`, lower-case (`de-CH` is stored as `de_ch`); `de_ch` falls back to `de`.
  public var locale: String? {
    get { self[.locale] }
    set { self[.locale] = newValue }
  }

  /// All axes and values, sorted by axis.
  public var values: [(axis: EnvironmentAxis, value: String)] {
    entries.map { ($0.axis, $0.value) }
  }

  /// `colorScheme=light idiom=phone …`
  public var description: String { entries.map { "\($0.axis)=\($0.value)" }.joined(separator: " ") }

  /// Parses `axis=value`, checking well-known axes' values (an OS version must be numeric).
  public static func parseAssignment(_ text: String) -> Result<
    (EnvironmentAxis, String), ValueError
  > {
    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
      return .failure(
        ValueError(
          "'\(text)' is not an environment setting: expected axis=value, e.g. colorScheme=dark"))
    }
    let axis = EnvironmentAxis(text[..<equals].trimmingSpaces())
    let value = text[text.index(after: equals)...].trimmingSpaces()
    guard !value.isEmpty else { return .failure(ValueError("'\(text)' has no value after '='")) }
    if axis == .osVersion, Version(parsing: value) == nil {
      let shown = value.count > 40 ? String(value.prefix(40)) + "…" : value
      return .failure(
        ValueError(
          "'\(shown)' is not an OS version: expected up to \(Version.maximumComponents) numbers separated by dots, e.g. 17.2"
        ))
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

// The values of the well-known axes: lower-cased names with the usual ones as constants, open to
// others (`Platform("web")`, `Idiom("car")`).
extension StyleEnvironment {
  /// The platform a component is shown on.
  public struct Platform: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let ios = Platform("ios")
    public static let android = Platform("android")
    public static let macos = Platform("macos")
    public static let web = Platform("web")
  }

  /// The kind of device (UIKit's user-interface idiom).
  public struct Idiom: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let phone = Idiom("phone")
    public static let pad = Idiom("pad")
    public static let mac = Idiom("mac")
    public static let tv = Idiom("tv")
    public static let watch = Idiom("watch")
  }

  /// Light or dark appearance.
  public struct ColorScheme: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let light = ColorScheme("light")
    public static let dark = ColorScheme("dark")
  }

  /// Portrait or landscape.
  public struct Orientation: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let portrait = Orientation("portrait")
    public static let landscape = Orientation("landscape")
  }

  /// Normal or increased contrast.
  public struct Contrast: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let normal = Contrast("normal")
    public static let high = Contrast("high")
  }

  /// The text size the user chose, smallest first: UIKit's content size categories and SwiftUI's
  /// `DynamicTypeSize` under one spelling (`xSmall` is stored `xsmall`, as every value is
  /// lower-cased).
  public struct DynamicTypeSize: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let xSmall = DynamicTypeSize("xSmall")
    public static let small = DynamicTypeSize("small")
    public static let medium = DynamicTypeSize("medium")
    public static let large = DynamicTypeSize("large")
    public static let xLarge = DynamicTypeSize("xLarge")
    public static let xxLarge = DynamicTypeSize("xxLarge")
    public static let xxxLarge = DynamicTypeSize("xxxLarge")
    public static let accessibility1 = DynamicTypeSize("accessibility1")
    public static let accessibility2 = DynamicTypeSize("accessibility2")
    public static let accessibility3 = DynamicTypeSize("accessibility3")
    public static let accessibility4 = DynamicTypeSize("accessibility4")
    public static let accessibility5 = DynamicTypeSize("accessibility5")

    /// Every size, smallest first (`large` is the system's default).
    public static let allSizes: [DynamicTypeSize] = [
      .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge, .accessibility1,
      .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]

    /// The size's place in `allSizes`, or `nil` for a name that is none of them.
    public var step: Int? { Self.allSizes.firstIndex(of: self) }

    /// Whether it is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { rawValue.hasPrefix("accessibility") }
  }

  /// Compact or regular (a size class).
  public struct SizeClass: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let compact = SizeClass("compact")
    public static let regular = SizeClass("regular")
  }

  /// The direction text runs in.
  public struct LayoutDirection: ThemeName {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue.trimmingSpaces().lowercased() }
    public static let leftToRight = LayoutDirection("leftToRight")
    public static let rightToLeft = LayoutDirection("rightToLeft")
  }
}

/// A dotted version such as `9.3.1`. Missing components compare as zero.
public struct Version: Hashable, Sendable, Comparable, CustomStringConvertible {
  public let components: [Int]

  /// `Version(17, 2)` is `17.2`.
  public init(_ components: Int...) {
    self.components = components.map { max($0, 0) }
  }

  /// The most components a version may have (`17.2.1` has three): more is not a version.
  public static let maximumComponents = 8

  public init?(parsing text: String) {
    let parts = text.trimmingSpaces().split(
      separator: ".", maxSplits: Self.maximumComponents, omittingEmptySubsequences: false)
    guard parts.count <= Self.maximumComponents else { return nil }
    let numbers = parts.compactMap { Int($0) }
    guard !parts.isEmpty, numbers.count == parts.count, numbers.allSatisfy({ $0 >= 0 }) else {
      return nil
    }
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
    prefix.components.count <= components.count
      && Array(components.prefix(prefix.components.count)) == prefix.components
  }
}

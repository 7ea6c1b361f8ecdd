import Foundation
package import LiveryCore

/// Reads SAP MAF styling XML (maf-redbeard-peers.md §1) into a stylesheet.
///
/// - `<Style TargetType Key BasedOn platform>`: no `Key` → the type style; `Key` → a named style
///   for that type; `BasedOn` names a Key first, then a TargetType's implicit style (also
///   `StaticResource X`); `id=` is read as `Key` with a warning; no `platform` means every platform.
/// - `<Setter Property Value>`, `<Setter.Value>` brushes (`LinearGradientBrush`, `SolidColorBrush`),
///   `<Border>`, image property elements (`<BackgroundImage ImageSource Width Height/>`), `SubStyle`
///   setters as sub-elements, `<VisualStates>` as states.
/// - Colours are typed here, per style: `platform="ios"` (and no platform) reads `#RRGGBB` /
///   `#RRGGBBAA`, `platform="android"` reads `#AARRGGBB` and `Value="0"` as "hide".
/// - Real files are dirty (§1.6): dangling `BasedOn`, stray text, 7-digit colours, unknown fonts, two
///   `<Border>`s — each a warning with its location; nothing aborts the file.
///
/// ```swift
/// let sheet = MAFReader.read(path: "SAPDefaultStyle.xml")
/// let theme = Theme(layers: [Layer("sap", stylesheets: [sheet])]).compile()
/// ```
package enum MAFReader {
  package typealias ColorOrder = MAFFormat.ColorOrder

  package struct Options: Sendable, Hashable {
    package var colorOrder: ColorOrder
    /// More than one: the XML is parsed on the calling thread while the styles already read are
    /// turned into rules on a second one (the result is the same; measured 1.3–1.5× faster on two
    /// cores). One, the default, keeps reading on the calling thread.
    package var threads: Int

    package init(colorOrder: ColorOrder = .byPlatform, threads: Int = 1) {
      self.colorOrder = colorOrder
      self.threads = threads
    }
  }

  /// Values in XML arrive as text; colours are typed by the reader, the rest by the resolver.
  package static let dialect = ValueDialect(
    name: "MAF", colors: ColorSyntax(hex: .rgba, names: false), scalarsAreText: true)

  /// Checks that a setter's text can have its property's type.
  static let converter = ValueConverter(dialect: dialect)

  package static func read(path: String, options: Options = Options()) -> Stylesheet {
    read(SourceText.load(path: path), path: path, options: options)
  }

  /// Reads a file's bytes; `path` is what diagnostics show.
  package static func read(bytes: [UInt8], path: String, options: Options = Options()) -> Stylesheet
  {
    read(SourceText.decode(bytes, path: path), path: path, options: options)
  }

  private static func read(
    _ loaded: Result<(bytes: [UInt8], file: SourceFile), Diagnostic>, path: String, options: Options
  )
    -> Stylesheet
  {
    SourceText.stylesheet(loaded, path: path, format: .mafXML, dialect: dialect) {
      read(bytes: $0.bytes, file: $0.file, options: options)
    }
  }

  /// Reads XML text (tests, in-memory and embedded themes).
  package static func read(xml text: String, path: String, options: Options = Options())
    -> Stylesheet
  {
    let (bytes, file) = SourceText.file(text: text, path: path)
    return read(bytes: bytes, file: file, options: options)
  }

  /// `bytes` are `file`'s text as UTF-8 (the parser reads them without another copy).
  static func read(bytes: [UInt8], file: SourceFile, options: Options) -> Stylesheet {
    // Each child of the root becomes rules as soon as it ends; no tree of the whole file is kept.
    let parsed: XMLReader.Result
    let built: (rules: [StyleRule], diagnostics: [Diagnostic])
    if options.threads > 1 {
      (parsed, built) = ConcurrentReading.pipeline { yield in
        XMLReader.parse(bytes, file: file.id) { yield($0) }
      } consume: { forEach in
        var builder = Builder(options: options)
        forEach { builder.readChild(&$0) }
        return (builder.rules, builder.diagnostics)
      }
    } else {
      var builder = Builder(options: options)
      parsed = XMLReader.parse(bytes, file: file.id) { builder.readChild(&$0) }
      built = (builder.rules, builder.diagnostics)
    }
    var sheet = Stylesheet(
      file: file.id, source: file, format: .mafXML, dialect: dialect,
      typeAliases: MAFProperties.typeAliases,
      diagnostics: parsed.diagnostics)
    guard let root = parsed.root else {
      if parsed.diagnostics.isEmpty {
        sheet.diagnostics.append(
          .error(.xmlSyntax, "the file holds no XML element", at: .startOf(file.id)))
      }
      return sheet
    }
    guard root.name == "styles" else {
      sheet.diagnostics.append(
        .error(
          .mafNotStyles,
          "a MAF styling file has a <styles> root element; this one has <\(root.name)>",
          at: root.location))
      return sheet
    }
    sheet.rules = built.rules
    sheet.diagnostics += built.diagnostics
    return sheet
  }

  // MARK: - Building

  private struct Builder {
    let options: Options
    let memo = Memo()
    var rules: [StyleRule] = []
    var diagnostics: [Diagnostic] = []

    init(options: Options) {
      self.options = options
    }

    /// A child of the root element (whose name the caller checks).
    mutating func readChild(_ child: inout XMLReader.Element) {
      if child.name == "Style" {
        readStyle(child)
      } else {
        diagnostics.append(
          .warning(
            .mafUnknownElement,
            "<\(child.name)> is not a MAF element here (expected <Style>); it is ignored",
            at: child.location))
      }
    }

    /// `width` and `height` on a `<Style>` (MAF's image styles have them) are the style's size;
    /// any other attribute MAF does not define is a warning, never silently dropped.
    mutating func readSizeAttributes(of element: XMLReader.Element, into body: inout StyleBody) {
      for attribute in element.attributes where !MAFReader.styleAttributes.contains(attribute.name)
      {
        let name = attribute.name
        let property = name.lowercased()
        let text = attribute.value.trimmedBlanks()
        guard property == "width" || property == "height" else {
          diagnostics.append(
            .warning(
              .mafUnknownAttribute,
              "<Style> has no attribute '\(name)' (TargetType, Key, BasedOn, platform, width, height); it is ignored",
              at: element.location(of: attribute)))
          continue
        }
        guard Double(finiteText: text) != nil else {
          diagnostics.append(
            .warning(
              .mafInvalidValue,
              "'\(property)' expects a number: '\(text)' is not one; the attribute is ignored",
              at: element.location(of: attribute)))
          continue
        }
        body.declarations.append(
          Declaration(PropertyName(property), .string(text), at: element.location(of: attribute)))
      }
    }

    mutating func readStyle(_ element: XMLReader.Element) {
      let platform = element["platform"]?.trimmedBlanks().lowercased()
      var key = element["Key"]
      if key == nil, let id = element["id"] {
        key = id
        diagnostics.append(
          .warning(
            .mafIdAttribute,
            "'id' is not a MAF Style attribute; Livery reads id=\"\(id)\" as Key=\"\(id)\"",
            at: element.location(of: "id"), fixIt: "write Key=\"\(id)\""))
      }
      let targetType = element["TargetType"].map { TargetType($0.trimmedBlanks()) }
      let identity: StyleIdentity
      if let key {
        identity = .named(StyleName(key), targetType: targetType)
      } else if let targetType {
        identity = .type(targetType)
      } else {
        diagnostics.append(
          .error(
            .mafStyleWithoutTarget,
            "a <Style> needs a TargetType (a type style) or a Key (a named style)",
            at: element.location))
        return
      }
      var body = StyleBody()
      readSizeAttributes(of: element, into: &body)
      if let basedOn = element["BasedOn"] {
        let name = MAFReader.basedOnName(basedOn)
        body.parents = [
          StyleReference(
            name, lookup: .namedThenType, at: element.location(of: "BasedOn"),
            missingSeverity: .warning)
        ]
      }
      var block = Block(platform: platform, colorOrder: options.colorOrder, memo: memo)
      for child in element.children {
        if child.name == "VisualStates" {
          for state in child.children {
            guard state.name == "VisualState", let name = state["Name"] else {
              diagnostics.append(
                .warning(
                  .mafUnknownElement,
                  "<\(state.name)> inside <VisualStates> must be a <VisualState Name=…>; it is ignored",
                  at: state.location))
              continue
            }
            var stateBlock = Block(platform: platform, colorOrder: options.colorOrder, memo: memo)
            for part in state.children { stateBlock.read(part, diagnostics: &diagnostics) }
            body.states.append(StateBlock(StateName(name), stateBlock.body, at: state.location))
          }
        } else {
          block.read(child, diagnostics: &diagnostics)
        }
      }
      body.declarations =
        body.declarations.filter { declaration in
          !block.body.declarations.contains { $0.property == declaration.property }
        } + block.body.declarations
      body.subElements = block.body.subElements
      let conditions = platform.map { Conditions([.equals(.platform, $0)]) } ?? .always
      rules.append(StyleRule(identity, body, conditions: conditions, at: element.location))
    }
  }

  /// `<Style>` attributes besides `width` and `height`, which are the style's size.
  private static let styleAttributes: Set<String> = [
    "TargetType", "Key", "BasedOn", "platform", "id",
  ]

  /// Canonical names, property types and font checks, remembered per spelling: a file repeats a
  /// few dozen names thousands of times.
  private final class Memo {
    var properties: [String: (name: PropertyName, isSubStyle: Bool)] = [:]
    var types: [PropertyName: PropertyType] = [:]
    var fonts: [String: Bool] = [:]
    var androidFonts: [String: Bool] = [:]
    /// "did you mean" searches left for unknown fonts.
    var fontSuggestions = Suggestions.Budget()
    /// Texts already known to read as each property's type: a skin repeats a few values thousands
    /// of times, so each is converted once.
    var readable: [PropertyName: Set<String>] = [:]

    /// What the property expects (`PropertySchema.standard`: what an app compiles with unless it
    /// says otherwise).
    func type(of property: PropertyName) -> PropertyType {
      if let known = types[property] { return known }
      let type = PropertySchema.standard.type(of: property)
      types[property] = type
      return type
    }

    func isAndroidFont(_ name: String) -> Bool {
      if let known = androidFonts[name] { return known }
      let key = name.lowercased().replacingOccurrences(of: "_", with: "-")
      let known = MAFReader.androidFontFamilies.contains(key)
      androidFonts[name] = known
      return known
    }

    /// The canonical property name for a Setter's `Property`, and whether it is `SubStyle` (any case).
    func canonical(_ name: String) -> (name: PropertyName, isSubStyle: Bool) {
      if let known = properties[name] { return known }
      let canonical = (MAFProperties.canonical(name), name.lowercased() == "substyle")
      properties[name] = canonical
      return canonical
    }

    func isIOSFont(_ name: String) -> Bool {
      if let known = fonts[name] { return known }
      let known = SystemFonts.contains(name)
      fonts[name] = known
      return known
    }
  }

  /// The setters, borders and images of a style or of one of its visual states.
  private struct Block {
    let platform: String?
    let colorOrder: ColorOrder
    let memo: Memo
    var body = StyleBody()
    private var borderSeen: SourceLocation?

    init(platform: String?, colorOrder: ColorOrder, memo: Memo) {
      self.platform = platform
      self.colorOrder = colorOrder
      self.memo = memo
    }

    var hexDialect: HexColorDialect {
      switch colorOrder {
      case .rgba: return .rgba
      case .argb: return .argb
      case .byPlatform: return platform == "android" ? .argb : .rgba
      }
    }

    mutating func read(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) {
      switch element.name {
      case "Setter":
        readSetter(element, diagnostics: &diagnostics)
      case "Border":
        if let earlier = borderSeen {
          diagnostics.append(
            .warning(
              .mafSecondBorder,
              "a second <Border> in one style: its attributes are merged, later ones win",
              at: element.location, notes: [.init("the first <Border> is here", at: earlier)]))
        }
        let isSecond = borderSeen != nil
        borderSeen = borderSeen ?? element.location
        for attribute in ["BorderBrush", "BorderThickness", "CornerRadius"] {
          guard let value = element[attribute] else { continue }
          // The second-border warning already says its attributes replace the first's.
          set(
            MAFProperties.canonical(attribute), text: value, at: element.location(of: attribute),
            warnsOnRepeat: !isSecond, diagnostics: &diagnostics)
        }
        for attribute in element.attributes
        where !["BorderBrush", "BorderThickness", "CornerRadius"].contains(attribute.name) {
          diagnostics.append(
            .warning(
              .mafUnknownAttribute, "<Border> has no attribute '\(attribute.name)'; it is ignored",
              at: element.location(of: attribute)))
        }
      default:
        if element["ImageSource"] != nil || element.name == "URL" {
          readImage(element, diagnostics: &diagnostics)
        } else {
          diagnostics.append(
            .warning(
              .mafUnknownElement,
              "<\(element.name)> is not a MAF style element (Setter, Border, VisualStates or an image with ImageSource); it is ignored",
              at: element.location))
        }
      }
    }

    mutating func readSetter(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) {
      guard let property = element["Property"] else {
        diagnostics.append(
          .warning(
            .mafUnknownAttribute, "a <Setter> without Property is ignored", at: element.location))
        return
      }
      let (name, isSubStyle) = memo.canonical(property)
      if isSubStyle {
        readSubStyle(element, diagnostics: &diagnostics)
        return
      }
      if let text = element["Value"] {
        set(
          name, text: text, at: element.location(of: "Value"),
          keyAt: element.location(of: "Property"),
          diagnostics: &diagnostics)
        return
      }
      guard let holder = element.children.first(where: { $0.name == "Setter.Value" }),
        let brush = holder.children.first
      else {
        diagnostics.append(
          .warning(
            .mafUnknownAttribute,
            "the <Setter> for '\(property)' has neither Value nor <Setter.Value>; it is ignored",
            at: element.location))
        return
      }
      guard let value = readBrush(brush, diagnostics: &diagnostics) else { return }
      declare(
        name, .typed(value), at: element.location(of: "Property"), valueAt: brush.location,
        diagnostics: &diagnostics)
    }

    /// `<Setter Property="SubStyle" TargetType="Button" Value="CellButton"/>`: the embedded control of
    /// that type is styled by the named style (a sub-element named after the type).
    mutating func readSubStyle(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) {
      guard let type = element["TargetType"], let key = element["Value"] else {
        diagnostics.append(
          .warning(
            .mafUnknownAttribute,
            "a SubStyle setter needs TargetType and Value (the style's Key); it is ignored",
            at: element.location))
        return
      }
      let canonicalType = MAFProperties.typeAliases[TargetType(type)]?.rawValue ?? type
      let property = PropertyName(canonicalType.prefix(1).lowercased() + canonicalType.dropFirst())
      let reference = StyleReference(
        key, lookup: .namedThenType, at: element.location(of: "Value"), missingSeverity: .warning)
      body.subElements.removeAll { $0.property == property }
      body.subElements.append(
        SubElement(property, StyleBody(parents: [reference]), at: element.location))
    }

    mutating func readImage(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) {
      let property = MAFProperties.canonical(element.name)
      let sourceAttribute = element.name == "URL" ? "url" : "ImageSource"
      guard let source = element[sourceAttribute] else {
        diagnostics.append(
          .warning(
            .mafUnknownAttribute, "<\(element.name)> needs \(sourceAttribute); it is ignored",
            at: element.location))
        return
      }
      var size: Size?
      if let width = element["Width"].flatMap({ Double(finiteText: $0.trimmedBlanks()) }),
        let height = element["Height"].flatMap({ Double(finiteText: $0.trimmedBlanks()) })
      {
        size = Size(width: width, height: height)
      }
      guard let image = MAFReader.image(source, size: size) else {
        diagnostics.append(
          .warning(
            .mafImage,
            "'\(source.prefix(40))' is neither an image name, a URL nor base64 data; the image is ignored",
            at: element.location(of: sourceAttribute)))
        return
      }
      declare(
        property, .typed(.image(image)), at: element.location,
        valueAt: element.location(of: sourceAttribute), diagnostics: &diagnostics)
    }

    /// A `<Setter.Value>` brush: a gradient or a solid colour.
    func readBrush(_ element: XMLReader.Element, diagnostics: inout [Diagnostic]) -> Value? {
      switch element.name {
      case "SolidColorBrush":
        guard let text = element["Color"] else { return nil }
        return color(text, at: element.location(of: "Color"), diagnostics: &diagnostics).map(
          Value.color)
      case "LinearGradientBrush":
        var gradient = ColorGradient(stops: [])
        if let start = element["StartPoint"].flatMap(MAFReader.point) { gradient.start = start }
        if let end = element["EndPoint"].flatMap(MAFReader.point) { gradient.end = end }
        let stops =
          element.children.first { $0.name == "LinearGradientBrush.GradientStops" }?.children
          ?? element.children
        for stop in stops where stop.name == "GradientStop" {
          guard let text = stop["Color"],
            let color = color(text, at: stop.location(of: "Color"), diagnostics: &diagnostics)
          else { continue }
          let offset = stop["Offset"].flatMap { Double(finiteText: $0.trimmedBlanks()) } ?? 0
          gradient.stops.append(ColorGradient.Stop(color: color, location: offset))
        }
        guard !gradient.stops.isEmpty else {
          diagnostics.append(
            .warning(
              .mafBrush, "a LinearGradientBrush without GradientStops is ignored",
              at: element.location))
          return nil
        }
        return .gradient(gradient)
      default:
        diagnostics.append(
          .warning(
            .mafBrush,
            "<\(element.name)> is not a brush Livery knows (LinearGradientBrush, SolidColorBrush); it is ignored",
            at: element.location))
        return nil
      }
    }

    /// Sets a property from attribute text: colours are typed here (with the style's byte order),
    /// other values are checked against the property's type, font names against the platform's
    /// fonts. A value that cannot be read is a warning and the setter is ignored: real skins ship
    /// with such values (SAP's Android skin sets `BorderBrush` to `2`), and the rest must load.
    mutating func set(
      _ property: PropertyName, text: String, at location: SourceLocation,
      keyAt keyLocation: SourceLocation? = nil,
      warnsOnRepeat: Bool = true, diagnostics: inout [Diagnostic]
    ) {
      let trimmed = text.trimmedBlanks()
      let value: ValueExpression
      let type = memo.type(of: property)
      if platform == "android", trimmed == "0" {
        // MAF Android: "set color code to 0, if want to hide the corresponding property"
        value = .null
      } else if trimmed.hasPrefix("#") || type == .color || (type == .paint && !trimmed.isEmpty) {
        guard let parsed = color(trimmed, for: property, at: location, diagnostics: &diagnostics)
        else { return }
        value = .typed(.color(parsed))
      } else {
        if property == "fontName" || property == "detailFontName" {
          checkFont(trimmed, at: location, diagnostics: &diagnostics)
        }
        if type == .number || type == .integer,
          let error = ValueError.nonFinite(trimmed, at: location)
        {
          diagnostics.append(.error(.valueNotFinite, error.message, at: location))
          return
        }
        if type != .any, memo.readable[property]?.contains(trimmed) != true {
          var remarks: [ValueError] = []
          if case .failure(let error) = MAFReader.converter.convert(
            .string(trimmed), to: type, at: location, warnings: &remarks)
          {
            diagnostics.append(
              .warning(
                .mafInvalidValue,
                "'\(property)' expects \(type): \(error.message); the setter is ignored",
                at: error.location ?? location, fixIt: error.hint))
            return
          }
          memo.readable[property, default: []].insert(trimmed)
        }
        value = .string(trimmed)
      }
      declare(
        property, value, at: keyLocation ?? location, valueAt: location,
        warnsOnRepeat: warnsOnRepeat, diagnostics: &diagnostics)
    }

    /// Font names are judged by the style's platform: an Android style names Android families
    /// (`sans_serif`, `monospace`), which are not iOS fonts and never apply on iOS.
    func checkFont(_ name: String, at location: SourceLocation, diagnostics: inout [Diagnostic]) {
      if platform == "android" {
        guard !memo.isAndroidFont(name) else { return }
        let closest =
          memo.fontSuggestions.allows()
          ? Suggestions.closest(
            to: name.lowercased().replacingOccurrences(of: "_", with: "-"),
            among: MAFReader.androidFontFamilies) : []
        diagnostics.append(
          .warning(
            .mafUnknownFont,
            "'\(name)' is not an Android font family; the device will fall back to its default font",
            at: location, fixIt: Suggestions.phrase(closest)))
        return
      }
      guard !memo.isIOSFont(name) else { return }
      diagnostics.append(
        .warning(
          .mafUnknownFont,
          "'\(name)' is not an iOS system font; the device will fall back to the system font",
          at: location,
          fixIt: memo.fontSuggestions.allows()
            ? Suggestions.phrase(SystemFonts.closest(to: name)) : nil))
    }

    /// A colour in this style's byte order; anything else is a warning and `nil`. Hex digits
    /// written without `#` get the same warning as a hex colour of the wrong length, with the `#`
    /// as the fix.
    func color(
      _ text: String, for property: PropertyName? = nil, at location: SourceLocation,
      diagnostics: inout [Diagnostic]
    )
      -> RGBAColor?
    {
      let trimmed = text.trimmedBlanks()
      let parsed =
        trimmed.hasPrefix("#")
        ? RGBAColor.parseHex(trimmed, dialect: hexDialect)
        : RGBAColor.parse(trimmed, syntax: ColorSyntax(hex: hexDialect, names: false))
      switch parsed {
      case .success(let color): return color
      case .failure(let error):
        let target = property.map { " for '\($0)'" } ?? ""
        if !trimmed.hasPrefix("#"), [3, 6, 8].contains(trimmed.utf8.count),
          trimmed.utf8.allSatisfy(MAFReader.isHexDigit)
        {
          diagnostics.append(
            .warning(
              .mafColor,
              "'\(trimmed)' is not a colour\(target): a hex colour starts with '#'; the value is ignored",
              at: location,
              fixIt: "write '#\(trimmed)'"))
        } else if trimmed.hasPrefix("#") {
          diagnostics.append(
            .warning(
              .mafColor, "\(error.message); the value is ignored", at: location, fixIt: error.hint))
        } else {
          diagnostics.append(
            .warning(
              .mafColor,
              "'\(trimmed)' is not a colour\(target): MAF colours are hex (#RRGGBB, #RRGGBBAA on iOS, #AARRGGBB on Android); the value is ignored",
              at: location))
        }
        return nil
      }
    }

    mutating func declare(
      _ property: PropertyName, _ value: ValueExpression, at location: SourceLocation,
      valueAt valueLocation: SourceLocation,
      warnsOnRepeat: Bool = true, diagnostics: inout [Diagnostic]
    ) {
      if let earlier = body.declarations.first(where: { $0.property == property }), warnsOnRepeat {
        diagnostics.append(
          .warning(
            .mafDuplicateSetter, "'\(property)' is set twice in this style; the later value wins",
            at: location,
            notes: [.init("the earlier value is here", at: earlier.location)]))
        body.declarations.removeAll { $0.property == property }
      }
      body.declarations.append(Declaration(property, value, at: location, valueAt: valueLocation))
    }
  }

  // MARK: - Value syntax

  static func isHexDigit(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
  }

  /// Android's font families (`android:fontFamily`, `Typeface`), lower-case with `-`; MAF Android
  /// files write them with `_` too (`sans_serif`).
  static let androidFontFamilies: Set<String> = [
    "sans-serif", "sans-serif-thin", "sans-serif-light", "sans-serif-medium", "sans-serif-black",
    "sans-serif-condensed",
    "sans-serif-condensed-light", "sans-serif-condensed-medium", "sans-serif-smallcaps", "serif",
    "serif-monospace",
    "monospace", "casual", "cursive", "default", "default-bold", "sans", "normal", "roboto",
    "droid-sans", "droid-serif",
    "droid-sans-mono",
  ]

  /// `X`, `StaticResource X` or `{StaticResource X}` → `X`.
  static func basedOnName(_ text: String) -> String {
    var name = text.trimmedBlanks()
    if name.hasPrefix("{"), name.hasSuffix("}") { name = String(name.dropFirst().dropLast()) }
    if name.hasPrefix("StaticResource ") { name = String(name.dropFirst("StaticResource ".count)) }
    return name.trimmedBlanks()
  }

  /// `0.5,1` → a point.
  static func point(_ text: String) -> Point? {
    let parts = text.split(separator: ",").compactMap {
      Double(finiteText: String($0).trimmedBlanks())
    }
    return parts.count == 2 ? Point(x: parts[0], y: parts[1]) : nil
  }

  /// An `ImageSource`: a URL, base64 data (possibly wrapped across lines), or a bundle path / name.
  static func image(_ text: String, size: Size?) -> ImageSource? {
    let trimmed = text.trimmedBlanks()
    guard !trimmed.isEmpty else { return nil }
    let lower = trimmed.lowercased()
    if lower.hasPrefix("http://") || lower.hasPrefix("https://") || lower.hasPrefix("file://") {
      return ImageSource(.url(trimmed), size: size)
    }
    // Names and bundle paths are short and have no whitespace; base64 payloads are long.
    let looksLikeName = trimmed.utf8.count < 120 && !trimmed.utf8.contains(where: SourceMap.isBlank)
    if !looksLikeName, let data = ImageSource.base64(trimmed, size: size) { return data }
    return looksLikeName ? ImageSource(.named(trimmed), size: size) : nil
  }
}

import Foundation
import LiveryCore
import LiveryRuntime

/// `contrast`: text against what is actually behind it, per matrix cell (WCAG 2.2 1.4.3) —
/// the text in the colour its state draws it in, and a detail line:
/// the text colour composited over the component's background, itself composited over what it
/// sits on — the page (white in light mode, black in dark), or for a bar item its bar's tint —;
/// a gradient is sampled along its line and its worst point counts. A text field's placeholder
/// is text; a bar item without a text colour draws its title in its tint. Disabled rows are not checked: WCAG sets no contrast requirement for inactive
/// components. Large text (≥ 18 pt, or ≥ 14 pt bold) needs 3:1, other text 4.5:1 (AAA: 4.5
/// and 7). Non-text UI (1.4.11) needs 3:1 against the page: a text field's border, a switch's
/// on tint, a slider's filled track.
struct ContrastRule {
  let context: LintContext

  func findings() -> [LintFinding] {
    let theme = context.theme
    var findings: [LintFinding] = []
    let rows = context.rows
    for environment in context.environments {
      let page = Self.pageBackground(in: environment)
      // WCAG 1.4.3 and 1.4.11 set no requirement for inactive components: disabled rows are
      // not checked.
      // What bar items sit on: each bar's tint (an item is shown in either), else the page.
      let bars = barBackdrops(in: environment, page: page)
      for row in rows where !row.states.contains(.disabled) {
        let style = theme.resolve(row.query(in: environment))
        guard style.isResolved else { continue }
        let cell = LintCell(row: row, environment: environment)
        let backdrops = row.type == .barButtonItem ? bars : [Backdrop(color: page, note: nil)]
        for part in Self.textParts(of: row, in: style) {
          for backdrop in backdrops {
            guard let finding = text(style, part, row: row, environment: environment, on: backdrop)
            else { continue }
            findings.append(LintFinding(finding, cell: cell))
          }
        }
        findings += nonText(style, row: row, environment: environment, page: page).map {
          LintFinding($0, cell: cell)
        }
      }
    }
    return findings
  }

  /// What the page behind a component shows in `environment`: white in light mode, black in
  /// dark, as the preview's page and a system background are (a theme's `View` style is one
  /// kind of component, not what every component sits on). No declaration: findings about it
  /// have a note without a place.
  static func pageBackground(in environment: StyleEnvironment) -> RGBAColor {
    environment[.colorScheme] == "dark"
      ? RGBAColor(red: 0, green: 0, blue: 0) : RGBAColor(red: 1, green: 1, blue: 1)
  }

  /// A text a component shows over its background: the colour property it is drawn in, what
  /// messages call it, and whether it is large.
  struct TextPart {
    let property: PropertyName
    let name: String
    let large: Bool
  }

  /// The texts a row's component shows: its text in the colour the state draws it in (a
  /// highlighted label takes `highlightedTextColor` when one is set, as UILabel and the HTML
  /// adapter draw it), and a cell's or label's detail line when a detail colour is set.
  static func textParts(of row: GalleryRow, in style: ResolvedStyle) -> [TextPart] {
    var parts: [TextPart] = []
    let highlighted =
      row.type == .label && row.states.contains(.highlighted)
      && style.properties[.highlightedTextColor] != nil
    let tinted =
      row.type == .barButtonItem && style.properties[.textColor] == nil
      && style.properties[.tintColor] != nil
    parts.append(
      TextPart(
        property: highlighted ? .highlightedTextColor : tinted ? .tintColor : .textColor,
        name: highlighted ? "highlighted text" : tinted ? "text (its tint)" : "text",
        large: isLargeText(style)))
    if row.type == .textField, style.properties[.placeholderColor] != nil {
      parts.append(
        TextPart(property: .placeholderColor, name: "placeholder text", large: isLargeText(style)))
    }
    let detailTypes: Set<TargetType> = [
      .label, .tableViewCell, .tableViewCellWithControl, .treeBrowserCell,
    ]
    if detailTypes.contains(row.type), style.properties[.detailTextColor] != nil {
      let size = style[.detailFontSize] ?? 15
      parts.append(TextPart(property: .detailTextColor, name: "detail text", large: size >= 18))
    }
    return parts
  }

  /// What a component sits on: a colour, and the note that says where it was declared (`nil`:
  /// the page).
  struct Backdrop {
    let color: RGBAColor
    let note: Diagnostic.Note?
    var provenance: Provenance? = nil
  }

  /// What a bar item sits on in `environment`: the navigation bar's and the toolbar's bar tints
  /// (over the page) — an item is shown in either, and must read on each —; the page when
  /// neither bar has one.
  private func barBackdrops(in environment: StyleEnvironment, page: RGBAColor) -> [Backdrop] {
    let bars: [(TargetType, String)] = [(.navigationBar, "navigation bar"), (.toolBar, "toolbar")]
    let tints: [Backdrop] = bars.compactMap { type, name in
      let style = context.theme.resolve(StyleQuery(for: type, in: environment))
      guard let declared = style.properties[.barTintColor],
        let color = style[.barTintColor, as: RGBAColor.self], color.alpha > 0
      else { return nil }
      let shown = color.composited(over: page)
      return Backdrop(
        color: shown,
        note: Diagnostic.Note(
          "the \(name)'s bar tint \(Self.hex(shown)) is declared here",
          at: declared.provenance.location), provenance: declared.provenance)
    }
    return tints.isEmpty ? [Backdrop(color: page, note: nil)] : tints
  }

  private func text(
    _ style: ResolvedStyle, _ part: TextPart, row: GalleryRow, environment: StyleEnvironment,
    on backdrop: Backdrop
  ) -> Diagnostic? {
    let page = backdrop.color
    guard let textProperty = style.properties[part.property],
      let textColor = style[part.property, as: RGBAColor.self], textColor.alpha > 0
    else { return nil }
    // What is behind the text: the background colour (a gradient sampled along its line) over
    // the page, and NSS's two-colour gradient over that, which is what shows where it is set.
    var background = style.properties[.backgroundColor]
    // A transparent background shows the page: it is no background of the component's.
    var layers: [RGBAColor] =
      switch style[.backgroundColor] {
      case .color(let color)? where color.alpha > 0: [color]
      case .gradient(let gradient)?: Self.samples(of: gradient)
      default: []
      }
    var behind = layers.isEmpty ? [page] : layers.map { $0.composited(over: page) }
    if let gradient = style[.backgroundGradient],
      let declared = style.properties[.backgroundGradient]
    {
      let under = behind
      layers = Self.samples(of: gradient)
      behind = layers.flatMap { sample in under.map { sample.composited(over: $0) } }
      background = declared
    }
    // A component without a background of its own shows what it sits on (a bar's tint).
    let backgroundProvenance = layers.isEmpty ? backdrop.provenance : background?.provenance
    let textIsOwn = context.isOwn(textProperty.provenance)
    guard textIsOwn || context.isOwn(backgroundProvenance) else { return nil }
    let large = part.large
    let required = context.configuration.contrastLevel.minimumRatio(largeText: large)
    // The worst part of the background counts.
    let (ratio, worst) =
      behind.map { ($0, textColor.composited(over: $0).contrastRatio(with: $0)) }
      .min { $0.1 < $1.1 }
      .map { ($0.1, $0.0) } ?? (21, page)
    // A hair of tolerance: a ratio that is the threshold in exact arithmetic passes.
    guard ratio < required - 1e-9 else { return nil }
    let shownText = textColor.composited(over: worst)
    var notes: [Diagnostic.Note] = []
    var backgroundNote: Diagnostic.Note?
    if layers.isEmpty {
      if let note = backdrop.note {
        backgroundNote = note
      } else {
        notes.append(Diagnostic.Note("on the page background \(Self.hex(worst))", at: nil))
      }
    } else if let background {
      let over =
        layers.count == 1 && layers[0].alpha < 1 ? " (\(Self.hex(layers[0])) over the page)" : ""
      let what =
        layers.count > 1
        ? "the background, \(Self.hex(worst)) where it is worst,"
        : "the background \(Self.hex(worst))\(over)"
      backgroundNote = Diagnostic.Note(
        "\(what) is declared here", at: background.provenance.location)
    }
    // At the theme's own declaration: the text colour's, or — when that is the skin's and the
    // background the theme's — the background's, with the text colour's in a note.
    var location = textProperty.provenance.location
    if let backgroundNote {
      if textIsOwn {
        notes.append(backgroundNote)
      } else {
        location = backgroundNote.location ?? location
        notes.append(
          Diagnostic.Note(
            "the \(part.name) colour \(Self.hex(textColor)) is declared here",
            at: textProperty.provenance.location))
      }
    }
    // The suggestion passes over every part of the background.
    let suggestion = Self.nearestPassing(textColor, over: behind, ratio: required)
    return .warning(
      "lint.contrast",
      "\(LintContext.describe(row, in: environment)): \(part.name) \(Self.hex(shownText)) on \(Self.hex(worst)) is \(Self.format(ratio)):1, below \(Self.format(required)):1 (WCAG \(context.configuration.contrastLevel.rawValue)\(large ? ", large text" : ""))",
      at: location, notes: notes,
      fixIt: suggestion.map { "a \(part.name) colour that passes: \(Self.hex($0))" })
  }

  /// Non-text UI against the page (WCAG 1.4.11, 3:1 at AA and AAA).
  private func nonText(
    _ style: ResolvedStyle, row: GalleryRow, environment: StyleEnvironment,
    page: RGBAColor
  ) -> [Diagnostic] {
    let checked: [(PropertyName, String)]
    switch row.type {
    case .textField where (style[.borderWidth] ?? 0) > 0: checked = [(.borderColor, "border")]
    case .switch: checked = [(.onTintColor, "on tint")]
    case .slider: checked = [(.minimumTrackTintColor, "filled track")]
    default: checked = []
    }
    return checked.compactMap { property, part in
      guard let resolved = style.properties[property],
        let color = style[property, as: RGBAColor.self], color.alpha > 0,
        context.isOwn(resolved.provenance)
      else { return nil }
      let shown = color.composited(over: page)
      let ratio = shown.contrastRatio(with: page)
      guard ratio < 3 - 1e-9 else { return nil }
      let suggestion = Self.nearestPassing(color, over: [page], ratio: 3)
      return .warning(
        "lint.contrast",
        "\(LintContext.describe(row, in: environment)): the \(part) \(Self.hex(shown)) on the page \(Self.hex(page)) is \(Self.format(ratio)):1, below 3:1 (WCAG 1.4.11, non-text)",
        at: resolved.provenance.location,
        notes: [Diagnostic.Note("on the page background", at: nil)],
        fixIt: suggestion.map { "a colour for the \(part) that passes: \(Self.hex($0))" })
    }
  }

  /// A gradient's colours along its line, every stop and 32 steps between each pair: text must
  /// read over the whole of it, not only at the stops.
  static func samples(of gradient: ColorGradient) -> [RGBAColor] {
    guard let first = gradient.stops.first?.location, let last = gradient.stops.last?.location,
      gradient.stops.count > 1
    else { return gradient.stops.map(\.color) }
    let steps = 32 * (gradient.stops.count - 1)
    return (0...steps).map { step in
      gradient.color(at: first + (last - first) * Double(step) / Double(steps))
    }
  }

  /// Large text in WCAG's sense: at least 18 pt, or 14 pt and bold (points as the platform's,
  /// about CSS pixels — WCAG's 18 pt is 24 px, so this is the lenient reading).
  static func isLargeText(_ style: ResolvedStyle) -> Bool {
    let properties: [PropertyName] = [.font, .fontName, .fontSize, .fontWeight, .textStyle]
    let font = FontDescriptor(CompoundValues(style, properties: properties), properties: properties)
    let size = font.size ?? font.textStyle?.defaultPointSize ?? 17
    let weight =
      font.weight ?? font.name.flatMap(FontDescriptor.systemFontWeight(named:))
      ?? font.textStyle?.defaultWeight ?? .regular
    return size >= 18
      || (size >= 14 && weight.numericValue >= FontDescriptor.Weight.bold.numericValue)
  }

  /// The colour nearest `color` (mixed toward black or white, whichever reaches `ratio`, by the
  /// least amount) whose contrast with every one of `backgrounds` is at least `ratio`; for a
  /// translucent colour none reaches, the same made opaque; `nil` when nothing does.
  static func nearestPassing(_ color: RGBAColor, over backgrounds: [RGBAColor], ratio: Double)
    -> RGBAColor?
  {
    if let found = nearest(color, over: backgrounds, ratio: ratio) { return found }
    guard color.alpha < 1 else { return nil }
    var opaque = color
    opaque.alpha = 1
    return nearest(opaque, over: backgrounds, ratio: ratio)
  }

  private static func nearest(_ color: RGBAColor, over backgrounds: [RGBAColor], ratio: Double)
    -> RGBAColor?
  {
    let black = RGBAColor(red: 0, green: 0, blue: 0, alpha: color.alpha)
    let white = RGBAColor(red: 1, green: 1, blue: 1, alpha: color.alpha)
    func mix(_ target: RGBAColor, _ amount: Double) -> RGBAColor {
      RGBAColor(
        red: color.red + (target.red - color.red) * amount,
        green: color.green + (target.green - color.green) * amount,
        blue: color.blue + (target.blue - color.blue) * amount, alpha: color.alpha)
    }
    func passes(_ candidate: RGBAColor) -> Bool {
      backgrounds.allSatisfy {
        candidate.composited(over: $0).contrastRatio(with: $0) >= ratio - 1e-9
      }
    }
    var best: (amount: Double, color: RGBAColor)?
    for target in [black, white] where passes(target) {
      var (low, high) = (0.0, 1.0)
      for _ in 0..<24 {
        let middle = (low + high) / 2
        if passes(mix(target, middle)) { high = middle } else { low = middle }
      }
      // Rounded to 8 bits per channel, it must still pass: step up until it does.
      var amount = high
      var candidate = rounded(mix(target, amount))
      while !passes(candidate), amount < 1 {
        amount = min(1, amount + 1 / 255)
        candidate = rounded(mix(target, amount))
      }
      if passes(candidate), best == nil || amount < best!.amount { best = (amount, candidate) }
    }
    return best?.color
  }

  private static func rounded(_ color: RGBAColor) -> RGBAColor {
    RGBAColor(
      red8: Int((color.red * 255).rounded()), green8: Int((color.green * 255).rounded()),
      blue8: Int((color.blue * 255).rounded()), alpha8: Int((color.alpha * 255).rounded()))
  }

  static func hex(_ color: RGBAColor) -> String { color.displayHex }

  /// A ratio to two decimals, rounded down as contrast checkers print them (4.49, never a
  /// failing 4.499 shown as 4.5), trailing zeros left out.
  static func format(_ ratio: Double) -> String {
    var text = String(format: "%.2f", (ratio * 100).rounded(.down) / 100)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }
}

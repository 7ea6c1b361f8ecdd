public import LiveryCore

/// Renders HTML components as a standalone page: the base stylesheet inline, nothing loaded from
/// anywhere else, every text escaped. The same components give the same bytes, every time.
///
/// ```swift
/// let page = HTMLRenderer(title: "Buttons").page([
///   .init(caption: "Button [EmphasizedButton] (highlighted)", component: button),
/// ], environment: applier.environment)
/// ```
public struct HTMLRenderer {
  /// One component on the page, with the caption above it.
  public struct Figure {
    public var caption: String
    public var component: HTMLView

    public init(caption: String, component: HTMLView) {
      self.caption = caption
      self.component = component
    }
  }

  /// The Content-Security-Policy of the pages Livery draws: nothing loaded from anywhere else.
  /// A standalone page (`render`, a snapshot) loads nothing at all but its own inline styles and
  /// `data:` images; the live preview may also run its own inline script and talk to the server
  /// it came from. A theme's text that escaped its context would still load nothing.
  public static func contentSecurityPolicy(live: Bool) -> String {
    live
      ? "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline'; "
        + "connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
      : "default-src 'none'; img-src data:; style-src 'unsafe-inline'; font-src data:; base-uri 'none'; form-action 'none'"
  }

  /// The policy as a `<meta>` element, for pages read from a file.
  public static func policyMeta(live: Bool) -> String {
    "<meta http-equiv=\"Content-Security-Policy\" content=\"" + contentSecurityPolicy(live: live)
      + "\">\n"
  }

  /// The page title.
  public var title: String

  public init(title: String = "Livery") {
    self.title = title
  }

  /// A standalone page showing `figures` side by side, with `notes` (what could not be shown)
  /// listed under them.
  ///
  /// - Parameter environment: Where the components are shown: the page takes its colour scheme,
  ///   idiom and orientation (a dark page for a dark theme).
  public func page(
    _ figures: [Figure], notes: [String] = [], environment: StyleEnvironment = .default
  ) -> String {
    let bodyClasses = ["lv-page"] + Self.environmentClasses(environment)
    var output = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    output += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    output += "<meta name=\"generator\" content=\"Livery\">\n"
    output += Self.policyMeta(live: false)
    output +=
      "<title>" + HTMLEscaping.text(title) + "</title>\n<style>\n" + HTMLStylesheet.css
      + "\n</style>\n</head>\n"
    output +=
      "<body class=\"" + bodyClasses.joined(separator: " ") + "\">\n<main class=\"lv-gallery\">\n"
    for figure in figures {
      figure.component.syncStateClasses()
      output +=
        "<figure class=\"lv-figure\">\n<figcaption>" + HTMLEscaping.text(figure.caption)
        + "</figcaption>\n"
      output += "<div class=\"lv-stage\">\n"
      figure.component.element.write(to: &output, depth: 0)
      output += "</div>\n</figure>\n"
    }
    output += "</main>\n"
    if !notes.isEmpty {
      output += "<aside class=\"lv-notes\">\n<h2>Not shown in HTML</h2>\n<ul>\n"
      for note in notes { output += "<li>" + HTMLEscaping.text(note) + "</li>\n" }
      output += "</ul>\n</aside>\n"
    }
    output += "</body>\n</html>\n"
    return output
  }

  /// The markup of one component alone (no page around it).
  public func fragment(_ component: HTMLView) -> String {
    Self.markup(of: component)
  }

  /// The markup of one component alone, indented by `depth`.
  public static func markup(of component: HTMLView, depth: Int = 0) -> String {
    component.syncStateClasses()
    var output = ""
    component.element.write(to: &output, depth: depth)
    return output
  }

  /// The base stylesheet every page carries (for pages built around components, such as the preview's).
  public static var stylesheet: String { HTMLStylesheet.css }

  /// The classes that tell the stylesheet where components are shown (`lv-color-scheme-dark`,
  /// `lv-idiom-pad`, `lv-orientation-landscape`, `lv-dynamic-type-size-xxxlarge` for text styles'
  /// sizes, `lv-layout-direction-righttoleft`): on the page's body, or on a part of a page.
  public static func environmentClasses(_ environment: StyleEnvironment) -> [String] {
    [EnvironmentAxis.colorScheme, .idiom, .orientation, .dynamicTypeSize, .layoutDirection]
      .compactMap { axis in
        environment[axis].map { "lv-\(HTMLApplierBuilder.kebab(axis.rawValue))-\(classSafe($0))" }
      }
  }

  /// Letters, digits and `-` only.
  static func classSafe(_ text: String) -> String {
    String(
      text.unicodeScalars.map { scalar -> Character in
        let value = scalar.value
        let safe =
          (0x30...0x39).contains(value) || (0x41...0x5A).contains(value)
          || (0x61...0x7A).contains(value)
        return safe ? Character(scalar) : "-"
      })
  }
}

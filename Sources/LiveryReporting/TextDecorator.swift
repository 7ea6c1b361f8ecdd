public import LiveryCore

/// How report text is dressed for where it is shown: nothing (files, pipes), ANSI colours
/// (terminals), later HTML (the preview). The renderers say what each piece of text is; the
/// decorator decides what that looks like.
///
/// ```swift
/// let renderer = DiagnosticRenderer(sources: theme.sources, decorator: ANSIDecorator())
/// ```
public protocol TextDecorator: Sendable {
  /// `text` dressed as `role`.
  func decorate(_ text: String, as role: TextRole) -> String
}

/// What a piece of report text is.
public enum TextRole: Sendable, Hashable {
  /// `file:line:column: `
  case location
  /// `error:`, `warning:`, `note:`
  case severity(Diagnostic.Severity)
  /// A diagnostic's message.
  case message
  /// A diagnostic's code, `[reference.unknown-constant]`.
  case code
  /// The line-number gutter beside a source excerpt.
  case gutter
  /// The caret under the offending column.
  case caret
  /// `fix-it:`
  case fixIt
  /// A property name in a style report.
  case property
  /// A sub-element's styles (`→ ButtonText`).
  case reference
  /// A state heading (`[highlighted]`).
  case state
  /// Secondary detail: origins, paths, placeholders.
  case detail
}

/// Text as it is.
public struct PlainDecorator: TextDecorator {
  public init() {}
  public func decorate(_ text: String, as role: TextRole) -> String { text }
}

/// ANSI colours and weights, for terminals.
public struct ANSIDecorator: TextDecorator {
  public init() {}

  public func decorate(_ text: String, as role: TextRole) -> String {
    let code: String
    switch role {
    case .location, .message: code = "1"
    case .severity(.error): code = "1;31"
    case .severity(.warning): code = "1;33"
    case .severity(.note): code = "1;36"
    case .code, .gutter, .detail: code = "2"
    case .caret, .fixIt: code = "1;32"
    case .property: code = "1"
    case .reference: code = "36"
    case .state: code = "35"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }
}

public import LiveryCore
import LiveryFormats

/// Writes a theme in one format. Whatever the format cannot express is a `convert.loss` warning at
/// the item's own source location, one per item, and the rest is written.
public protocol ThemeWriter: Sendable {
  /// The format's name in messages (`Motif YAML`).
  var name: String { get }
  /// Writes `source`; `baseName` names the files (`Brand` → `Brand.yaml`).
  func write(_ source: ConversionSource, baseName: String) -> ConversionOutput
}

/// What a writer produced: files by relative path, in order, and what it could not express.
public struct ConversionOutput: Sendable {
  public struct File: Sendable, Hashable {
    public var path: String
    public var text: String
    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  public var files: [File]
  public var losses: [Diagnostic]

  public init(files: [File] = [], losses: [Diagnostic] = []) {
    self.files = files
    self.losses = losses
  }
}

/// The targets `livery convert --to` knows.
public enum ConversionTarget: String, CaseIterable, Sendable {
  case motifYAML = "motif-yaml"
  case motifJSON = "motif-json"
  case nss
  case nssFiori = "nss-fiori"
  case maf
  case redbeard
  case dtcg
  /// Design tokens with the styles as component tokens (`--include-styles`).
  case dtcgStyles = "dtcg-styles"
  case css

  /// The writer for this target.
  public var writer: any ThemeWriter {
    switch self {
    case .motifYAML: return MotifWriter(syntax: .yaml)
    case .motifJSON: return MotifWriter(syntax: .json)
    case .nss: return NSSWriter(dialect: .nui)
    case .nssFiori: return NSSWriter(dialect: .sapfiori)
    case .maf: return MAFWriter()
    case .redbeard: return RedbeardWriter()
    case .dtcg: return DTCGWriter()
    case .dtcgStyles: return DTCGWriter(includeStyles: true)
    case .css: return CSSWriter()
    }
  }
}

extension Diagnostic {
  /// A loss: `what` cannot be written in `format`, and why.
  static func loss(_ what: String, _ format: String, _ why: String, at location: SourceLocation?)
    -> Diagnostic
  {
    .warning(.conversionLoss, "\(what): \(format) \(why)", at: location)
  }
}

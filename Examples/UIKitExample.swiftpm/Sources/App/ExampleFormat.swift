import Foundation
import Livery

/// The five formats Livery reads, each with its example theme from this checkout's Examples
/// folder (the simulator reads the Mac's files, so saving one restyles the running app).
enum ExampleFormat: Int, CaseIterable {
  case maf, nss, motif, redbeard, tokens

  /// Where the example themes are: `Examples/`, above this app's package.
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // App
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // UIKitExample.swiftpm
    .deletingLastPathComponent()  // Examples

  var title: String {
    switch self {
    case .maf: "MAF"
    case .nss: "NSS"
    case .motif: "Motif"
    case .redbeard: "Redbeard"
    case .tokens: "Tokens"
    }
  }

  /// The tab's SF Symbol.
  var symbol: String {
    switch self {
    case .maf: "building.columns"
    case .nss: "paintbrush"
    case .motif: "paintpalette"
    case .redbeard: "flame"
    case .tokens: "circle.hexagongrid"
    }
  }

  /// The folder whose files are watched for live reload.
  var folder: URL { Self.examples.appendingPathComponent(folderName) }

  private var folderName: String {
    switch self {
    case .maf: "maf"
    case .nss: "nss"
    case .motif: "motif/brand"
    case .redbeard: "redbeard"
    case .tokens: "tokens"
    }
  }

  /// The theme's inputs (over Livery's defaults and default skin, as an app loads them); the
  /// alternate is the theme switch's other theme: SAP Fiori's for NSS, the default skin alone for
  /// the others.
  func inputs(alternate: Bool) -> [ThemeInput] {
    func file(_ name: String) -> ThemeInput { .file(folder.appendingPathComponent(name).path) }
    if alternate { return self == .nss ? [file("FioriBrand.nss")] : [] }
    switch self {
    case .maf: return [file("Brand.xml")]
    case .nss: return [file("Brand.nss")]
    case .motif:
      return [
        file("1-Palette.yaml"),
        file("2-Light.yaml").when(Conditions([.equals(.colorScheme, "light")])),
        file("2-Dark.yaml").when(Conditions([.equals(.colorScheme, "dark")])),
        file("3-Controls.yaml"),
      ]
    case .redbeard: return [.folder(folder.path)]
    case .tokens: return [file("brand.resolver.json"), file("Buttons.yaml")]
    }
  }

  /// What the gallery's views are called in this format's theme (MAF keys, NSS classes, Motif
  /// classes, Redbeard identifiers); a view without a name takes its type's style. The alternate
  /// theme (Fiori's, or the default skin) names none of them: there every view takes its type's.
  func styleNames(_ role: Role, alternate: Bool) -> [StyleName] {
    if alternate { return [] }
    return switch (self, role) {
    case (.maf, .navigationBar): ["Checkout"]
    case (.nss, .primaryButton): ["LargeButton"]
    case (.motif, .primaryButton), (.tokens, .primaryButton): ["Button"]
    case (.motif, .secondaryButton): ["DangerButton"]
    case (.motif, .title): ["Title"]
    case (.motif, .card): ["Card"]
    case (.redbeard, .primaryButton): ["accent-button"]
    case (.redbeard, .secondaryButton): ["base-button"]
    default: []
    }
  }

  enum Role {
    case primaryButton, secondaryButton, title, card, navigationBar
  }
}

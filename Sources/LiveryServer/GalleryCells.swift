import Foundation
import LiveryCore
@_spi(LiveryAdapter) import LiveryRuntime

/// The gallery's cells as a live preview last drew them, so a reload redraws and sends only the
/// cells it changed (review-tools.md §3: a save repaints in ≤ 150 ms).
///
/// A cell's component is drawn again only when one of the resolutions its drawing made
/// (`ThemeApplier.onResolve`: the component's, its parts', its children's) resolves otherwise in
/// the new theme (`ResolvedStyle.stylesLike`); else the last drawing is used. Each cell's whole
/// markup (drawing, lint badges, comparison marks) is remembered with the *revision* it last
/// changed at; a page that shows revision `r` asks for the cells changed after `r` and gets those
/// alone, when its frame (rows, headings, pages: the `layout`) is still the same.
///
/// Every render is a revision: a cell or part whose markup differs from the last one recorded
/// changed at this render's (so a refused save's banner, or findings that arrived, are sent
/// like a changed value). Not thread-safe: renders use it one at a time (`RenderTurns`), through
/// the `Locked` the router keeps it in.
final class GalleryCells {
  /// Which cell: the row, the column's environment, the side a comparison draws, the sample text.
  struct Key: Hashable {
    let row: GalleryRow
    let environment: StyleEnvironment
    let side: GallerySelection.CompareSide
    let content: GallerySelection.SampleContent
  }

  /// A component drawn for a cell, and the resolutions the drawing made.
  private struct Drawing {
    var styles: [ResolvedStyle]
    let markup: String
    /// `themeSerial` when last found valid.
    var serial: Int
  }

  /// A cell's or part's markup as last shown (its hash: the markup itself may hold megabytes of
  /// embedded images), the revision it changed at, and the revision it was last shown at.
  private struct Shown {
    let digest: Int
    let changedAt: Int
    var seenAt: Int
  }

  /// Names this server's pages: a page another server process drew (the preview restarted) is
  /// drawn whole again.
  let instance = String(UInt64.random(in: 1...UInt64.max), radix: 36)
  private(set) var revision = 0
  private var theme: CompiledTheme?
  private var themeSerial = 0
  private var drawings: [Key: Drawing] = [:]
  private var shown: [Key: Shown] = [:]
  private var shownParts: [String: Shown] = [:]
  /// How many cells the tables keep before the ones the last render did not show are dropped
  /// (a page holds at most `stylesPerPage` styles × their states × 8 columns): a dropped cell is
  /// drawn and sent again, never shown wrong.
  static let maximumCells = 20_000
  /// Counts drawings made, for tests.
  private(set) var drawn = 0

  /// Starts a render of `theme`: a new revision.
  func begin(theme: CompiledTheme) {
    revision += 1
    if theme !== self.theme {
      self.theme = theme
      themeSerial += 1
    }
    if shown.count > Self.maximumCells {
      let last = revision - 1
      shown = shown.filter { $0.value.seenAt >= last }
      drawings = drawings.filter { shown[$0.key] != nil }
    }
    if shownParts.count > Self.maximumCells {
      shownParts = shownParts.filter { $0.value.seenAt >= revision - 1 }
    }
  }

  /// The markup of the cell's component drawn by `applier` (whose theme is the one `begin` got):
  /// the last drawing when every resolution it made resolves alike, else `draw()`'s. A drawing
  /// that shows an image read from a file (a named image, a `file:` URL) is not kept: the file
  /// can change while the theme does not.
  func drawing(_ key: Key, by applier: ThemeApplier, draw: () -> String) -> String {
    if var drawing = drawings[key], let theme {
      if drawing.serial == themeSerial {
        return drawing.markup
      }
      var fresh: [ResolvedStyle] = []
      fresh.reserveCapacity(drawing.styles.count)
      for style in drawing.styles {
        let now = theme.resolve(style.query, adapting: applier.adaptiveAxes)
        guard now.stylesLike(style) else { break }
        fresh.append(now)
      }
      if fresh.count == drawing.styles.count {
        drawing.styles = fresh
        drawing.serial = themeSerial
        drawings[key] = drawing
        return drawing.markup
      }
    }
    var styles: [ResolvedStyle] = []
    applier.onResolve = { styles.append($0) }
    let markup = draw()
    applier.onResolve = nil
    drawn += 1
    if styles.contains(where: Self.showsFileImage) {
      drawings[key] = nil
    } else {
      drawings[key] = Drawing(styles: styles, markup: markup, serial: themeSerial)
    }
    return markup
  }

  /// Whether a resolution sets an image that is read from a file when drawn.
  private static func showsFileImage(_ style: ResolvedStyle) -> Bool {
    func reads(_ properties: [PropertyName: ResolvedProperty]) -> Bool {
      properties.values.contains { property in
        guard case .image(let image) = property.value else { return false }
        switch image.origin {
        case .named, .url: return true
        case .data, .glyph, .solidColor: return false
        }
      }
    }
    func reads(_ states: [ResolvedState]) -> Bool {
      states.contains { reads($0.properties) || reads($0.states) }
    }
    return reads(style.properties) || reads(style.states)
  }

  /// Records the cell's whole markup for this revision; returns the revision it last changed at.
  func show(_ key: Key, _ markup: String) -> Int {
    record(&shown[key], markup)
  }

  /// Records a part around the gallery (`id`) as a page with this selection shows it (`nil`: a
  /// part every selection shows alike, the problems list); returns the revision it last changed
  /// at.
  func show(part id: String, of selection: String?, _ markup: String) -> Int {
    record(&shownParts[selection.map { id + "?" + $0 } ?? id], markup)
  }

  private func record(_ entry: inout Shown?, _ markup: String) -> Int {
    let digest = markup.hashValue
    if let last = entry, last.digest == digest {
      entry?.seenAt = revision
      return last.changedAt
    }
    entry = Shown(digest: digest, changedAt: revision, seenAt: revision)
    return revision
  }

  /// What a page says it shows (`data-shown`): this server, the revision, the page's layout.
  func token(layout: String) -> String { "\(instance).\(revision).\(layout)" }

  /// The revision a page shows, when it was drawn by this server with the same layout; `nil`
  /// when the page must be drawn whole.
  func revision(shownBy token: String?, layout: String) -> Int? {
    guard let parts = token?.split(separator: ".", omittingEmptySubsequences: false),
      parts.count == 3, parts[0] == instance, parts[2] == layout,
      let shownRevision = Int(parts[1]), shownRevision <= revision
    else { return nil }
    return shownRevision
  }
}

// SwiftUI on every Apple platform; the Apple surface check compiles it on Linux against stubs.
#if canImport(SwiftUI)
import Foundation
public import LiveryCore
import LiveryFormats
public import SwiftUI

extension View {
  /// Shows this view under a theme in light and dark, side by side: a `#Preview` in one line.
  /// `path` is a theme file or folder, relative to the source file that says it (Xcode's
  /// previews read the Mac's files), or absolute; a theme with errors shows them, each with its
  /// file:line:col, instead of the view.
  ///
  /// ```swift
  /// #Preview { CheckoutView().liveryPreview("../Themes/Brand.nss") }
  /// ```
  public func liveryPreview(
    _ path: String, environment: StyleEnvironment = .default, relativeTo file: String = #filePath
  ) -> some View {
    LiveryPreviewPair(
      content: self, loaded: LiveryPreviewTheme.load(path, relativeTo: file),
      base: environment)
  }

  /// Shows this view under `theme` in light and dark, side by side.
  public func liveryPreview(_ theme: CompiledTheme, environment: StyleEnvironment = .default)
    -> some View
  {
    LiveryPreviewPair(content: self, loaded: .success(theme), base: environment)
  }
}

/// A preview's theme, read from a file once per preview.
enum LiveryPreviewTheme {
  /// The theme, or the lines that say why there is none.
  static func load(_ path: String, relativeTo file: String) -> Result<CompiledTheme, Problems> {
    let resolved =
      path.hasPrefix("/")
      ? path
      : URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path)
        .standardizedFileURL.path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder) else {
      return .failure(Problems(lines: ["\(resolved): error: no theme file or folder here"]))
    }
    do {
      return .success(
        try ThemeLoader.load(isFolder.boolValue ? .folder(resolved) : .file(resolved)))
    } catch let error as DiagnosticsError {
      return .failure(Problems(lines: error.errors.map(\.description)))
    } catch {
      return .failure(Problems(lines: ["\(resolved): error: \(error)"]))
    }
  }

  struct Problems: Error {
    let lines: [String]
  }
}

/// The view twice, light then dark, or the theme's problems.
struct LiveryPreviewPair<Content: View>: View {
  let content: Content
  let loaded: Result<CompiledTheme, LiveryPreviewTheme.Problems>
  let base: StyleEnvironment

  var body: some View {
    switch loaded {
    case .success(let theme):
      HStack(spacing: 0) {
        LiveryPreviewSide(content: content, theme: theme, base: base, scheme: .light)
        LiveryPreviewSide(content: content, theme: theme, base: base, scheme: .dark)
      }
    case .failure(let problems):
      VStack(alignment: .leading, spacing: 4) {
        ForEach(problems.lines, id: \.self) { line in
          Text(verbatim: line).font(.system(size: 11, weight: .regular, design: .monospaced))
        }
      }
      .padding(EdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12))
    }
  }
}

/// One colour scheme's half of a preview, on that scheme's background.
struct LiveryPreviewSide<Content: View>: View {
  let content: Content
  let theme: CompiledTheme
  let base: StyleEnvironment
  let scheme: ColorScheme

  var body: some View {
    content
      .livery(theme, environment: base)
      .padding(EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
      .background {
        scheme == .dark
          ? Color(red: 0, green: 0, blue: 0) : Color(red: 1, green: 1, blue: 1)
      }
      .environment(\.colorScheme, scheme)
  }
}
#endif

import LiveryCore
import LiveryFormats

/// Loads Motif YAML texts as the ordered files F1.yaml, F2.yaml, … of one theme.
func motifTheme(_ files: String...) -> CompiledTheme {
  motifTheme(files)
}

func motifTheme(_ files: [String]) -> CompiledTheme {
  let sheets = files.enumerated().map {
    MotifReader.read(yaml: $0.element, path: "F\($0.offset + 1).yaml")
  }
  return Theme(layers: [MotifThemeLoader.layer(named: "app", files: sheets)]).compile()
}

func location(_ path: String, _ line: Int, _ column: Int) -> SourceLocation {
  SourceLocation(file: SourceFileID(path: path), line: line, column: column)
}

extension CompiledTheme {
  /// The resolved properties of a Motif class, for compact assertions.
  func properties(of name: String) -> [String: Value] {
    let style = resolve(StyleQuery(named: [StyleName(name)]))
    var result: [String: Value] = [:]
    for (key, property) in style.properties { result[key.rawValue] = property.value }
    return result
  }
}

/// Reads inputs as `livery check` does: no defaults below them unless asked.
func readTheme(
  _ inputs: [ThemeInput], includeDefaults: Bool = false, environment: StyleEnvironment = .default
) -> Theme {
  ThemeLoader.read(
    inputs, options: .init(environment: environment, includeDefaults: includeDefaults))
}

extension Theme {
  /// The paths of the files read (the palettes left out), in load order.
  var files: [String] { layers.filter { $0.role != .palette }.flatMap(\.stylesheets).map(\.path) }
}

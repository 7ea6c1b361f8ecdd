public import LiveryCore
public import LiveryFormats

/// What the benchmarks and the fuzzers reach inside the readers, which apps meet only through
/// `ThemeLoader`: each reader alone, and the bare passes the benchmarks compare the readers with
/// (the JSON scanner and the NSS lexer, with nothing built from what they read).
///
/// The `Benchmarks/` and `Fuzz/` packages link this library; an app never does (it is not part of
/// `Livery`, and nothing in it is needed to load a theme).
public enum Probes {
  /// Scans JSON into a syntax tree and returns its node count.
  public static func scanJSON(_ bytes: [UInt8], path: String) -> Int {
    BarePasses.scanJSON(bytes, path: path)
  }

  /// Splits NSS into tokens and returns how many.
  public static func tokenizeNSS(_ bytes: [UInt8], path: String) -> Int {
    BarePasses.tokenizeNSS(bytes, path: path)
  }

  /// One MAF file, read on up to `threads` threads (1 or 2).
  public static func readMAF(bytes: [UInt8], path: String, threads: Int = 1) -> Stylesheet {
    MAFReader.read(bytes: bytes, path: path, options: .init(threads: threads))
  }

  /// One MAF file's text, read on up to `threads` threads (1 or 2).
  public static func readMAF(xml: String, path: String, threads: Int = 1) -> Stylesheet {
    MAFReader.read(xml: xml, path: path, options: .init(threads: threads))
  }

  /// One NSS file, its dialect detected.
  public static func readNSS(bytes: [UInt8], path: String) -> Stylesheet {
    NSSReader.read(bytes: bytes, path: path)
  }

  /// One NSS file's text, its dialect detected.
  public static func readNSS(nss: String, path: String) -> Stylesheet {
    NSSReader.read(nss: nss, path: path)
  }

  /// One Motif file (YAML or JSON, by `path`'s extension).
  public static func readMotif(bytes: [UInt8], path: String) -> Stylesheet {
    MotifReader.read(bytes: bytes, path: path)
  }

  /// One Motif YAML text.
  public static func readMotif(yaml: String, path: String) -> Stylesheet {
    MotifReader.read(yaml: yaml, path: path)
  }

  /// One Motif JSON text.
  public static func readMotif(json: String, path: String) -> Stylesheet {
    MotifReader.read(json: json, path: path)
  }

  /// One Redbeard theme file, without its includes.
  public static func readRedbeard(bytes: [UInt8], path: String) -> Stylesheet {
    RedbeardReader.read(bytes: bytes, path: path)
  }

  /// A Redbeard theme root on disk through its include graph, on `threads` threads (`nil`: one
  /// per core).
  public static func loadRedbeard(root: String, threads: Int?) -> Layer {
    RedbeardLoader.load(root, options: .init(threads: threads))
  }

  /// A Redbeard theme root in any source through its include graph.
  public static func loadRedbeard(folder: String, of source: any ThemeSource, threads: Int?)
    -> Layer
  {
    RedbeardLoader.load(folder: folder, of: source, options: .init(threads: threads))
  }

  /// Livery's default skin, light and dark.
  public static func defaultSkinLayers() -> [Layer] { DefaultSkin.layers() }
}

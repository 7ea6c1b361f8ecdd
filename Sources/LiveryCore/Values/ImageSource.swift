/// An image: where it comes from and, optionally, the size to show it at. Loading it is the
/// applier's job.
public struct ImageSource: Hashable, Sendable {
  /// Where an image comes from.
  public enum Origin: Hashable, Sendable {
    /// An asset or bundle name, possibly with a sub-path (`MAFUIComponents.bundle/x.png`).
    case named(String)
    /// An `http(s)` or `file` URL.
    case url(String)
    /// Decoded bytes of an inline image (base64 in the theme, `data:` URLs).
    case data([UInt8])
    /// A glyph from an icon font, tinted and sized (Redbeard `glyph://name/color/height`).
    case glyph(name: String, color: RGBAColor?, height: Double?)
    /// One colour, stretched over the image's area: NUI's 1×1 images for a button's
    /// `background-color-<state>` beside its plain `background-color`.
    case solidColor(RGBAColor)
  }

  public var origin: Origin
  /// The display size in points, when the theme gives one (MAF `Width`/`Height`).
  public var size: Size?

  public init(_ origin: Origin, size: Size? = nil) {
    self.origin = origin
    self.size = size
  }

  public static func named(_ name: String) -> ImageSource { ImageSource(.named(name)) }
  public static func url(_ url: String) -> ImageSource { ImageSource(.url(url)) }
  public static func data(_ bytes: [UInt8]) -> ImageSource { ImageSource(.data(bytes)) }

  /// An inline image from base64 text, which may contain line breaks and spaces; `nil` if the text
  /// is not base64.
  public static func base64(_ text: String, size: Size? = nil) -> ImageSource? {
    Base64.decode(Substring(text)).map { ImageSource(.data($0), size: size) }
  }
}

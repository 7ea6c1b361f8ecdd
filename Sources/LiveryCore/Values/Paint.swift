/// A linear gradient in unit coordinates. Two stops at the same location make a hard edge.
public struct Gradient: Hashable, Sendable {
  public struct Stop: Hashable, Sendable {
    public var color: Color
    /// 0…1 along the gradient line.
    public var location: Double

    public init(color: Color, location: Double) {
      self.color = color
      self.location = location
    }
  }

  public var start: Point
  public var end: Point
  public var stops: [Stop]

  /// Top to bottom unless told otherwise, as MAF and NUI draw them.
  public init(start: Point = Point(x: 0.5, y: 0), end: Point = Point(x: 0.5, y: 1), stops: [Stop]) {
    self.start = start
    self.end = end
    self.stops = stops
  }
}

/// Any subset of a border's width, colour and corner radius.
public struct Border: Hashable, Sendable {
  public var width: Double?
  public var color: Color?
  public var cornerRadius: Double?

  public init(width: Double? = nil, color: Color? = nil, cornerRadius: Double? = nil) {
    self.width = width
    self.color = color
    self.cornerRadius = cornerRadius
  }
}

/// A drop shadow.
public struct Shadow: Hashable, Sendable {
  public var color: Color?
  public var offset: Offset?
  public var radius: Double?
  public var opacity: Double?

  public init(color: Color? = nil, offset: Offset? = nil, radius: Double? = nil, opacity: Double? = nil) {
    self.color = color
    self.offset = offset
    self.radius = radius
    self.opacity = opacity
  }
}

/// An image: where it comes from and, optionally, the size to show it at. Loading it is the
/// applier's job.
public struct Image: Hashable, Sendable {
  /// Where an image comes from.
  public enum Source: Hashable, Sendable {
    /// An asset or bundle name, possibly with a sub-path (`MAFUIComponents.bundle/x.png`).
    case named(String)
    /// An `http(s)` or `file` URL.
    case url(String)
    /// Decoded bytes of an inline image (base64 in the theme, `data:` URLs).
    case data([UInt8])
    /// A glyph from an icon font, tinted and sized (Redbeard `glyph://name/color/height`).
    case glyph(name: String, color: Color?, height: Double?)
  }

  public var source: Source
  /// The display size in points, when the theme gives one (MAF `Width`/`Height`).
  public var size: Size?

  public init(_ source: Source, size: Size? = nil) {
    self.source = source
    self.size = size
  }

  public static func named(_ name: String) -> Image { Image(.named(name)) }
  public static func url(_ url: String) -> Image { Image(.url(url)) }
  public static func data(_ bytes: [UInt8]) -> Image { Image(.data(bytes)) }

  /// An inline image from base64 text, which may contain line breaks and spaces; `nil` if the text
  /// is not base64.
  public static func base64(_ text: String, size: Size? = nil) -> Image? {
    Base64.decode(Substring(text)).map { Image(.data($0), size: size) }
  }
}

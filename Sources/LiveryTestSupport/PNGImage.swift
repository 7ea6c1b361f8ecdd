/// A decoded PNG, for tests that look at what a browser drew (headless Chromium screenshots).
///
/// Reads 8-bit RGB and RGBA images without interlacing — what Chromium writes — with its own
/// inflate (RFC 1951), so tests need no image library.
public struct PNGImage: Sendable {
  public let width: Int
  public let height: Int
  /// RGBA, row by row.
  public let pixels: [UInt8]

  public struct DecodingError: Error, CustomStringConvertible {
    public let description: String
  }

  /// One pixel's channels.
  public struct Pixel: Equatable, Sendable, CustomStringConvertible {
    public let red, green, blue, alpha: UInt8
    public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
      self.red = red
      self.green = green
      self.blue = blue
      self.alpha = alpha
    }
    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }

    /// Whether every channel is within `tolerance` of `other`'s.
    public func isClose(to other: Pixel, tolerance: Int = 3) -> Bool {
      abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
        && abs(Int(blue) - Int(other.blue)) <= tolerance
        && abs(Int(alpha) - Int(other.alpha)) <= tolerance
    }
  }

  public init(bytes: [UInt8]) throws {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw DecodingError(description: "not a PNG")
    }
    var offset = 8
    var width = 0
    var height = 0
    var colorType = 0
    var data: [UInt8] = []
    func be32(_ at: Int) -> Int {
      Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
    }
    while offset + 8 <= bytes.count {
      let length = be32(offset)
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      let body = offset + 8
      guard body + length + 4 <= bytes.count else {
        throw DecodingError(description: "truncated \(type) chunk")
      }
      switch type {
      case "IHDR":
        width = be32(body)
        height = be32(body + 4)
        colorType = Int(bytes[body + 9])
        guard bytes[body + 8] == 8, colorType == 2 || colorType == 6, bytes[body + 12] == 0 else {
          throw DecodingError(description: "only 8-bit RGB/RGBA without interlacing is read")
        }
      case "IDAT": data += bytes[body..<body + length]
      default: break
      }
      offset = body + length + 4
    }
    guard width > 0, height > 0, data.count > 2 else {
      throw DecodingError(description: "no image data")
    }
    var inflater = Inflater(Array(data.dropFirst(2)))
    let raw = try inflater.run()
    let channels = colorType == 6 ? 4 : 3
    let stride = width * channels
    guard raw.count >= height * (stride + 1) else {
      throw DecodingError(description: "image data too short")
    }
    var previous = [UInt8](repeating: 0, count: stride)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for row in 0..<height {
      let start = row * (stride + 1)
      let filter = raw[start]
      var line = Array(raw[start + 1..<start + 1 + stride])
      for index in 0..<stride {
        let left = index >= channels ? Int(line[index - channels]) : 0
        let up = Int(previous[index])
        let upLeft = index >= channels ? Int(previous[index - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = left
        case 2: predictor = up
        case 3: predictor = (left + up) / 2
        case 4:
          let estimate = left + up - upLeft
          let (a, b, c) = (abs(estimate - left), abs(estimate - up), abs(estimate - upLeft))
          predictor = a <= b && a <= c ? left : (b <= c ? up : upLeft)
        default: throw DecodingError(description: "unknown filter \(filter)")
        }
        line[index] = UInt8((Int(line[index]) + predictor) & 0xFF)
      }
      for x in 0..<width {
        pixels += line[x * channels..<x * channels + 3]
        pixels.append(channels == 4 ? line[x * channels + 3] : 255)
      }
      previous = line
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  public func pixel(x: Int, y: Int) -> Pixel {
    let index = (y * width + x) * 4
    return Pixel(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
  }

  /// The first point, row by row, whose pixel is close to `color`.
  public func firstPoint(closeTo color: Pixel, tolerance: Int = 3) -> (x: Int, y: Int)? {
    for y in 0..<height {
      for x in 0..<width where pixel(x: x, y: y).isClose(to: color, tolerance: tolerance) {
        return (x, y)
      }
    }
    return nil
  }
}

/// RFC 1951 inflate, after zlib's `puff.c`: canonical Huffman codes decoded bit by bit.
private struct Inflater {
  private let input: [UInt8]
  private var position = 0
  private var bitBuffer = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  init(_ input: [UInt8]) {
    self.input = input
  }

  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int]

    init(lengths: [Int]) {
      symbols = [Int](repeating: 0, count: lengths.count)
      for length in lengths { counts[length] += 1 }
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else {
        throw PNGImage.DecodingError(description: "compressed data ends early")
      }
      bitBuffer |= Int(input[position]) << bitCount
      position += 1
      bitCount += 8
    }
    let value = bitBuffer & ((1 << count) - 1)
    bitBuffer >>= count
    bitCount -= count
    return value
  }

  private mutating func decode(_ huffman: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try bits(1)
      let count = huffman.counts[length]
      if code - count < first { return huffman.symbols[index + (code - first)] }
      index += count
      first += count
      first <<= 1
      code <<= 1
    }
    throw PNGImage.DecodingError(description: "bad Huffman code")
  }

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049,
    3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  mutating func run() throws -> [UInt8] {
    var last = 0
    repeat {
      last = try bits(1)
      switch try bits(2) {
      case 0:
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else {
          throw PNGImage.DecodingError(description: "stored block ends early")
        }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + length <= input.count else {
          throw PNGImage.DecodingError(description: "stored block ends early")
        }
        output += input[position..<position + length]
        position += length
      case 1:
        let lengths =
          [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
          + [Int](repeating: 7, count: 24)
          + [Int](repeating: 8, count: 8)
        try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
      case 2:
        let literalCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
          let symbol = try decode(lengthCode)
          switch symbol {
          case 0..<16: lengths.append(symbol)
          case 16:
            guard let previous = lengths.last else {
              throw PNGImage.DecodingError(description: "repeat with no length")
            }
            lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
          case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
          default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
          }
        }
        try codes(
          Huffman(lengths: Array(lengths[0..<literalCount])),
          Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
      default: throw PNGImage.DecodingError(description: "bad block type")
      }
    } while last == 0
    return output
  }

  private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let index = symbol - 257
        guard index < 29 else { throw PNGImage.DecodingError(description: "bad length symbol") }
        let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
        let distanceSymbol = try decode(distances)
        guard distanceSymbol < 30 else {
          throw PNGImage.DecodingError(description: "bad distance symbol")
        }
        let distance =
          Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
        guard distance <= output.count else {
          throw PNGImage.DecodingError(description: "distance too far back")
        }
        let start = output.count - distance
        for offset in 0..<length { output.append(output[start + offset]) }
      }
    }
  }
}

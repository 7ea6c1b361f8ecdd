import Foundation
import LiveryCore

/// The 14 colour spaces of the DTCG Color module and their conversion to sRGB (CSS Color 4: the
/// same matrices and transfer functions, D65, Bradford for D50 spaces).
enum TokenColorSpace: String, CaseIterable, Sendable {
  case srgb
  case srgbLinear = "srgb-linear"
  case hsl, hwb, lab, lch, oklab, oklch
  case displayP3 = "display-p3"
  case a98RGB = "a98-rgb"
  case prophotoRGB = "prophoto-rgb"
  case rec2020
  case xyzD65 = "xyz-d65"
  case xyzD50 = "xyz-d50"

  /// The allowed range of each component (`nil`: unbounded), and whether it is a hue (< 360).
  var ranges: [(ClosedRange<Double>?, isHue: Bool, name: String)] {
    switch self {
    case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020:
      return [(0...1, false, "red"), (0...1, false, "green"), (0...1, false, "blue")]
    case .xyzD65, .xyzD50: return [(0...1, false, "x"), (0...1, false, "y"), (0...1, false, "z")]
    case .hsl:
      return [
        (0...360, true, "hue"), (0...100, false, "saturation"), (0...100, false, "lightness"),
      ]
    case .hwb:
      return [(0...360, true, "hue"), (0...100, false, "whiteness"), (0...100, false, "blackness")]
    case .lab: return [(0...100, false, "lightness"), (nil, false, "a"), (nil, false, "b")]
    case .lch:
      return [
        (0...100, false, "lightness"), (0...Double.infinity, false, "chroma"),
        (0...360, true, "hue"),
      ]
    case .oklab: return [(0...1, false, "lightness"), (nil, false, "a"), (nil, false, "b")]
    case .oklch:
      return [
        (0...1, false, "lightness"), (0...Double.infinity, false, "chroma"), (0...360, true, "hue"),
      ]
    }
  }

  /// Components in this space as sRGB components, unclamped (outside 0…1 when out of gamut).
  func toSRGB(_ c: [Double]) -> [Double] {
    switch self {
    case .srgb: return c
    case .srgbLinear: return c.map(Self.srgbEncode)
    case .hsl: return Self.hslToSRGB(c[0], c[1] / 100, c[2] / 100)
    case .hwb:
      let white = c[1] / 100
      let black = c[2] / 100
      if white + black >= 1 {
        let gray = white / (white + black)
        return [gray, gray, gray]
      }
      return Self.hslToSRGB(c[0], 1, 0.5).map { $0 * (1 - white - black) + white }
    case .lab: return Self.xyzD65ToSRGB(Self.multiply(Self.d50ToD65, Self.labToXYZD50(c)))
    case .lch: return TokenColorSpace.lab.toSRGB(Self.polarToRectangular(c))
    case .oklab: return Self.oklabToLinearSRGB(c).map(Self.srgbEncode)
    case .oklch: return TokenColorSpace.oklab.toSRGB(Self.polarToRectangular(c))
    case .displayP3:
      return Self.xyzD65ToSRGB(Self.multiply(Self.linearP3ToXYZ, c.map(Self.srgbDecode)))
    case .a98RGB:
      let linear = c.map { copysign(pow(abs($0), 563.0 / 256.0), $0) }
      return Self.xyzD65ToSRGB(Self.multiply(Self.linearA98ToXYZ, linear))
    case .prophotoRGB:
      let linear = c.map { abs($0) <= 16.0 / 512.0 ? $0 / 16 : copysign(pow(abs($0), 1.8), $0) }
      return Self.xyzD65ToSRGB(
        Self.multiply(Self.d50ToD65, Self.multiply(Self.linearProPhotoToXYZ, linear)))
    case .rec2020:
      let alpha = 1.09929682680944
      let beta = 0.018053968510807
      let linear = c.map {
        abs($0) < beta * 4.5 ? $0 / 4.5 : copysign(pow((abs($0) + alpha - 1) / alpha, 1 / 0.45), $0)
      }
      return Self.xyzD65ToSRGB(Self.multiply(Self.linear2020ToXYZ, linear))
    case .xyzD65: return Self.xyzD65ToSRGB(c)
    case .xyzD50: return Self.xyzD65ToSRGB(Self.multiply(Self.d50ToD65, c))
    }
  }

  /// Whether sRGB components lie inside the gamut (with a little room for rounding).
  static func inGamut(_ c: [Double]) -> Bool { c.allSatisfy { $0 >= -0.000_1 && $0 <= 1.000_1 } }

  /// CSS Color 4 gamut mapping: lower the OKLCH chroma, keeping lightness and hue, until the colour
  /// fits sRGB, then clip what rounding leaves.
  static func gamutMap(_ srgb: [Double]) -> [Double] {
    let oklab = linearSRGBToOKLab(srgb.map(srgbDecode))
    let lightness = oklab[0]
    if lightness >= 1 { return [1, 1, 1] }
    if lightness <= 0 { return [0, 0, 0] }
    let chroma = (oklab[1] * oklab[1] + oklab[2] * oklab[2]).squareRoot()
    let hue = atan2(oklab[2], oklab[1])
    var low = 0.0
    var high = chroma
    for _ in 0..<40 {
      let middle = (low + high) / 2
      let candidate = oklabToLinearSRGB([lightness, middle * cos(hue), middle * sin(hue)]).map(
        srgbEncode)
      if inGamut(candidate) { low = middle } else { high = middle }
    }
    return oklabToLinearSRGB([lightness, low * cos(hue), low * sin(hue)]).map {
      min(max(srgbEncode($0), 0), 1)
    }
  }

  // MARK: - Pieces

  static func srgbEncode(_ x: Double) -> Double {
    abs(x) > 0.003_130_8 ? copysign(1.055 * pow(abs(x), 1 / 2.4) - 0.055, x) : 12.92 * x
  }

  static func srgbDecode(_ x: Double) -> Double {
    abs(x) <= 0.040_45 ? x / 12.92 : copysign(pow((abs(x) + 0.055) / 1.055, 2.4), x)
  }

  static func hslToSRGB(_ hue: Double, _ saturation: Double, _ lightness: Double) -> [Double] {
    let h = hue.truncatingRemainder(dividingBy: 360)
    func f(_ n: Double) -> Double {
      let k = (n + h / 30).truncatingRemainder(dividingBy: 12)
      let a = saturation * min(lightness, 1 - lightness)
      return lightness - a * max(-1, min(k - 3, 9 - k, 1))
    }
    return [f(0), f(8), f(4)]
  }

  static func polarToRectangular(_ c: [Double]) -> [Double] {
    let radians = c[2] * .pi / 180
    return [c[0], c[1] * cos(radians), c[1] * sin(radians)]
  }

  static func labToXYZD50(_ lab: [Double]) -> [Double] {
    let kappa = 24_389.0 / 27
    let epsilon = 216.0 / 24_389
    let f1 = (lab[0] + 16) / 116
    let f0 = lab[1] / 500 + f1
    let f2 = f1 - lab[2] / 200
    let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
    let y = lab[0] > kappa * epsilon ? pow((lab[0] + 16) / 116, 3) : lab[0] / kappa
    let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
    let white = [0.3457 / 0.3585, 1.0, (1.0 - 0.3457 - 0.3585) / 0.3585]
    return [x * white[0], y * white[1], z * white[2]]
  }

  static func oklabToLinearSRGB(_ lab: [Double]) -> [Double] {
    let l = pow(lab[0] + 0.396_337_777_4 * lab[1] + 0.215_803_757_3 * lab[2], 3)
    let m = pow(lab[0] - 0.105_561_345_8 * lab[1] - 0.063_854_172_8 * lab[2], 3)
    let s = pow(lab[0] - 0.089_484_177_5 * lab[1] - 1.291_485_548_0 * lab[2], 3)
    return [
      4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s,
      -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s,
      -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s,
    ]
  }

  static func linearSRGBToOKLab(_ rgb: [Double]) -> [Double] {
    let l = cbrt(0.412_221_470_8 * rgb[0] + 0.536_332_536_3 * rgb[1] + 0.051_445_992_9 * rgb[2])
    let m = cbrt(0.211_903_498_2 * rgb[0] + 0.680_699_545_1 * rgb[1] + 0.107_396_956_6 * rgb[2])
    let s = cbrt(0.088_302_461_9 * rgb[0] + 0.281_718_837_6 * rgb[1] + 0.629_978_700_5 * rgb[2])
    return [
      0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
      1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
      0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s,
    ]
  }

  static func xyzD65ToSRGB(_ xyz: [Double]) -> [Double] {
    multiply(xyzToLinearSRGB, xyz).map(srgbEncode)
  }

  static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
    matrix.map { row in row[0] * vector[0] + row[1] * vector[1] + row[2] * vector[2] }
  }

  static let xyzToLinearSRGB: [[Double]] = [
    [3.240_969_941_904_522_6, -1.537_383_177_570_094, -0.498_610_760_293_003_4],
    [-0.969_243_636_280_879_6, 1.875_967_501_507_720_2, 0.041_555_057_407_175_59],
    [0.055_630_079_696_993_66, -0.203_976_958_888_976_52, 1.056_971_514_242_878_6],
  ]
  static let linearP3ToXYZ: [[Double]] = [
    [0.486_570_948_648_216_2, 0.265_667_693_169_093_06, 0.198_217_285_234_362_5],
    [0.228_974_564_069_748_8, 0.691_738_521_836_506_4, 0.079_286_914_093_745],
    [0, 0.045_113_381_858_902_64, 1.043_944_368_900_976],
  ]
  static let linearA98ToXYZ: [[Double]] = [
    [0.576_669_042_910_130_5, 0.185_558_237_906_546_3, 0.188_228_646_234_994_7],
    [0.297_344_975_250_536_05, 0.627_363_566_255_466_1, 0.075_291_458_493_997_88],
    [0.027_031_361_386_412_34, 0.070_688_852_535_827_23, 0.991_337_536_837_638_8],
  ]
  static let linearProPhotoToXYZ: [[Double]] = [
    [0.797_766_644_900_642_3, 0.135_181_297_400_533_08, 0.031_347_734_128_392_2],
    [0.288_074_828_819_401_3, 0.711_835_234_241_873, 0.000_089_936_938_725_64],
    [0, 0, 0.825_104_602_510_460_2],
  ]
  static let linear2020ToXYZ: [[Double]] = [
    [0.636_958_048_301_291_4, 0.144_616_903_586_208_32, 0.168_880_975_164_172_1],
    [0.262_700_212_011_267_1, 0.677_998_071_518_870_8, 0.059_301_716_469_861_96],
    [0, 0.028_072_693_049_087_428, 1.060_985_057_710_791],
  ]
  static let d50ToD65: [[Double]] = [
    [0.955_473_421_488_075, -0.023_098_454_948_764_71, 0.063_259_243_200_570_72],
    [-0.028_369_709_333_863_7, 1.009_995_398_081_304_1, 0.021_041_441_191_917_323],
    [0.012_314_014_864_481_998, -0.020_507_649_298_898_964, 1.330_365_926_242_124],
  ]
}

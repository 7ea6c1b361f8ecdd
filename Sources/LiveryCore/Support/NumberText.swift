/// Numbers as Livery prints them in messages, values and JSON: integral values without a fraction
/// (`5`, not `5.0`; whole numbers up to 2^53, every one a `Double` holds exactly, in full), others
/// in the shortest form that reads back the same.
package enum NumberText {
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
    if value == value.rounded(), abs(value) <= 9_007_199_254_740_992 { return String(Int64(value)) }
    return "\(value)"
  }
}

/// A string as a JSON string literal: quotes, backslashes and control characters escaped, every
/// other character as is. Shared by everything that writes JSON (reports, signed bundles).
package enum JSONEscaping {
  /// - Parameter escaping: other characters to write as `\u` escapes (YAML's double-quoted
  ///   scalars, which take the same escapes, must escape more than JSON).
  package static func quoted(
    _ value: String, alsoEscaping escaping: ((Unicode.Scalar) -> Bool)? = nil
  ) -> String {
    var output = "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where scalar.value < 0x20 || escaping?(scalar) == true:
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}

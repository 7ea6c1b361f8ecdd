import Foundation
import LiveryCore
import Testing

/// The one JSON writer: every report, converted theme, design-token file and bundle document is
/// laid out by it.
@Suite("JSONText: the one JSON writer")
struct JSONTextTests {
  let value = JSONText.object([
    ("name", .string("a \"b\"\n")), ("components", .array([.number(0.2), .number(1), .null])),
    ("nested", .array([.object([("on", .bool(true))]), .array([])])), ("empty", .object([])),
  ])

  @Test func compactIsOneLineWithoutSpaces() {
    #expect(
      value.rendered(pretty: false)
        == #"{"name":"a \"b\"\n","components":[0.2,1,null],"nested":[{"on":true},[]],"empty":{}}"#)
  }

  @Test func prettyPutsEveryElementOnItsOwnLine() {
    #expect(
      value.rendered() == """
        {
          "name": "a \\"b\\"\\n",
          "components": [
            0.2,
            1,
            null
          ],
          "nested": [
            {
              "on": true
            },
            []
          ],
          "empty": {}
        }
        """)
  }

  @Test func documentsKeepListsOfScalarsOnOneLine() {
    #expect(
      value.rendered(.document) == """
        {
          "name": "a \\"b\\"\\n",
          "components": [0.2, 1, null],
          "nested": [
            {
              "on": true
            },
            []
          ],
          "empty": {}
        }
        """)
  }

  @Test func wholeNumbersUpTo2To53PrintInFullAndNonFiniteAsNull() {
    let numbers = JSONText.array([
      .number(9_007_199_254_740_991), .number(-1e15), .number(1e300), .number(.nan),
      .number(-.infinity), .number(0.1),
    ])
    #expect(
      numbers.rendered(pretty: false)
        == "[9007199254740991,-1000000000000000,1e+300,null,null,0.1]")
  }

  @Test func membersKeepTheirOrderAndEqualityHeedsIt() {
    let ab = JSONText.object([("a", .number(1)), ("b", .number(2))])
    let ba = JSONText.object([("b", .number(2)), ("a", .number(1))])
    #expect(ab != ba)
    #expect(ab.rendered(pretty: false) == #"{"a":1,"b":2}"#)
    #expect(ab == JSONText.object([("a", .number(1)), ("b", .number(2))]))
  }

  @Test func noStringBreaksOutOfItsQuotes() throws {
    let hostile = "\u{0}\u{1F}\"}],\\\u{2028}\r\t</script>"
    let text = JSONText.object([(hostile, .array([.string(hostile)]))]).rendered(.document)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let read = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String]]
    #expect(read == [hostile: [hostile]])
  }
}

import Foundation
import LiveryTestSupport
import Testing

@Suite("CLI: design tokens and --constant")
struct TokensCLITests {
  private let tokens = Fixtures.packageRoot + "/Examples/tokens"

  @Test("resolve --constant prints a token's value in the environment; --input picks a resolver context")
  func resolveConstant() throws {
    let light = try LiveryRun(["resolve", tokens + "/brand.resolver.json", "--constant", "color.brand", "--format", "json"])
    #expect(light.status == 0, "\(light.standardError)")
    let json = try #require(try light.json() as? [String: Any])
    let constants = try #require(json["constants"] as? [[String: Any]])
    #expect(constants.first?["value"] as? String == "#0a6ed1ff")
    let dark = try LiveryRun(["resolve", tokens + "/brand.resolver.json", "--constant", "color.brand", "--env", "colorScheme=dark"])
    #expect(dark.standardOutput.contains("color.brand  #89bff7ff"))
    let input = try LiveryRun(["resolve", tokens + "/brand.resolver.json", "--input", "theme=dark", "--constant", "color.brand"])
    #expect(input.standardOutput.contains("color.brand  #89bff7ff"))
  }

  @Test("explain --constant shows the definition, its conditions, the alias chain and the token's type and description")
  func explainConstant() throws {
    let run = try LiveryRun(["explain", tokens + "/brand.resolver.json", "--constant", "color.brand", "--constant", "radius.control"])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("light.tokens.json:4:5  (layer brand.resolver.json)  when colorScheme=light"))
    #expect(run.standardOutput.contains("→ palette.blue.600 (Examples/tokens/base.tokens.json:6:7)") || run.standardOutput.contains("palette.blue.600"))
    #expect(run.standardOutput.contains("type color"))
    #expect(run.standardOutput.contains("“Corner radius of buttons and fields”"))
  }

  @Test("an unknown constant fails with a suggestion; a bad --input is a usage error; an unknown context is a located error")
  func mistakes() throws {
    let unknown = try LiveryRun(["resolve", tokens + "/brand.resolver.json", "--constant", "color.brnd"])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("did you mean 'color.brand'?"))
    let usage = try LiveryRun(["resolve", tokens + "/brand.resolver.json", "--input", "theme", "--constant", "color.brand"])
    #expect(usage.status == 2)
    let context = try LiveryRun(["check", tokens + "/brand.resolver.json", "--input", "theme=sepia"])
    #expect(context.status == 1)
    #expect(context.standardOutput.contains("brand.resolver.json:10:5: error: invalid context \"sepia\" for modifier \"theme\""))
  }
}

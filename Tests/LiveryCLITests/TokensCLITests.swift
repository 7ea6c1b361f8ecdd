import Foundation
import LiveryTestSupport
import Testing

@Suite("CLI: design tokens and --constant")
struct TokensCLITests {
  private let tokens = Fixtures.packageRoot + "/Examples/tokens"

  @Test(
    "resolve --constant prints a token's value in the environment; --input picks a resolver context"
  )
  func resolveConstant() throws {
    let light = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", "--constant", "color.brand", "--format", "json",
    ])
    #expect(light.status == 0, "\(light.standardError)")
    let json = try #require(try light.json() as? [String: Any])
    let constants = try #require(json["constants"] as? [[String: Any]])
    #expect(constants.first?["value"] as? String == "#0a6ed1ff")
    let dark = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", "--constant", "color.brand", "--env",
      "colorScheme=dark",
    ])
    #expect(dark.standardOutput.contains("color.brand  #89bff7ff"))
    let input = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", "--input", "theme=dark", "--constant",
      "color.brand",
    ])
    #expect(input.standardOutput.contains("color.brand  #89bff7ff"))
  }

  @Test("resolve --input theme=dark resolves in colorScheme=dark, and its header says so")
  func inputPicksTheEnvironment() throws {
    let run = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", tokens + "/Buttons.yaml", "--input", "theme=dark",
      "--style", "Button",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.hasPrefix("Button  [colorScheme=dark "), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("light-only"))
    // An explicit --env still wins.
    let light = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", "--input", "theme=dark", "--type", "View",
      "--env", "colorScheme=light",
    ])
    #expect(
      light.standardOutput.hasPrefix("type View  [colorScheme=light "), "\(light.standardOutput)")
  }

  @Test(
    "explain --constant shows the definition, its conditions, the alias chain and the token's type and description"
  )
  func explainConstant() throws {
    let run = try LiveryRun([
      "explain", tokens + "/brand.resolver.json", "--constant", "color.brand", "--constant",
      "radius.control",
    ])
    #expect(run.status == 0, "\(run.standardError)")
    #expect(
      run.standardOutput.contains(
        "light.tokens.json:4:5  (layer brand.resolver.json)  when colorScheme=light"))
    #expect(
      run.standardOutput.contains("→ palette.blue.600 (Examples/tokens/base.tokens.json:6:7)")
        || run.standardOutput.contains("palette.blue.600"))
    #expect(run.standardOutput.contains("type color"))
    #expect(run.standardOutput.contains("“Corner radius of buttons and fields”"))
  }

  @Test(
    "an unknown constant fails with a suggestion; a bad --input is a usage error; an unknown context is a located error"
  )
  func mistakes() throws {
    let unknown = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", "--constant", "color.brnd",
    ])
    #expect(unknown.status == 1)
    #expect(unknown.standardError.contains("did you mean 'color.brand'?"))
    let usage = try LiveryRun([
      "resolve", tokens + "/brand.resolver.json", "--input", "theme", "--constant", "color.brand",
    ])
    #expect(usage.status == 2)
    let context = try LiveryRun([
      "check", tokens + "/brand.resolver.json", "--input", "theme=sepia",
    ])
    #expect(context.status == 1)
    #expect(
      context.standardOutput.contains(
        "brand.resolver.json:10:5: error: invalid context \"sepia\" for modifier \"theme\""))
  }
}

@Suite("CLI: livery convert")
struct ConvertCLITests {
  private let folder = Fixtures.temporaryFolder()
  private let maf = Fixtures.packageRoot + "/Examples/maf/Brand.xml"

  func livery(_ arguments: String...) throws -> LiveryRun { try LiveryRun(arguments, in: folder) }

  /// What `resolve --format json` prints for a query, for comparing two themes.
  func resolved(_ path: String, _ query: [String]) throws -> String {
    try LiveryRun(["resolve", path, "--no-defaults", "--format", "json"] + query, in: folder)
      .standardOutput
  }

  @Test("a MAF skin to design tokens and back: the styles resolve as before, states included")
  func mafThroughTokens() throws {
    let tokens = try livery("convert", maf, "--to", "dtcg", "--include-styles", "-o", "tokens/")
    #expect(tokens.status == 0, "\(tokens.standardError)")
    #expect(tokens.standardError.contains("wrote tokens/Brand.tokens.json"))
    let back = try livery("convert", "tokens/Brand.tokens.json", "--to", "maf", "-o", "Back.xml")
    #expect(back.status == 0, "\(back.standardError)")
    let written = try String(contentsOfFile: folder + "/Back.xml", encoding: .utf8)
    #expect(
      written.contains(
        "<Style TargetType=\"NavigationBar\" Key=\"Checkout\" BasedOn=\"NavigationBar\">"))
    for query in [
      ["--type", "Button"], ["--type", "Button", "--state", "highlighted"],
      ["--style", "Checkout"], ["--type", "TableViewCell", "--state", "selected"],
    ] {
      #expect(try resolved(folder + "/Back.xml", query) == resolved(maf, query), "\(query)")
    }
  }

  @Test(
    "losses are listed at their source and --strict fails on them; several files need -o; a theme with errors writes nothing"
  )
  func mistakes() throws {
    let motif = try livery("convert", maf, "--to", "motif-yaml")
    #expect(motif.status == 0)
    #expect(motif.standardOutput.hasPrefix("# Written by livery convert from MAF"))
    #expect(motif.standardError.contains("Brand.xml:"))
    #expect(motif.standardError.contains("could not be written as Motif YAML"))
    let strict = try livery("convert", maf, "--to", "motif-yaml", "--strict")
    #expect(strict.status == 1)
    let tokens = Fixtures.packageRoot + "/Examples/tokens/brand.resolver.json"
    let several = try livery("convert", tokens, "--to", "dtcg")
    #expect(several.status == 2)
    #expect(several.standardError.contains("give -o FOLDER"))
    let broken = Fixtures.packageRoot + "/Examples/motif/mistakes/Typos.yaml"
    let refused = try livery("convert", broken, "--to", "nss", "-o", "Broken.nss")
    #expect(refused.status == 1)
    #expect(refused.standardError.contains("nothing was written"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/Broken.nss"))
  }

  @Test("no files: the default skin converts to CSS")
  func defaultSkin() throws {
    let css = try livery("convert", "--to", "css")
    #expect(css.status == 0, "\(css.standardError)")
    #expect(css.standardOutput.contains(".Button {\n"))
  }
}

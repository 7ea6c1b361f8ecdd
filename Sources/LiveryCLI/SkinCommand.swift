import ArgumentParser
import LiveryFormats

/// `livery skin`: prints the bundled default skin, to read or to start a theme from.
struct SkinCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "skin",
    abstract: "Print Livery's default skin (MAF styling XML); --dark prints its dark-mode file.")

  @Flag(help: "Print the dark-mode file (applies when colorScheme=dark).")
  var dark = false

  func run() throws {
    Terminal.standardOutput.write(
      (dark ? DefaultSkin.darkDocument : DefaultSkin.lightDocument) + "\n")
  }
}

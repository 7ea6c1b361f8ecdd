// The README's first example. `swift build` compiles it and a test runs it, so it cannot rot.
import LiveryFormats

let theme = try ThemeLoader.load(.file("Examples/motif/Buttons.yaml"))  // throws on errors
let dark = StyleEnvironment(colorScheme: .dark)
let button = theme.style(for: .button, named: ["WarningButton"], in: dark)
let background = button[.backgroundColor, as: RGBAColor.self]  // RGBAColor? — nil when unset
print(background?.hexRGBA ?? "not set", theme.warnings.count)  // #f25c54ff 0

// The README's first example. `swift build` compiles it and a test runs it, so it cannot rot.
import Livery

let theme = try ThemeLoader.load(.file("Examples/motif/Buttons.yaml"))  // throws on errors
let dark = StyleEnvironment(colorScheme: .dark)
let button = theme.style(for: .button, named: ["WarningButton"], in: dark)
let background = button[.backgroundColor]  // Paint? — a colour or a gradient; nil when unset
print(background?.description ?? "not set", theme.warnings.count)  // #f25c54ff 0

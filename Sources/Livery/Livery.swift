// The front door for apps: `import Livery` brings what an app needs to load a theme, resolve it
// and apply it (the model, the readers, the runtime), and nothing it does not (no server, no NIO,
// no command line). An adapter (`LiveryHTML` today; `LiveryUIKit`, `LiverySwiftUI`) is imported
// beside it.
@_exported public import LiveryCore
@_exported public import LiveryFormats
@_exported public import LiveryRuntime

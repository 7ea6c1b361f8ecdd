import ArgumentParser
import Foundation
import LiveryCore
import LiveryReporting

/// `livery catalog`: the component types, their properties with types, states and parts.
struct CatalogCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "catalog",
    abstract:
      "Print the standard component catalog: types, properties (with their types), states, parts.")

  @Option(help: "Output format: text for people, json for tools.")
  var format: OutputFormat = .text

  @Argument(help: "Only these types (all when none).")
  var types: [String] = []

  func validate() throws {
    for type in types where ComponentCatalog.standard.component(TargetType(type)) == nil {
      let names = ComponentCatalog.standard.types.map(\.rawValue)
      let hint =
        Suggestions.phrase(Suggestions.closest(to: type, among: names)).map { " (\($0))" } ?? ""
      throw ValidationError(
        "'\(type)' is not a catalog type\(hint). Types: \(names.joined(separator: ", ")).")
    }
  }

  func run() throws {
    let schema = PropertySchema.standard
    let components = ComponentCatalog.standard.components.filter {
      types.isEmpty || types.contains($0.type.rawValue)
    }
    switch format {
    case .json:
      let json = JSONText.array(
        components.map { component in
          .object([
            ("type", .string(component.type.rawValue)), ("summary", .string(component.summary)),
            (
              "properties",
              .object(
                component.properties.map { ($0.rawValue, .string(schema.type(of: $0).description)) }
              )
            ),
            ("states", .array(component.states.map { .string($0.rawValue) })),
            (
              "parts",
              .object(component.parts.map { ($0.property.rawValue, .string($0.type.rawValue)) })
            ),
          ])
        })
      Terminal.standardOutput.write(json.rendered() + "\n")
    case .text:
      var output = ""
      for component in components {
        output += "\(component.type)  — \(component.summary)\n"
        let width = component.properties.map(\.rawValue.count).max() ?? 0
        for property in component.properties {
          output +=
            "  " + property.rawValue.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
            + schema.type(of: property).description + "\n"
        }
        if !component.states.isEmpty {
          output += "  states: " + component.states.map(\.rawValue).joined(separator: ", ") + "\n"
        }
        if !component.parts.isEmpty {
          output +=
            "  parts: "
            + component.parts.map { "\($0.property) (\($0.type))" }.joined(separator: ", ") + "\n"
        }
        output += "\n"
      }
      Terminal.standardOutput.write(output)
    }
  }
}

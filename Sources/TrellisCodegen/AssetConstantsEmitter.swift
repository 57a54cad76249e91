import TrellisExpressions
import TrellisRegistry

/// Writes typed constants for the named colors and fonts declared in the target's own
/// manifests, as public static members of `TrellisRuntime.Color` and
/// `TrellisRuntime.Font` (`Color.brand`, `Font.heading`), like SwiftGen does for asset
/// catalogs. Public, so that the targets that load a design-system target's manifests use
/// its constants rather than declaring them again.
struct AssetConstantsEmitter {
    let registry: Registry
    /// The manifest paths (as given to the registry loader) whose names get constants.
    let manifests: Set<String>

    func write(into writer: inout SwiftSourceWriter) {
        writeColors(into: &writer)
        writeFonts(into: &writer)
    }

    private func writeColors(into writer: inout SwiftSourceWriter) {
        let colors = registry.colors.values
            .filter { $0.location.map { manifests.contains($0.file) } ?? false }
            .sorted { $0.name < $1.name }
        guard !colors.isEmpty else { return }
        writer.line()
        writer.doc("The named colors of the target's manifests.")
        writer.block("extension TrellisRuntime.Color") { writer in
            var names = UniqueNames(reserved: ["init"])
            for (position, color) in colors.enumerated() {
                if position > 0 { writer.line() }
                let rgba = color.color
                writer.doc("`\(color.name)`: \(rgba.hexString).")
                let arguments = [
                    "red: " + SwiftIdentifiers.doubleLiteral(rgba.red),
                    "green: " + SwiftIdentifiers.doubleLiteral(rgba.green),
                    "blue: " + SwiftIdentifiers.doubleLiteral(rgba.blue),
                    "alpha: " + SwiftIdentifiers.doubleLiteral(rgba.alpha),
                ].joined(separator: ", ")
                let name = SwiftIdentifiers.escaped(names.claim(SwiftIdentifiers.memberName(color.name)))
                writer.line("public static let \(name): TrellisRuntime.Color = TrellisRuntime.Color(\(arguments))")
            }
        }
    }

    private func writeFonts(into writer: inout SwiftSourceWriter) {
        let grammar = FontGrammar(catalog: registry.fonts)
        var fonts: [(name: String, expression: String, value: FontValue)] = []
        for name in registry.fonts.named.keys.sorted() {
            guard let location = registry.fonts.namedLocations[name], manifests.contains(location.file),
                  let expression = registry.fonts.named[name],
                  case let .success(descriptor) = grammar.parse(expression)
            else { continue }
            fonts.append((name, expression, FontValue(descriptor)))
        }
        guard !fonts.isEmpty else { return }
        writer.line()
        writer.doc("The named fonts of the target's manifests.")
        writer.block("extension TrellisRuntime.Font") { writer in
            var names = UniqueNames(reserved: ["init"])
            for (position, font) in fonts.enumerated() {
                if position > 0 { writer.line() }
                writer.doc("`\(font.name)`: `\(SwiftIdentifiers.commentText(font.expression))`.")
                let value = font.value
                let arguments = [
                    "family: " + SwiftIdentifiers.stringLiteral(value.family),
                    "weight: " + (value.weight.map(SwiftIdentifiers.stringLiteral) ?? "nil"),
                    "traits: [" + value.traits.map(SwiftIdentifiers.stringLiteral).joined(separator: ", ") + "]",
                    "textStyle: " + (value.textStyle.map(SwiftIdentifiers.stringLiteral) ?? "nil"),
                    "size: " + SwiftIdentifiers.doubleLiteral(value.size),
                ].joined(separator: ", ")
                let name = SwiftIdentifiers.escaped(names.claim(SwiftIdentifiers.memberName(font.name)))
                writer.line("public static let \(name): TrellisRuntime.Font = TrellisRuntime.Font(\(arguments))")
            }
        }
    }
}

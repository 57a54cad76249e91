import TrellisRegistry
import TrellisTemplates

/// The literal values of a type, for an attribute value or a name in an expression where
/// the attribute expects that type: enum and option-set cases, booleans, named colors and
/// color assets, images from the registry and the asset catalogs, and the words of a font
/// (named fonts, families, weights, traits, text styles).
struct ValueCompletion {
    let registry: Registry
    let assets: AssetCatalog?

    func items(for type: ValueType) -> [CompletionItem] {
        switch type.unwrapped {
        case let .enumeration(name), let .options(name):
            return registry.cases(of: name).map { CompletionItem(label: $0, kind: .enumMember, detail: name) }
        case .bool:
            return ["false", "true"].map { CompletionItem(label: $0, kind: .enumMember, detail: "Bool") }
        case .color:
            let named = registry.colors.keys.sorted().map { CompletionItem(label: $0, kind: .color, detail: "color") }
            let catalog = (assets?.colors ?? []).sorted().map { CompletionItem(label: $0, kind: .color, detail: "color asset") }
            return named + catalog
        case .image:
            let named = registry.images.values.sorted { $0.name < $1.name }.map { image in
                CompletionItem(label: image.name, kind: .file, detail: "image \(Self.number(image.width))×\(Self.number(image.height))")
            }
            let catalog = (assets?.images ?? []).sorted().map { CompletionItem(label: $0, kind: .file, detail: "image asset") }
            return named + catalog
        case .font:
            return fontWords()
        default:
            return []
        }
    }

    /// The words a font value is made of, each kind in the manifests' order.
    private func fontWords() -> [CompletionItem] {
        let fonts = registry.fonts
        let named = fonts.named.keys.sorted().map { CompletionItem(label: $0, kind: .constant, detail: "font \(fonts.named[$0] ?? "")") }
        let styles = fonts.textStyles.sorted { $0.key < $1.key }.map {
            CompletionItem(label: $0.key, kind: .enumMember, detail: "text style, \(Self.number($0.value)) pt")
        }
        let weights = fonts.weights.map { CompletionItem(label: $0, kind: .enumMember, detail: "font weight") }
        let traits = fonts.traits.map { CompletionItem(label: $0, kind: .enumMember, detail: "font trait") }
        let families = fonts.families.map { CompletionItem(label: $0, kind: .value, detail: "font family") }
        return named + styles + weights + traits + families
    }

    /// A size as written in a manifest: `17`, `17.5`.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

import TrellisRegistry

/// Maps registry value types to Swift types that need no UIKit: primitives to the
/// standard library and Foundation, colors, fonts, images and selectors to TrellisRuntime,
/// declared enums, option sets and structs to types generated under `TemplateTypes`, and
/// types with no literal syntax to `TemplateOpaqueValue`.
///
/// Create it with every value type the generated code will spell (``collect(_:)``), so
/// that each declared type it needs, and the struct types their members need, get one
/// generated Swift name before any is written.
struct SwiftTypeMapper {
    /// The namespace enum generated types live in.
    static let namespace = "TemplateTypes"

    let registry: Registry
    /// Generated Swift names of the declared types to generate, by canonical name.
    private(set) var generatedNames: [String: String] = [:]
    /// Struct types that contain themselves by value, which Swift cannot declare; they
    /// are spelled `TemplateValue`.
    private(set) var recursiveStructs: Set<String> = []

    /// How deep `[…]` and `?` wrappers are followed; deeper types are spelled `TemplateValue`.
    static let maximumDepth = 16

    init(registry: Registry, types: [ValueType]) {
        self.registry = registry
        var declared = Set<String>()
        var pending = types
        while let type = pending.popLast() {
            guard let name = Self.declaredName(type, depth: 0), registry.typeDeclaration(named: name) != nil,
                  declared.insert(name).inserted
            else { continue }
            if case let .structure(members, _)? = registry.typeDeclaration(named: name)?.kind {
                pending += members.compactMap { registry.resolveType(named: $0.typeName) }
            }
        }
        for name in declared where isRecursiveStruct(name) {
            recursiveStructs.insert(name)
        }
        var names = UniqueNames(reserved: SwiftIdentifiers.reservedTypeNames)
        for name in declared.subtracting(recursiveStructs).sorted() {
            generatedNames[name] = names.claim(SwiftIdentifiers.typeName(name))
        }
    }

    /// The Swift spelling of `type`.
    func swiftType(_ type: ValueType) -> String {
        swiftType(type, depth: 0)
    }

    private func swiftType(_ type: ValueType, depth: Int) -> String {
        guard depth < Self.maximumDepth else { return "TemplateValue" }
        switch type {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .attributedString: return "TemplateAttributedText"
        case .color: return "TrellisRuntime.Color"
        case .font: return "TrellisRuntime.Font"
        case .image: return "TrellisRuntime.Image"
        case .url: return "URL"
        case .selector: return "ActionSelector"
        case .any: return "TemplateValue"
        case let .enumeration(name), let .options(name), let .structure(name):
            return generatedNames[name].map { "\(Self.namespace).\($0)" } ?? "TemplateValue"
        case .object, .opaque, .protocolType:
            return "TemplateOpaqueValue"
        case let .array(element):
            return "[\(swiftType(element, depth: depth + 1))]"
        case let .optional(wrapped):
            if case .optional = wrapped { return swiftType(wrapped, depth: depth + 1) }
            return swiftType(wrapped, depth: depth + 1) + "?"
        }
    }

    /// The Swift type of a struct member, declared by name in the manifest.
    func memberType(_ member: TypeDeclaration.Member) -> String {
        registry.resolveType(named: member.typeName).map(swiftType) ?? "TemplateValue"
    }

    /// The canonical name of the declared enum, option set or struct `type` refers to,
    /// through arrays and optionals.
    private static func declaredName(_ type: ValueType, depth: Int) -> String? {
        guard depth < maximumDepth else { return nil }
        switch type {
        case let .enumeration(name), let .options(name), let .structure(name): return name
        case let .array(inner), let .optional(inner): return declaredName(inner, depth: depth + 1)
        default: return nil
        }
    }

    /// Whether the struct `name` reaches itself through members held by value (structs
    /// and optionals, not arrays). Visits each struct once.
    private func isRecursiveStruct(_ name: String) -> Bool {
        var visited = Set<String>()
        var pending = valueMembers(of: name)
        while let next = pending.popLast() {
            if next == name { return true }
            guard visited.insert(next).inserted else { continue }
            pending += valueMembers(of: next)
        }
        return false
    }

    /// The struct types the members of struct `name` hold by value.
    private func valueMembers(of name: String) -> [String] {
        guard case let .structure(members, _)? = registry.typeDeclaration(named: name)?.kind else { return [] }
        return members.compactMap { member in
            var type = registry.resolveType(named: member.typeName)
            while case let .optional(wrapped)? = type { type = wrapped }
            if case let .structure(inner)? = type { return inner }
            return nil
        }
    }
}

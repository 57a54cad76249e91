import TrellisExpressions
import TrellisRegistry

/// What a property the template leaves unset reads as: UIKit's default for the few
/// properties whose default is not a zero value, else the zero value of its type.
enum UnsetValues {
    /// UIKit's defaults that are not zero values, by key path.
    static let uikitDefaults: [String: Value] = [
        "alpha": .double(1),
        "layer.opacity": .double(1),
        "isUserInteractionEnabled": .bool(true),
        "isEnabled": .bool(true),
        "isDisplayable": .bool(true),
        "isScrollEnabled": .bool(true),
        "bounces": .bool(true),
        "showsVerticalScrollIndicator": .bool(true),
        "showsHorizontalScrollIndicator": .bool(true),
        "clipsToBounds": .bool(false),
        "contentScaleFactor": .double(1),
        "numberOfLines": .int(1),
        "textColor": .color(RGBAColor(red: 0, green: 0, blue: 0)),
        "minimumZoomScale": .double(1),
        "maximumZoomScale": .double(1),
        "zoomScale": .double(1),
        "anchorPoint": .structure(type: "CGPoint", members: ["x": .double(0.5), "y": .double(0.5)]),
        "layer.anchorPoint": .structure(type: "CGPoint", members: ["x": .double(0.5), "y": .double(0.5)]),
        "layer.contentsCenter": .structure(type: "CGRect", members: [
            "origin": .structure(type: "CGPoint", members: ["x": .double(0), "y": .double(0)]),
            "size": .structure(type: "CGSize", members: ["width": .double(1), "height": .double(1)]),
        ]),
        "transform": .structure(type: "CGAffineTransform", members: [
            "a": .double(1), "b": .double(0), "c": .double(0), "d": .double(1), "tx": .double(0), "ty": .double(0),
        ]),
    ]

    /// The value an unset `keyPath` of type `type` reads as.
    /// A member of a struct with a default reads the default's member
    /// (`layer.contentsCenter.size.width` is 1).
    static func value(keyPath: String, type: ValueType, registry: Registry) -> Value {
        if let known = uikitDefaults[keyPath] { return known }
        var dot = keyPath.lastIndex(of: ".")
        while let end = dot {
            if let whole = uikitDefaults[String(keyPath[..<end])] {
                let rest = keyPath[keyPath.index(after: end)...].split(separator: ".").map(String.init)
                if let member = whole.member(at: rest) { return member }
            }
            dot = keyPath[..<end].lastIndex(of: ".")
        }
        return zero(of: type, registry: registry, depth: 0)
    }

    /// The zero value of `type`: 0, false, empty text, `nil` for optionals and objects, the
    /// registry's default font, the first case of an enum, an empty option set, a struct of
    /// zero members.
    static func zero(of type: ValueType, registry: Registry, depth: Int = 0) -> Value {
        switch type {
        case .int: return .int(0)
        case .double: return .double(0)
        case .bool: return .bool(false)
        case .string: return .string("")
        case .attributedString: return .attributedString(AttributedText(text: "", isMarkup: false))
        case .font: return .font(FontValue(size: registry.fonts.defaultSize))
        case .url: return .url("")
        case .selector: return .selector("")
        case let .enumeration(name):
            return registry.cases(of: name).first.map { .enumCase(type: name, name: $0) } ?? .nil
        case let .options(name): return .options(type: name, cases: [])
        case let .structure(name):
            guard depth < 8 else { return .structure(type: name, members: [:]) }
            var members: [String: Value] = [:]
            for member in registry.members(of: name) {
                guard let memberType = registry.resolveType(named: member.typeName) else { continue }
                members[member.name] = zero(of: memberType, registry: registry, depth: depth + 1)
            }
            return .structure(type: name, members: members)
        case .array: return .array([])
        case .color, .image, .any, .object, .opaque, .protocolType, .optional: return .nil
        }
    }
}

extension Value {
    /// The member at `path` of a struct value, or `nil` when the value has no such member.
    func member(at path: some Collection<String>) -> Value? {
        var current = self
        for name in path {
            guard case let .structure(_, members) = current, let next = members[name] else { return nil }
            current = next
        }
        return current
    }

    /// The struct with the member at `path` replaced by `value` (intermediate structs are
    /// created when missing; a value that is not a struct is left as it is).
    func settingMember(at path: ArraySlice<String>, to value: Value) -> Value {
        guard let first = path.first else { return value }
        guard case let .structure(type, members) = self else { return self }
        var updated = members
        let inner = members[first] ?? .structure(type: "", members: [:])
        updated[first] = path.count == 1 ? value : inner.settingMember(at: path.dropFirst(), to: value)
        return .structure(type: type, members: updated)
    }
}

extension Value {
    /// The members UIKit computes from a `CGRect`'s origin and size, with the virtual
    /// members `x`, `y`, `width` and `height`, which name the origin's and size's.
    public static let rectComputedMembers: Set<String> = ["x", "y", "width", "height", "minX", "minY", "midX", "midY", "maxX", "maxY"]

    /// A member of a `CGRect` value computed as UIKit computes it (`maxX` is `x + width`;
    /// a virtual `x` or `width` the value holds wins over its origin's or size's), or `nil`
    /// when the value is not a rect or `name` is not a computed member.
    public func rectMember(_ name: String) -> Value? {
        guard case let .structure(type, members) = self, type == "CGRect", Self.rectComputedMembers.contains(name) else { return nil }
        func number(_ virtual: String, _ path: [String]) -> Double {
            (members[virtual] ?? self.member(at: path))?.numberValue ?? 0
        }
        let x = number("x", ["origin", "x"]), width = number("width", ["size", "width"])
        let y = number("y", ["origin", "y"]), height = number("height", ["size", "height"])
        switch name {
        case "x", "minX": return .double(x)
        case "y", "minY": return .double(y)
        case "width": return .double(width)
        case "height": return .double(height)
        case "midX": return .double(x + width / 2)
        case "midY": return .double(y + height / 2)
        case "maxX": return .double(x + width)
        default: return .double(y + height)
        }
    }

    /// The member at `path` of a struct value.
    private func member(at path: [String]) -> Value? {
        var current = self
        for name in path {
            guard case let .structure(_, members) = current, let next = members[name] else { return nil }
            current = next
        }
        return current
    }
}

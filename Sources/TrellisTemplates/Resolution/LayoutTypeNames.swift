/// Layout's spellings of param types (the names its `RuntimeType` reads) as registry type
/// names, for names the registry does not know itself: `Array<Int>` is `[Int]`, `NSArray`
/// is `[Any]`, `CGColorRef` is `CGColor`, `NSNumber` is a number, and Foundation's
/// untyped containers are `Any`.
enum LayoutTypeNames {
    /// Deepest nesting of `Array<…>`, `[…]` and `?` rewritten.
    static let maximumDepth = 32

    /// The registry's spelling of the Layout type `name`.
    static func registryName(_ name: String) -> String {
        registryName(name.trimmedBlanks, depth: 0)
    }

    private static func registryName(_ name: String, depth: Int) -> String {
        guard depth < maximumDepth else { return name }
        if name.hasSuffix("?") {
            return registryName(String(name.dropLast()).trimmedBlanks, depth: depth + 1) + "?"
        }
        if name.hasPrefix("Array<"), name.hasSuffix(">") {
            return "[" + registryName(String(name.dropFirst(6).dropLast()).trimmedBlanks, depth: depth + 1) + "]"
        }
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") {
            return "[" + registryName(String(name.dropFirst().dropLast()).trimmedBlanks, depth: depth + 1) + "]"
        }
        if (name.hasPrefix("["), name.hasSuffix("]"), name.contains(":")) == (true, true, true)
            || (name.hasPrefix("Dictionary<") && name.hasSuffix(">")) {
            // Dictionaries have no type of their own in the registry: untyped, as NSDictionary.
            return "Any"
        }
        return foundationNames[name] ?? name
    }

    /// The generic type names Layout's spellings use around element types.
    static let genericNames: Set<String> = ["Array", "Dictionary", "Optional", "Set"]

    /// The identifiers in a written type (`Array<MyApp.User>?` → `Array`, `MyApp.User`).
    static func typeIdentifiers(in name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.map(String.init)
    }

    /// Whether `name` is spelled as a Swift type: identifiers (module-qualified allowed),
    /// starting with a letter or `_`, with `<…>`, `[…]`, `:` , `,` and `?` around them.
    static func isTypeSpelling(_ name: String) -> Bool {
        let identifiers = typeIdentifiers(in: name)
        return !identifiers.isEmpty
            && identifiers.allSatisfy { identifier in
                identifier.split(separator: ".", omittingEmptySubsequences: false).allSatisfy { part in
                    part.first.map { $0.isLetter || $0 == "_" } ?? false
                }
            }
            && name.allSatisfy { $0.isLetter || $0.isNumber || "_.<>[]:,? ".contains($0) }
    }

    /// Foundation and Core Graphics names Layout's params accept, by registry name.
    static let foundationNames: [String: String] = [
        "NSArray": "[Any]", "NSMutableArray": "[Any]",
        "NSMutableString": "String", "NSMutableAttributedString": "NSAttributedString",
        "CGColorRef": "CGColor", "CGImageRef": "CGImage", "CGPathRef": "CGPath",
        "NSNumber": "Double",
        "AnyObject": "Any", "NSObject": "Any", "NSDictionary": "Any", "NSMutableDictionary": "Any",
        "NSSet": "Any", "NSData": "Any", "Data": "Any", "NSValue": "Any",
    ]
}


/// Reads `functions:`: signatures of custom functions implemented in Swift.
enum FunctionsSection {
    static let keys = ["parameters", "returns", "variadic"]

    static func parse(_ node: YAMLNode, reader: inout ManifestReader, builder: inout RegistryBuilder) {
        guard let entries = reader.entries(of: node, in: "'functions'") else { return }
        for entry in entries {
            let name = entry.key
            let description = "function \(quoted(name))"
            guard reader.checkIdentifier(name, at: entry.keySpan, what: "function name", context: "in 'functions'"),
                  let fields = reader.entries(of: entry.value, in: description)
            else { continue }
            reader.rejectUnknownKeys(fields, allowed: keys, in: description)
            var signature = FunctionSignature(name: name, parameterTypeNames: [], returnTypeName: "", location: entry.keySpan)
            var valid = true
            for field in fields {
                switch field.key {
                case "parameters":
                    guard let elements = reader.elements(of: field.value, in: "'parameters' of \(description)") else {
                        valid = false
                        continue
                    }
                    for element in elements {
                        let type = reader.typeReference(element, expected: "a parameter type of \(description)", into: &builder)
                        if let type { signature.parameterTypeNames.append(type) } else { valid = false }
                    }
                case "returns":
                    let type = reader.typeReference(field.value, expected: "a return type for \(description)", into: &builder)
                    if let type { signature.returnTypeName = type } else { valid = false }
                case "variadic":
                    signature.isVariadic = reader.bool(field.value, for: "'variadic' of \(description)") ?? false
                default:
                    break
                }
            }
            guard fields.contains(where: { $0.key == "returns" }) else {
                reader.error("\(description) needs 'returns'", at: entry.keySpan)
                continue
            }
            if signature.isVariadic, signature.parameterTypeNames.isEmpty, valid {
                reader.error("variadic \(description) needs at least one parameter", at: entry.keySpan)
                continue
            }
            if valid { builder.addFunction(signature) }
        }
    }
}

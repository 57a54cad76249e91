import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

extension TemplateChecker {
    /// Inline body text and HTML: assigned to the component's body property; with HTML, to
    /// its attributed counterpart (`attributedText` for `text`) when the body property is
    /// plain text and has one (a web view's `htmlString` takes the markup as text).
    mutating func checkBody(_ body: BodyText, node: Int, component: String, into builder: inout NodeBuilder) {
        let file = template.instances[body.instance].file
        let assembly = BodyTextAssembly(body)
        let locator = BodyTextLocator(source: file.source, offsets: assembly.offsets)
        let whole = locator.span(for: 0..<assembly.bytes.count)
        guard let bodyName = registry.bodyProperty(of: component) else {
            // A class of the app's that no manifest declares may take body text its likely
            // superclass does not: its type is not known, so it is checked as text with `{…}`
            // expressions, as Layout reads body text, and sets nothing the IR records.
            guard !template.nodes[node].isUndeclaredClass else {
                let value = check(
                    text: assembly.text, locator: locator, expected: ExpectedType(.string, name: "body text"), node: node, frame: body.frame,
                    instance: body.instance, location: whole, memoPlacement: nil
                )
                builder.absorb(value)
                collectInputs(value, isConstant: false, instance: body.instance)
                return
            }
            report(.error(.invalidBodyText, "\(component) takes no body text; set a property instead", at: whole), in: body.instance)
            return
        }
        guard var resolved = context.lookups.resolve(bodyName, on: component) else {
            report(.error(.invalidBodyText, "the body property '\(bodyName)' of \(component) is not a property of it", at: whole), in: body.instance)
            return
        }
        if body.containsHTML, resolved.type.unwrapped != .attributedString {
            let attributedName = "attributed" + bodyName.prefix(1).uppercased() + bodyName.dropFirst()
            if let attributed = context.lookups.resolve(attributedName, on: component), attributed.type.unwrapped == .attributedString {
                resolved = attributed
            }
        }
        if let attribute = builder.setKeys[resolved.path] {
            report(.error(.invalidBodyText, "'\(resolved.path)' is set both by an attribute and by body text", at: whole,
                          notes: [DiagnosticNote("set here", at: attribute)]), in: body.instance)
            return
        }
        let value = check(
            text: assembly.text, locator: locator, expected: ExpectedType(keyPath: resolved), node: node, frame: body.frame,
            instance: body.instance, location: whole, memoPlacement: nil
        )
        builder.absorb(value)
        collectInputs(value, isConstant: false, instance: body.instance)
        builder.setKeys[resolved.path] = whole
        if let property = value.result.property(keyPath: resolved.path, type: resolved.type, role: .body, source: assembly.text, location: whole) {
            builder.properties.append(property)
        }
    }
}

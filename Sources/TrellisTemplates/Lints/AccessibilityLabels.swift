import TrellisDiagnostics
import TrellisRegistry

extension TemplateChecker {
    /// Reports, for the `accessibility-label` rule (Android's ContentDescription), every
    /// image view, button without a title (attribute or body text) and control declared
    /// outside the built-in manifests that sets no `accessibilityLabel` and is not
    /// `isAccessibilityElement="false"`, unless an enclosing view is one accessibility
    /// element (`isAccessibilityElement="true"`) or hides its children
    /// (`accessibilityElementsHidden="true"`). Each element is reported once, however many
    /// times its file is included.
    mutating func reportMissingAccessibilityLabels() {
        guard lintOptions.checks(.accessibilityLabel) else { return }
        // Nodes are in depth-first order, so a parent's flag is known before its children's.
        var isCovered = [Bool](repeating: false, count: template.nodes.count)
        var reported: Set<SourceSpan> = []
        for (index, node) in template.nodes.enumerated() {
            if let parent = node.parent {
                let parentNode = template.nodes[parent]
                isCovered[index] = isCovered[parent]
                    || Self.literal("isAccessibilityElement", of: parentNode) == "true"
                    || Self.literal("accessibilityElementsHidden", of: parentNode) == "true"
            }
            guard !isCovered[index], let component = node.component, let kind = unlabelledKind(of: node, component: component),
                  !node.attributes.contains(where: { $0.name.hasPrefix("accessibilityLabel") }),
                  Self.literal("isAccessibilityElement", of: node) != "false",
                  reported.insert(node.location).inserted
            else { continue }
            report(.warning(
                .accessibilityLabel,
                "\(kind) '\(node.elementName)' has no accessibilityLabel, so VoiceOver cannot say what it is; set accessibilityLabel, "
                    + "or isAccessibilityElement=\"false\" when it is decorative",
                at: node.location
            ), in: node.instance)
        }
    }

    /// What the node is when it needs a label (`image view`, `button without a title`,
    /// `custom control`), else `nil`.
    private func unlabelledKind(of node: ResolvedNode, component: String) -> String? {
        if registry.isSameOrSubclass(component, of: "UIImageView") { return "image view" }
        if registry.isSameOrSubclass(component, of: "UIButton") {
            let hasTitle = node.body != nil || node.attributes.contains { attribute in
                let name = attribute.name.split(separator: ".").last ?? ""
                return name == "title" || name.hasSuffix("Title")
            }
            return hasTitle ? nil : "button without a title"
        }
        if registry.isSameOrSubclass(component, of: "UIControl"),
           registry.component(named: component)?.location?.file.hasPrefix(BuiltinManifests.pathPrefix) == false {
            return "custom control"
        }
        return nil
    }

    /// The trimmed value of the node's attribute `name`, if it sets it.
    private static func literal(_ name: String, of node: ResolvedNode) -> String? {
        node.attributes.last { $0.name == name }?.attribute.value.trimmedBlanks
    }
}

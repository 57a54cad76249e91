import TrellisDiagnostics

/// The `deep-nesting` rule: an element nested more than a maximum number of levels deep in
/// its file (the root is level 1), reported once per branch, at the first element past the
/// maximum.
public enum DeepNesting {
    /// The maximum when the configuration sets none (`deep-nesting: {max: …}`).
    public static let defaultMaximum = 12

    /// The findings in `document`. Walks the tree with an explicit stack, so any depth the
    /// XML reader accepts is safe.
    public static func findings(in document: XMLDocument, maximum: Int = defaultMaximum) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        var stack: [(element: XMLElement, depth: Int)] = [(document.root, 1)]
        while let entry = stack.popLast() {
            let (element, depth) = (entry.element, entry.depth)
            if depth > maximum {
                findings.append(.warning(
                    .deepNesting,
                    "'\(element.name)' is nested \(depth) levels deep, more than \(maximum); flatten the hierarchy (a container such as a stack view or constraints can replace nested views)",
                    at: element.nameSpan))
                continue
            }
            for case let .element(child) in element.children.reversed() {
                stack.append((child, depth + 1))
            }
        }
        return findings
    }
}

extension TemplateChecker {
    /// Reports the `deep-nesting` findings of every file the template is made of, each file
    /// once however often it is included, nesting counted in the file itself (an included
    /// file starts again at level 1), at the maximum of ``lintOptions``.
    mutating func reportDeepNesting() {
        var seen: Set<String> = []
        for instance in template.instances where seen.insert(instance.file.name).inserted {
            guard let document = instance.file.document else { continue }
            diagnostics += DeepNesting.findings(in: document, maximum: lintOptions.maximumNesting)
        }
    }
}

import TrellisDiagnostics
import TrellisRegistry

/// Builds the resolved node tree of one template: follows `template=` and `xml=`,
/// places an importer's children at `<children/>`, collects `<param>` and `<macro>`
/// declarations into lexical scopes and inline body text into its node.
///
/// The tree is walked with an explicit stack, so deep templates cannot overflow the call
/// stack; only inclusion recurses, at most ``maximumInclusionDepth`` levels.
struct TemplateResolver {
    static let maximumInclusionDepth = 32
    /// The default for ``maximumNodeCount``: far more nodes than any real template expands to.
    static let defaultMaximumNodeCount = 100_000

    /// The session's memoized registry answers.
    let lookups: RegistryLookups
    var registry: Registry { lookups.registry }
    let roots: TemplateRoots
    /// How many nodes a template may expand to (inclusions multiply nodes).
    let maximumNodeCount: Int
    var loader: TemplateLoader
    var result = ResolvedTemplate()
    /// Importers' children waiting for a `<children/>` of the template they import.
    var slots: [ChildrenSlot] = []
    /// Files whose reading errors were already reported in this template.
    var reportedFiles: Set<String> = []
    /// Whether a class no manifest declares is an error rather than a warning (`--strict`).
    let isStrict: Bool
    /// How each element name no component has was read, by name.
    var undeclaredClasses: [String: UndeclaredClass] = [:]
    /// The app classes already warned about in this template: one warning per class.
    var warnedClasses: Set<String> = []

    init(
        lookups: RegistryLookups, roots: TemplateRoots, loader: TemplateLoader, maximumNodeCount: Int = defaultMaximumNodeCount,
        isStrict: Bool = false
    ) {
        self.lookups = lookups
        self.roots = roots
        self.loader = loader
        self.maximumNodeCount = maximumNodeCount
        self.isStrict = isStrict
    }

    /// An element waiting to become a node (or, for `<children/>`, to be replaced).
    struct Pending {
        var element: XMLElement
        var instance: Int
        var frame: Int
        var slot: Int?
    }

    /// The children an importer hands to its template's `<children/>`.
    struct ChildrenSlot {
        var children: [Pending]
        /// Where the template placed them, once it did.
        var placedAt: SourceSpan?
        /// The importing attribute, for the warning when they are never placed.
        var importer: SourceSpan
        var templatePath: String
    }

    /// Resolves the template whose root file is `file`.
    mutating func resolve(_ file: TemplateFile) -> ResolvedTemplate {
        result.instances.append(FileInstance(file: file, notes: [], chain: [file.path]))
        reportedFiles.insert(file.path)
        guard let document = file.document else { return result }
        var stack: [(pending: Pending, parent: Int?)] = [(Pending(element: document.root, instance: 0, frame: 0, slot: nil), nil)]
        while let (pending, parent) = stack.popLast() {
            if pending.element.name == TemplateKeywords.children {
                for child in placeholderChildren(pending).reversed() { stack.append((child, parent)) }
                continue
            }
            guard result.nodes.count < maximumNodeCount else {
                report(.error(
                    .inputLimit, "template expands to more than \(maximumNodeCount) nodes; check for templates that include each other many times",
                    at: pending.element.nameSpan
                ), in: pending.instance)
                result.isTruncated = true
                break
            }
            let index = result.nodes.count
            let depth = result.instances[pending.instance].chain.count
            let head = head(of: pending.element, instance: pending.instance, frame: pending.frame, slot: pending.slot, node: index, depth: depth)
            var node = ResolvedNode(
                elementName: pending.element.name, component: head.component, location: pending.element.nameSpan,
                instance: pending.instance, parent: parent, attributes: head.attributes, params: head.params,
                body: head.body, remoteInclude: head.remote, isIncomplete: head.isIncomplete,
                isUndeclaredClass: head.component != nil && registry.component(named: pending.element.name) == nil
            )
            node.enclosingFrame = pending.frame
            if let parent {
                node.position = result.nodes[parent].children.count
                result.nodes[parent].children.append(index)
            }
            result.nodes.append(node)
            for child in head.children.reversed() { stack.append((child, index)) }
        }
        for slot in slots where slot.placedAt == nil && !slot.children.isEmpty {
            result.diagnostics.append(.warning(
                .droppedChildren, "the children of this node are dropped: the '<children/>' of '\(slot.templatePath)' is never placed in the tree",
                at: slot.importer
            ))
        }
        return result
    }

    /// The children an importer placed at this `<children/>`; empty when the template is
    /// compiled on its own.
    private mutating func placeholderChildren(_ pending: Pending) -> [Pending] {
        let element = pending.element
        if !element.attributes.isEmpty || element.children.contains(where: { !$0.isIgnorable }) {
            report(.error(.invalidDeclaration, "'<children/>' takes no attributes or content", at: element.nameSpan), in: pending.instance)
        }
        guard let slot = pending.slot else { return [] }
        if let first = slots[slot].placedAt {
            report(.error(
                .invalidDeclaration, "'<children/>' appears more than once; an importer's children can be placed only once",
                at: element.nameSpan, notes: [DiagnosticNote("first placed here", at: first)]
            ), in: pending.instance)
            return []
        }
        slots[slot].placedAt = element.nameSpan
        return slots[slot].children
    }

    /// Appends a diagnostic found in file instance `instance`, with its inclusion notes.
    mutating func report(_ diagnostic: Diagnostic, in instance: Int) {
        var located = diagnostic
        located.notes += result.instances[instance].notes
        result.diagnostics.append(located)
    }
}

extension XMLNode {
    /// Comments, processing instructions, a document type declaration and white space, which
    /// carry no meaning in a template.
    var isIgnorable: Bool {
        switch self {
        case .comment, .processingInstruction, .documentType: true
        case let .text(text): text.isWhitespace
        case .element: false
        }
    }
}

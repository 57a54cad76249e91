import TrellisDiagnostics
import TrellisRegistry

extension TemplateResolver {
    /// What an element contributes to its node once its inclusions are merged.
    struct Head {
        var component: String?
        var attributes: [SourcedAttribute]
        var params: [ParamDeclaration]
        var children: [Pending]
        var body: BodyText?
        var remote: RemoteInclude?
        /// Whether an inclusion could not be merged.
        var isIncomplete = false
    }

    /// The node an element becomes: its own attributes, declarations, children and body,
    /// merged with the template it inherits from or the file that replaces it.
    mutating func head(of element: XMLElement, instance: Int, frame parentFrame: Int, slot: Int?, node: Int, depth: Int) -> Head {
        let content = scanContent(of: element, instance: instance, frame: parentFrame, slot: slot, node: node)
        var attributes: [SourcedAttribute] = []
        attributes.reserveCapacity(element.attributes.count)
        var templateAttribute: XMLAttribute?
        var xmlAttribute: XMLAttribute?
        // By index: the element's attributes are read in place and copied once, into the node.
        for index in element.attributes.indices {
            switch element.attributes[index].name {
            case TemplateKeywords.template: templateAttribute = element.attributes[index]
            case TemplateKeywords.xml: xmlAttribute = element.attributes[index]
            default: attributes.append(SourcedAttribute(attribute: element.attributes[index], frame: content.frame, instance: instance))
            }
        }
        var head = Head(
            component: component(of: element, instance: instance), attributes: attributes, params: content.params,
            children: content.children, body: content.body, remote: nil
        )
        if templateAttribute != nil, let xmlAttribute {
            report(.error(.invalidInclusion, "'template' and 'xml' cannot both be set on one node; 'xml' is ignored", at: xmlAttribute.nameSpan), in: instance)
        }
        guard head.component != nil else { return head }
        if let templateAttribute {
            include(.template, templateAttribute, into: &head, frame: content.frame, instance: instance, node: node, depth: depth)
        } else if let xmlAttribute {
            include(.xml, xmlAttribute, into: &head, frame: content.frame, instance: instance, node: node, depth: depth)
        }
        return head
    }

    /// The registry component an element names; reports unknown names and components
    /// that cannot be elements.
    mutating func component(of element: XMLElement, instance: Int) -> String? {
        let name = element.name
        switch lookups.element(named: name) {
        case let .component(component):
            return component
        case let .notAnElement(component):
            report(.error(
                .unknownComponent, "'\(component)' cannot be an element; it is only a property type, reached through key paths",
                at: element.nameSpan
            ), in: instance)
            return nil
        case .unknown:
            return undeclaredComponent(of: element, instance: instance)
        }
    }

    /// The component an element naming no registry component is checked as: for a class
    /// of the app's (see ``UndeclaredClass``), its likely superclass, with a warning (an
    /// error with `--strict`) at the class's first use in the template; `nil` after an
    /// error for a misspelt component.
    private mutating func undeclaredComponent(of element: XMLElement, instance: Int) -> String? {
        let name = element.name
        let elementNames = lookups.elementNames
        let reading = undeclaredClasses[name] ?? UndeclaredClass.reading(name, registry: registry, elementNames: elementNames)
        undeclaredClasses[name] = reading
        switch reading {
        case let .appClass(base, twin):
            if warnedClasses.insert(name).inserted {
                let meaning = twin.map { "; if you meant UIKit's '\($0)', write that" } ?? ""
                let message = "'\(name)' is not a registry component, so it is read as a class of yours and checked as \(base)\(meaning); "
                    + "to check the attributes \(base) lacks, "
                    + CustomClassAdvice.declaration(for: name, superclass: base)
                report(
                    isStrict ? .error(.undeclaredComponent, message, at: element.nameSpan) : .warning(.undeclaredComponent, message, at: element.nameSpan),
                    in: instance
                )
            }
            return base
        case let .typo(match):
            report(.error(
                .unknownComponent, "unknown component '\(name)'\(Suggestions.didYouMean(match))", at: element.nameSpan,
                fixIt: .suggestion(match, replacing: name, at: element.nameSpan)
            ), in: instance)
            return nil
        case .unknown:
            report(.error(.unknownComponent, "unknown component '\(name)'", at: element.nameSpan), in: instance)
            return nil
        }
    }

    /// Merges the file named by a `template=` or `xml=` attribute into `head`.
    ///
    /// The included file's declarations extend `frame`, the scope of the including element:
    /// its nodes join the including template's tree, where Layout looks a name up through
    /// the node's ancestors (`LayoutNode.expression(forMacro:)` is `_macros[name] ??
    /// parent?.expression(forMacro: name)`), so a macro or param of the including file is
    /// visible in the included one unless the included file declares that name itself.
    mutating func include(
        _ kind: RemoteInclude.Kind, _ attribute: XMLAttribute, into head: inout Head, frame: Int, instance: Int, node: Int, depth: Int
    ) {
        head.isIncomplete = true
        guard let component = head.component, let path = includedPath(kind, attribute, into: &head, instance: instance) else { return }
        let chain = result.instances[instance].chain
        if chain.contains(path) {
            let cycle = (chain + [path]).map { roots.relativePath(of: $0) }.joined(separator: " -> ")
            report(.error(.inclusionCycle, "inclusion cycle: \(cycle)", at: attribute.valueSpan), in: instance)
            return
        }
        guard depth <= Self.maximumInclusionDepth else {
            report(.error(
                .inputLimit, "templates are included more than \(Self.maximumInclusionDepth) levels deep at '\(attribute.value)'",
                at: attribute.valueSpan
            ), in: instance)
            return
        }
        guard loader.fileExists(path) else {
            report(.error(
                .missingTemplate, "cannot find \(kind == .template ? "template" : "file") '\(attribute.value)': no file at '\(path)'"
                    + letterCaseHint(for: attribute.value.trimmedBlanks, including: result.instances[instance].file.path),
                at: attribute.valueSpan
            ), in: instance)
            return
        }
        let file = loader.file(at: path)
        let note = kind == .template
            ? DiagnosticNote("in template '\(attribute.value)' included here", at: attribute.span)
            : DiagnosticNote("in '\(attribute.value)' composed here", at: attribute.span)
        let included = result.instances.count
        result.instances.append(FileInstance(file: file, notes: [note] + result.instances[instance].notes, chain: chain + [path]))
        result.dependencies.insert(file.name)
        if reportedFiles.insert(path).inserted {
            for diagnostic in file.diagnostics { report(diagnostic, in: included) }
        }
        guard let root = file.document?.root else { return }
        readAppClassRoot(root, includedAs: kind, into: component)
        guard let rootComponent = self.component(of: root, instance: included) else { return }
        switch kind {
        case .template:
            guard registry.isSameOrSubclass(component, of: rootComponent) else {
                report(.error(
                    .invalidInclusion, "the root of template '\(attribute.value)' is \(rootComponent), which is not \(component) or a superclass of it",
                    at: attribute.valueSpan
                ), in: instance)
                return
            }
        case .xml:
            guard registry.isSameOrSubclass(rootComponent, of: component) else {
                report(.error(
                    .invalidInclusion, "the root of '\(attribute.value)' is \(rootComponent), which is not \(component) or a subclass of it",
                    at: attribute.valueSpan
                ), in: instance)
                return
            }
        }
        result.inclusions.append((file.path, node))
        if kind == .xml, Self.isSubtree(head.children) {
            report(.warning(
                .droppedChildren, "the children of this node are replaced by the contents of '\(attribute.value)', so they are never shown; "
                    + "include it with 'template' to keep them",
                at: attribute.span
            ), in: instance)
        }
        var slot: Int?
        if kind == .template, file.hasChildrenPlaceholder {
            slots.append(ChildrenSlot(children: head.children, placedAt: nil, importer: attribute.span, templatePath: attribute.value))
            slot = slots.count - 1
        }
        let base = self.head(of: root, instance: included, frame: frame, slot: slot, node: node, depth: depth + 1)
        merge(base, into: &head, kind: kind, placesChildren: slot != nil, instance: instance)
    }

    /// Reads the root of a file included into a `component` node, when it names a class of
    /// the app's whose name alone suggests a class the inclusion does not accept
    /// (`<HomeScreen>` composed into a `UIViewController` reads as a view), as `component`:
    /// Layout creates the class by name when the file loads and accepts it if it is the
    /// node's class or a subclass (`xml=`) or a superclass (`template=`), which only the app
    /// knows, so the including node is the best guess at it.
    private mutating func readAppClassRoot(_ root: XMLElement, includedAs kind: RemoteInclude.Kind, into component: String) {
        guard case .unknown = lookups.element(named: root.name) else { return }
        let reading = undeclaredClasses[root.name]
            ?? UndeclaredClass.reading(root.name, registry: registry, elementNames: lookups.elementNames)
        guard case let .appClass(base, twin) = reading else { return }
        let accepted = kind == .xml ? registry.isSameOrSubclass(base, of: component) : registry.isSameOrSubclass(component, of: base)
        undeclaredClasses[root.name] = accepted ? reading : .appClass(base: component, twin: twin)
    }

    /// Whether the children an `xml=` include replaces were meant to stay: more than one
    /// view, or a view with children of its own. One childless view is the placeholder the
    /// Layout README shows while a file loads (`<UILabel text="Loading..."/>`).
    static func isSubtree(_ children: [Pending]) -> Bool {
        let views = children.filter { $0.element.name != TemplateKeywords.children }
        guard let first = views.first else { return false }
        return views.count > 1 || first.element.children.contains { if case .element = $0 { true } else { false } }
    }

    /// The normalized path a `template=`/`xml=` value names, or `nil` after reporting why
    /// it is not followed (an expression, a URL, a path in the device's home folder, a path
    /// outside the roots).
    private mutating func includedPath(_ kind: RemoteInclude.Kind, _ attribute: XMLAttribute, into head: inout Head, instance: Int) -> String? {
        let reference = attribute.value.trimmedBlanks
        guard !reference.isEmpty else {
            report(.error(.invalidInclusion, "'\(attribute.name)' needs a file name such as 'Cell.xml'", at: attribute.valueSpan), in: instance)
            return nil
        }
        guard !reference.contains("{") else {
            report(.error(.invalidInclusion, "'\(attribute.name)' must be a literal file name, not an expression", at: attribute.valueSpan), in: instance)
            return nil
        }
        let isHomeFolderPath = TemplatePath.isHomeFolderPath(reference)
        if isHomeFolderPath || TemplatePath.isRemoteURL(reference) {
            let what = "\(kind == .template ? "template" : "file") '\(reference)'"
            let message = isHomeFolderPath
                ? "\(what) is in the home folder of the device running the app, so it is not checked at compile time; it is loaded at run time"
                : "remote \(what) is not checked at compile time; it is loaded at run time"
            report(.warning(.remoteTemplate, message, at: attribute.valueSpan), in: instance)
            head.remote = RemoteInclude(kind: kind, url: reference)
            return nil
        }
        let including = result.instances[instance].file.path
        let path = TemplatePath.join(TemplatePath.folder(of: including), reference)
        guard roots.root(containing: path) != nil else {
            report(.error(.outsideRoots, "'\(reference)' is outside the template roots (\(roots.description))", at: attribute.valueSpan), in: instance)
            return nil
        }
        guard !loader.fileExists(path), !reference.hasPrefix("/") else { return path }
        return bundleMatch(for: reference, kind, attribute, including: including, instance: instance) ?? path
    }

    /// The file Layout would load for a reference that names no file beside the including
    /// one: the file under the roots whose path ends with the reference, as in an app
    /// bundle, where Xcode copies templates from every folder side by side. When several
    /// match, the one nearest the including file is taken, with a warning naming them all.
    private mutating func bundleMatch(
        for reference: String, _ kind: RemoteInclude.Kind, _ attribute: XMLAttribute, including: String, instance: Int
    ) -> String? {
        let candidates = loader.files(endingWith: reference)
        guard let nearest = nearest(of: candidates, to: including) else { return nil }
        if candidates.count > 1 {
            let listed = candidates.map { "'\(roots.relativePath(of: $0))'" }.joined(separator: ", ")
            report(.warning(
                .ambiguousInclusion, "\(kind == .template ? "template" : "file") '\(reference)' matches \(candidates.count) files under the template roots (\(listed)); "
                    + "'\(roots.relativePath(of: nearest))', nearest to this template, is used; write its path relative to this template to choose",
                at: attribute.valueSpan
            ), in: instance)
        }
        return nearest
    }

    /// Names the file a missing reference means when only letter case tells them apart
    /// (`header.xml` for `Header.xml`), the one nearest the including file: Layout finds it
    /// on a Mac's file system, which ignores case, but not on an iOS device. Empty otherwise.
    private mutating func letterCaseHint(for reference: String, including: String) -> String {
        guard let nearest = nearest(of: loader.files(endingWith: reference, ignoringCase: true), to: including) else { return "" }
        let count = TemplatePath.normalize(reference).split(separator: "/", omittingEmptySubsequences: true).count
        let spelling = nearest.split(separator: "/").suffix(count).joined(separator: "/")
        return "; did you mean '\(spelling)'? File names are case-sensitive on iOS devices"
    }

    /// The one of `candidates` sharing the most leading folders with `including`, the first
    /// of those in their order; `nil` when there is none.
    private func nearest(of candidates: [String], to including: String) -> String? {
        candidates.max { sharedFolderDepth($0, including) < sharedFolderDepth($1, including) }
    }

    /// How many leading folders two normalized paths share.
    private func sharedFolderDepth(_ path: String, _ other: String) -> Int {
        let folders = TemplatePath.folder(of: path).split(separator: "/")
        let otherFolders = TemplatePath.folder(of: other).split(separator: "/")
        return zip(folders, otherFolders).prefix { $0 == $1 }.count
    }

    /// Combines an included root (`base`) with the including node (`head`): the including
    /// node's attributes win; its children follow the template's (or sit at
    /// `<children/>`) for `template=` and are dropped for `xml=`.
    private mutating func merge(_ base: Head, into head: inout Head, kind: RemoteInclude.Kind, placesChildren: Bool, instance: Int) {
        var attributes = base.attributes
        for attribute in head.attributes {
            if let index = attributes.firstIndex(where: { $0.name == attribute.name }) {
                attributes[index] = attribute
            } else {
                attributes.append(attribute)
            }
        }
        var params = base.params
        for param in head.params {
            if let existing = params.first(where: { $0.name == param.name }) {
                report(.error(.duplicateDeclaration, "param '\(param.name)' is already declared by the included root", at: param.location,
                              notes: [DiagnosticNote("declared here", at: existing.location)]), in: instance)
            } else {
                params.append(param)
            }
        }
        switch kind {
        case .template:
            head.children = base.children + (placesChildren ? [] : head.children)
        case .xml:
            head.component = base.component
            head.children = base.children
        }
        head.attributes = attributes
        head.params = params
        head.body = head.body ?? base.body
        head.remote = head.remote ?? base.remote
        head.isIncomplete = base.isIncomplete
    }
}

import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Compiles templates into IR: reads, resolves inclusions, type-checks every attribute
/// against the registry and builds the ``IRTemplate``.
///
/// A compiler is a session: files templates include and attribute values it has checked
/// are kept, so compiling many templates that share cells and values costs little more
/// than compiling each shared part once. Use one session per thread; sessions share nothing,
/// so templates can be compiled on all cores by giving each worker its own.
public struct TemplateCompiler {
    public let registry: Registry
    public let roots: TemplateRoots
    public let assets: AssetCatalog?
    let typeChecker: TypeChecker
    var loader: TemplateLoader
    var memo = CheckMemo()
    let lookups: RegistryLookups
    /// How many nodes a template may expand to.
    var maximumNodeCount = TemplateResolver.defaultMaximumNodeCount
    /// The views other templates place templates in: a template's root reads its `parent.`
    /// as the one recorded for its path, else as any view (see ``TemplateBatch``).
    public var rootContainers = RootContainers()
    /// The options of the lint rules (`deep-nesting`'s maximum, …).
    public var lintOptions = LintOptions()

    /// - Parameters:
    ///   - registry: the components, types, colors and fonts templates are checked against.
    ///   - roots: the folders `template=` and `xml=` may reach; IR paths are relative to them.
    ///   - fileSystem: where templates and included files are read from.
    ///   - assets: asset catalogs to verify literal color and image names against (`--assets`).
    ///   - strings: the localized strings `strings.` keys are checked against (`--strings`).
    ///   - strict: whether a name read as an input where an enum case or a color was
    ///     expected (`textAlignment="middle"`) is an error rather than a warning (`--strict`).
    public init(
        registry: Registry, roots: TemplateRoots, fileSystem: any TemplateFileSystem = DiskFileSystem(),
        assets: AssetCatalog? = nil, strings: StringsTable? = nil, strict: Bool = false
    ) {
        self.registry = registry
        self.roots = roots
        self.assets = assets
        self.typeChecker = TypeChecker(registry: registry, strings: strings, strict: strict)
        self.loader = TemplateLoader(fileSystem: fileSystem, roots: roots)
        self.lookups = RegistryLookups(registry: registry)
    }

    /// Compiles the template at `path` (a template file; its root element must name a
    /// component).
    public mutating func compile(path: String) -> TemplateCompilation {
        let run = check(path: path)
        let diagnostics = run.diagnostics.map(displayed).collapsingRepeats().cappedPerFile()
        guard let checker = run.checker else {
            return TemplateCompilation(path: run.file.path, template: nil, diagnostics: diagnostics, sources: run.sources)
        }
        let template = run.diagnostics.containsErrors ? nil : IRBuilder.template(file: run.file, resolved: run.resolved, checker: checker)
        return TemplateCompilation(
            path: run.file.path, template: template, diagnostics: diagnostics, sources: run.sources,
            placements: Self.placements(in: run.resolved), readsUnplacedRootParent: checker.context.readsUnplacedRootParent
        )
    }

    /// Reads, resolves and checks the template at `path` as ``compile(path:)`` does, and
    /// keeps the resolved tree and what its check found, for an editor's questions about
    /// names in expressions (see ``TemplateInspection``).
    public mutating func inspect(path: String) -> TemplateInspection {
        let run = check(path: path)
        return TemplateInspection(resolved: run.resolved, checker: run.checker)
    }

    /// One template read, resolved and checked; `checker` is `nil` when the tree is empty
    /// or truncated (nothing was checked).
    struct CheckRun {
        var file: TemplateFile
        var resolved: ResolvedTemplate
        var checker: TemplateChecker?
        /// Every diagnostic, spans naming files by name.
        var diagnostics: [Diagnostic]
        var sources: [String: SourceText]
    }

    private mutating func check(path: String) -> CheckRun {
        let file = loader.rootFile(at: path)
        var diagnostics = file.diagnostics
        var resolver = TemplateResolver(
            lookups: lookups, roots: roots, loader: loader, maximumNodeCount: maximumNodeCount, isStrict: typeChecker.isStrict
        )
        loader = TemplateLoader(fileSystem: loader.fileSystem, roots: roots, reader: loader.reader)
        let resolved = resolver.resolve(file)
        loader = resolver.loader
        diagnostics += resolved.diagnostics
        var sources: [String: SourceText] = [:]
        for instance in resolved.instances { sources[instance.file.path] = instance.file.source }
        guard !resolved.nodes.isEmpty, !resolved.isTruncated else {
            return CheckRun(file: file, resolved: resolved, checker: nil, diagnostics: diagnostics, sources: sources)
        }
        let identifiers = NodeIdentifiers(ids: resolved.nodes.map(Self.literalID), parents: resolved.nodes.map(\.parent))
        let context = CheckContext(
            template: resolved, lookups: lookups, identifiers: identifiers,
            rootContainer: rootContainers.container(of: file.path, in: registry)
        )
        var checker = TemplateChecker(typeChecker: typeChecker, context: context, assets: assets, lintOptions: lintOptions, memo: memo)
        memo = CheckMemo()
        checker.run()
        memo = checker.memo
        let castTypes = checker.inputs.castTypes
        if !castTypes.isEmpty {
            // Uses read those inputs cast only when checked knowing their types; the results
            // hold to this template, so they are not kept for reuse.
            checker = TemplateChecker(
                typeChecker: typeChecker.readingInputs(as: castTypes), context: context, assets: assets, lintOptions: lintOptions,
                memo: CheckMemo()
            )
            checker.run()
        }
        diagnostics += checker.diagnostics
        return CheckRun(file: file, resolved: resolved, checker: checker, diagnostics: diagnostics, sources: sources)
    }

    /// The view each file `resolved` includes is placed in: the parent of the node it is
    /// merged into (a file merged into the root is placed where the template is, unknown here).
    static func placements(in resolved: ResolvedTemplate) -> RootContainers {
        var placements = RootContainers()
        for inclusion in resolved.inclusions {
            guard let parent = resolved.nodes[inclusion.node].parent, let container = resolved.nodes[parent].component else { continue }
            placements.record(inclusion.file, placedIn: container)
        }
        return placements
    }

    /// A diagnostic with the files of its spans named by their paths as given.
    func displayed(_ diagnostic: Diagnostic) -> Diagnostic {
        func path(_ span: SourceSpan?) -> SourceSpan? {
            guard var span else { return nil }
            span.file = loader.path(ofName: span.file)
            return span
        }
        var shown = diagnostic
        shown.location = path(diagnostic.location)
        shown.notes = diagnostic.notes.map { DiagnosticNote($0.message, at: path($0.location)) }
        if let fixIt = diagnostic.fixIt, let span = path(fixIt.span) { shown.fixIt = FixIt(span: span, replacement: fixIt.replacement) }
        return shown
    }

    /// The id a node declares literally, for `#id` lookups.
    static func literalID(_ node: ResolvedNode) -> String? {
        guard let attribute = node.attributes.last(where: { $0.name == TemplateKeywords.id }) else { return nil }
        let value = attribute.attribute.value.trimmedBlanks
        return value.isEmpty || value.contains("{") ? nil : value
    }
}

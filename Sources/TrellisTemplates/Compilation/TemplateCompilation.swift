import TrellisDiagnostics

/// What compiling one template produced.
public struct TemplateCompilation: Sendable {
    /// The template file as given.
    public var path: String
    /// The compiled template, or `nil` when there were errors.
    public var template: IRTemplate?
    /// Every problem found in the template and the files it includes, sorted by file and
    /// position, each reported once (a problem reached through several inclusions too).
    public var diagnostics: [Diagnostic]
    /// The text of every file read, by path, for showing source lines under diagnostics.
    public var sources: [String: SourceText]
    /// The views this template places the templates it includes in.
    public var placements: RootContainers
    /// Whether the root's `parent.` was read without knowing the view the template is
    /// placed in (``TemplateCompiler/rootContainers`` did not say).
    public var readsUnplacedRootParent: Bool

    public init(
        path: String, template: IRTemplate?, diagnostics: [Diagnostic], sources: [String: SourceText],
        placements: RootContainers = RootContainers(), readsUnplacedRootParent: Bool = false
    ) {
        self.path = path
        self.template = template
        self.diagnostics = diagnostics
        self.sources = sources
        self.placements = placements
        self.readsUnplacedRootParent = readsUnplacedRootParent
    }
}

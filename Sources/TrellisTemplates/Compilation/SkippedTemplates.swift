import TrellisDiagnostics
import TrellisRegistry

/// The XML files a folder search found that are not checked, each with a warning saying
/// why: no file a search finds goes unchecked without a word.
///
/// Layout treats any XML file whose root names a `UIView` or `UIViewController` subclass
/// as a template (seed 003). A root naming a class of the app's that no manifest declares
/// is checked as the component the class most likely extends (`isAppClassTemplate`);
/// every other file is skipped, with a warning at its root element (at its start when it
/// has none):
/// - its root element's name is a slip of a component's (a typo: the warning says which);
/// - its root is capitalized but shows none of a template's marks (`<Labell/>`): the
///   warning says how to declare the class, or that the file is not well-formed XML;
/// - its root is lowercase or a component that cannot be an element, and it holds an
///   element naming a component, or a `<param>`, `<macro>` or `<children>`: the same;
/// - any other root (`<svg>`, `<plist>`) is other XML: a `not-a-template` warning says
///   how to leave it out (an ignore file);
/// - it has no root element, or cannot be read (`not-a-template` too).
///
/// A file another template includes (`template=`, `xml=`) is never among them: compiling
/// that template checks it, or reports its unknown root as an error at the same spot.
public struct SkippedTemplates: Sendable {
    /// The skipped files, in the order of the candidates.
    public private(set) var paths: [String] = []
    /// One warning per skipped file, at its root element.
    public private(set) var diagnostics: [Diagnostic] = []
    /// The skipped files' text, by path, for showing source lines under the warnings.
    public private(set) var sources: [String: SourceText] = [:]

    /// Trellis elements that only appear in templates.
    public static let templateElements: Set<String> = ["param", "macro", "children"]

    /// Sorts out the skipped templates among `candidates`, XML files found in folders;
    /// `includedFiles` are the (normalized) paths other templates include, left out.
    public init(candidates: [String], registry: Registry, fileSystem: any TemplateFileSystem, includedFiles: Set<String> = []) {
        let elementNames = Self.elementNames(of: registry)
        for candidate in candidates where !includedFiles.contains(TemplatePath.normalize(candidate)) {
            guard let bytes = fileSystem.contents(of: candidate) else {
                paths.append(candidate)
                diagnostics.append(.warning(.notATemplate, "'\(candidate)' is skipped: it cannot be read", at: nil))
                continue
            }
            let source = SourceText(path: candidate, bytes: bytes)
            guard let name = RootElementPeek.rootElementName(bytes) else {
                paths.append(candidate)
                sources[candidate] = source
                diagnostics.append(.warning(
                    .notATemplate, "'\(candidate)' is skipped: it has no XML root element",
                    at: source.span(offset: Self.firstContentOffset(in: bytes), length: 0)
                ))
                continue
            }
            guard registry.component(named: name)?.isElement != true,
                  let (rule, reason) = Self.reasonSkipped(root: name, in: bytes, path: candidate, registry: registry, elementNames: elementNames)
            else { continue }
            paths.append(candidate)
            sources[candidate] = source
            diagnostics.append(.warning(
                rule, "'\(candidate)' is skipped: its root element '\(name)' is not a registry component; \(reason)",
                at: RootElementPeek.nameSpan(name, in: source)
            ))
        }
    }

    /// Why a file whose root element `name` is no element component is skipped, ending the
    /// warning, with its rule: `skipped-template` for a file that may be a template,
    /// `not-a-template` for other XML; `nil` when the root is a class of the app's that the
    /// file is checked as.
    private static func reasonSkipped(
        root name: String, in bytes: [UInt8], path: String, registry: Registry, elementNames: [String]
    ) -> (RuleID, String)? {
        if isAppClassTemplate(root: name, in: bytes, path: path, registry: registry, elementNames: elementNames) { return nil }
        switch reading(ofRoot: name, registry: registry, elementNames: elementNames) {
        case .appClass where XMLReader().read(bytes, path: path).document == nil:
            return (.skippedTemplate, "it is not well-formed XML, so it is not read as a template; name it on the command line to see why")
        case .appClass:
            return (.skippedTemplate, "it holds no component, template element or view property, so it is not read as a template; "
                + "if '\(name)' is a class of yours, " + CustomClassAdvice.declaration(for: name, elementNames: elementNames))
        case let .typo(match) where CustomClassAdvice.classSuffixes.contains(where: name.hasSuffix):
            return (.skippedTemplate, "did you mean '\(match)'? If '\(name)' is a class of yours, "
                + CustomClassAdvice.declaration(for: name, elementNames: elementNames))
        case let .typo(match):
            return (.skippedTemplate, "did you mean '\(match)'?")
        case .unknown where containsTemplateElement(after: name, in: bytes, registry: registry):
            return (.skippedTemplate, "to check it, " + CustomClassAdvice.declaration(for: name, elementNames: elementNames))
        case .unknown:
            return (.notATemplate, "it is not read as a template; to leave it out without a word, list it in a .trellisignore file")
        }
    }

    /// The offset of the first byte after a byte order mark and white space: where a file
    /// with no root element is reported.
    private static func firstContentOffset(in bytes: [UInt8]) -> Int {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes[start...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? start
    }

    /// The names of `registry`'s components that can be elements, sorted.
    public static func elementNames(of registry: Registry) -> [String] {
        registry.componentNames.filter { registry.component(named: $0)?.isElement == true }
    }

    /// Whether a root element `name` names a class of the app's that no manifest declares
    /// and the file is a template of it (`<BoxesViewController>`): the name ends in `View`,
    /// `Controller` or `Cell`, or the file holds components or template elements, or sets
    /// what every view has, and the name is no slip of a component's (see ``UndeclaredClass``).
    /// Such a template is checked, its root as the component the class most likely extends.
    static func isAppClassTemplate(root name: String, in bytes: [UInt8], path: String, registry: Registry, elementNames: [String]) -> Bool {
        guard case .appClass = reading(ofRoot: name, registry: registry, elementNames: elementNames) else { return false }
        return CustomClassAdvice.classSuffixes.contains(where: name.hasSuffix)
            || containsTemplateElement(after: name, in: bytes, registry: registry)
            || rootSetsViewProperties(name, in: bytes, path: path, registry: registry)
    }

    /// How a root element naming no element component reads: ``UndeclaredClass/unknown``
    /// for a lowercase name or a component that cannot be an element.
    private static func reading(ofRoot name: String, registry: Registry, elementNames: [String]) -> UndeclaredClass {
        guard name.first?.isUppercase == true, registry.component(named: name) == nil else { return .unknown }
        return UndeclaredClass.reading(name, registry: registry, elementNames: elementNames)
    }

    /// Whether a capitalized root element `name` sets what every view has
    /// (`backgroundColor`, `width`, `layer.cornerRadius`) or a template attribute (`outlet`,
    /// `template`, `xml`): a leaf template of a class of the app's, such as
    /// `<Badge backgroundColor="red" height="20"/>`. Lowercase roots (`<svg width="10">`)
    /// and namespaced attributes (Android's `android:layout_width`) are other XML.
    private static func rootSetsViewProperties(_ name: String, in bytes: [UInt8], path: String, registry: Registry) -> Bool {
        guard name.first?.isUppercase == true, let root = XMLReader().read(bytes, path: path).document?.root else { return false }
        return root.attributes.contains { attribute in
            [TemplateKeywords.outlet, TemplateKeywords.template, TemplateKeywords.xml].contains(attribute.name)
                || registry.resolveKeyPath(attribute.name, on: "UIView") != nil
        }
    }

    /// Whether an element inside the root names a component or is a template element.
    private static func containsTemplateElement(after root: String, in bytes: [UInt8], registry: Registry) -> Bool {
        RootElementPeek.containsElement(after: root, in: bytes) { name in
            templateElements.contains(name) || registry.component(named: name)?.isElement == true
        }
    }
}

import TrellisDiagnostics
import TrellisRegistry

/// The XML files a folder search found that look like templates although their root
/// element is not a registry component, each with a warning at its root element: such a
/// file is not checked, and a template must never go unchecked without a word.
///
/// Layout treats any XML file whose root names a `UIView` or `UIViewController` subclass
/// as a template (seed 003). A root naming a class of the app's that no manifest declares
/// is checked as the component the class most likely extends (``hasAppClassRoot(_:registry:fileSystem:elementNames:)``);
/// a file is skipped, with a warning, when:
/// - its root element's name is a slip of a component's (a typo: the warning says which);
/// - or its root is lowercase or a component that cannot be an element, and it holds an
///   element naming a component, or a `<param>`, `<macro>` or `<children>`.
///
/// A file another template includes (`template=`, `xml=`) is never among them: compiling
/// that template reports the file's unknown root as an error at the same spot.
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
        for candidate in candidates {
            guard !includedFiles.contains(TemplatePath.normalize(candidate)),
                  let bytes = fileSystem.contents(of: candidate),
                  let name = RootElementPeek.rootElementName(bytes),
                  registry.component(named: name)?.isElement != true else { continue }
            let advice: String
            switch Self.reading(ofRoot: name, registry: registry, elementNames: elementNames) {
            case .appClass:
                continue
            case let .typo(match) where CustomClassAdvice.classSuffixes.contains(where: name.hasSuffix):
                advice = "did you mean '\(match)'? If '\(name)' is a class of yours, "
                    + CustomClassAdvice.declaration(for: name, elementNames: elementNames)
            case let .typo(match):
                advice = "did you mean '\(match)'?"
            case .unknown:
                guard Self.containsTemplateElement(after: name, in: bytes, registry: registry)
                    || Self.rootSetsViewProperties(name, in: bytes, path: candidate, registry: registry) else { continue }
                advice = "to check it, " + CustomClassAdvice.declaration(for: name, elementNames: elementNames)
            }
            let source = SourceText(path: candidate, bytes: bytes)
            paths.append(candidate)
            sources[candidate] = source
            diagnostics.append(.warning(
                .skippedTemplate, "'\(candidate)' is skipped: its root element '\(name)' is not a registry component; \(advice)",
                at: RootElementPeek.nameSpan(name, in: source)
            ))
        }
    }

    /// The names of `registry`'s components that can be elements, sorted.
    static func elementNames(of registry: Registry) -> [String] {
        registry.componentNames.filter { registry.component(named: $0)?.isElement == true }
    }

    /// Whether the file at `path` is a template whose root element names a class of the
    /// app's that no manifest declares (`<BoxesViewController>`): one ending in `View`,
    /// `Controller` or `Cell`, or holding components or template elements, or setting what
    /// every view has, and no slip of a component's name (see ``UndeclaredClass``). Such a
    /// template is checked, its root as the component the class most likely extends.
    static func hasAppClassRoot(_ path: String, registry: Registry, fileSystem: any TemplateFileSystem, elementNames: [String]) -> Bool {
        guard let bytes = fileSystem.contents(of: path), let name = RootElementPeek.rootElementName(bytes),
              case .appClass = reading(ofRoot: name, registry: registry, elementNames: elementNames) else { return false }
        return CustomClassAdvice.classSuffixes.contains(where: name.hasSuffix)
            || containsTemplateElement(after: name, in: bytes, registry: registry)
            || rootSetsViewProperties(name, in: bytes, path: path, registry: registry)
    }

    /// How a root element naming no element component reads: ``UndeclaredClass/unknown``
    /// for a lowercase name or a component that cannot be an element.
    private static func reading(ofRoot name: String, registry: Registry, elementNames: [String]) -> UndeclaredClass {
        guard name.first?.isUppercase == true, registry.component(named: name) == nil else { return .unknown }
        return UndeclaredClass.reading(name, elementNames: elementNames)
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

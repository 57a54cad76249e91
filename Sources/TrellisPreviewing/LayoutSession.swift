import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisLayout
import TrellisRegistry
import TrellisTemplates

/// A compiled template ready to be laid out: its engine, and the constants and state
/// values (as `trellis layout` takes them in `--constants` and `--state`) converted to the
/// types the template reads them as.
///
/// Only names the template reads are converted; other names in the JSON are ignored. A
/// value of the wrong type is an error naming the input and where it was given, and the
/// input is left unset (so layout reports it missing where it is used).
public struct LayoutSession {
    public let engine: LayoutEngine
    public let constants: [String: Value]
    public let state: [String: Value]
    /// Values that could not be converted, and problems found building the engine.
    public let diagnostics: [Diagnostic]

    /// A session laying `template` out with `options`, `constants` and `state`; the values of
    /// `variant` (a sample-data variant of `Name.preview.json`) are state that `state` shadows.
    public init(
        template: IRTemplate, registry: Registry, options: LayoutOptions, constants: [String: JSONValue], state: [String: JSONValue],
        variant: PreviewVariants.Variant? = nil
    ) {
        let engine = LayoutEngine(template: template, registry: registry, options: options)
        self.init(engine: engine, registry: registry, constants: constants, state: state, variant: variant)
    }

    /// A session reusing `engine` (built for `registry`) with new values: what a live
    /// preview does on every input edit, building the engine once per template.
    public init(
        engine: LayoutEngine, registry: Registry, constants: [String: JSONValue], state: [String: JSONValue],
        variant: PreviewVariants.Variant? = nil
    ) {
        var problems = engine.diagnostics
        let read = engine.inputs
        self.constants = Self.convert(constants, option: "--constants", inputs: read, registry: registry, problems: &problems)
        let sample = variant.map { Self.convert($0.values, option: $0.description, inputs: read, registry: registry, problems: &problems) }
        self.state = (sample ?? [:]).merging(
            Self.convert(state, option: "--state", inputs: read, registry: registry, problems: &problems)
        ) { _, given in given }
        self.engine = engine
        diagnostics = problems
    }

    /// The values of `json` the template reads, each as the type it is read as.
    private static func convert(
        _ json: [String: JSONValue], option: String, inputs: [(name: String, type: ValueType)], registry: Registry,
        problems: inout [Diagnostic]
    ) -> [String: Value] {
        let fonts = FontGrammar(catalog: registry.fonts)
        var values: [String: Value] = [:]
        for (name, type) in inputs {
            guard let given = json[name] else { continue }
            do {
                values[name] = try given.value(as: type, registry: registry, fonts: fonts)
            } catch {
                problems.append(.error(.invalidOption, "invalid value for '\(name)' in \(option): \(error.message)", at: nil))
            }
        }
        return values
    }

    /// Lays the template out in `size`.
    public func evaluate(size: Size) -> LayoutResult {
        engine.evaluate(constants: constants, state: state, size: size)
    }

    /// `diagnostics` with each location pointing into the file as the compiler named it.
    ///
    /// The engine locates problems by the IR's source paths, relative to the template root
    /// (`Login.xml`); the compiler reports paths as they were found (`Screens/Login.xml`).
    /// A path that is not a key of `sources` becomes the shortest key ending in `/` and that
    /// path, so both kinds of diagnostics name the same file and the human format can show
    /// its source lines.
    public static func relocated(_ diagnostics: [Diagnostic], sources: [String: SourceText]) -> [Diagnostic] {
        let paths = sources.keys.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }
        func relocated(_ span: SourceSpan?) -> SourceSpan? {
            guard var span, sources[span.file] == nil else { return span }
            if let path = paths.first(where: { $0.hasSuffix("/" + span.file) }) { span.file = path }
            return span
        }
        return diagnostics.map { diagnostic in
            var moved = diagnostic
            moved.location = relocated(diagnostic.location)
            moved.notes = diagnostic.notes.map { DiagnosticNote($0.message, at: relocated($0.location)) }
            return moved
        }
    }
}

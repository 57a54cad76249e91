import Foundation
import Testing
import TrellisDiagnostics
import TrellisExpressions
import TrellisLayout
import TrellisRegistry
import TrellisTemplates
import TrellisTooling

/// One behaviour of Layout's or Expression's test suites that applies to templates: the peer
/// test it comes from, a template (or the text a LayoutTool command reads) and what Layout
/// gives for it. ``PeerBehaviour/check()`` compiles the template with the built-in registry,
/// lays it out in 320 × 480 and compares, or formats, renames or collects strings.
///
/// A row whose behaviour Trellis does not have yet is listed, with its cause, in
/// ``PeerKnownIssues``; the table runs it inside `withKnownIssue`, so the row starts failing
/// (and the entry must go) as soon as the behaviour is fixed.
struct PeerBehaviour: Sendable, CustomTestStringConvertible {
    /// What Layout gives.
    enum Outcome: Sendable {
        /// The property `keyPath` of the node with id `x` (of the root when no node has that
        /// id) evaluates to `text` (``Value/description``), with no error or warning.
        case value(keyPath: String, text: String)
        /// The attribute is commented out or empty: the node with id `x` does not set
        /// `keyPath`, with no error or warning.
        case unset(keyPath: String)
        /// The node with id `id` gets `frame`, with no error or warning.
        case frame(id: String, Rect)
        /// The template compiles and lays out with no error or warning.
        case accepted
        /// The template compiles with no error or warning (its inputs are not given, so it is
        /// not laid out).
        case compiles
        /// Layout raises an error: Trellis reports this message, as the first error of the
        /// compiler or, when the template compiles, as the first problem of its layout.
        case fails(String)
        /// `trellis format` writes exactly this text.
        case formatted(String)
        /// `trellis rename old new` writes exactly this text.
        case renamed(old: String, new: String, output: String)
        /// `trellis strings` lists these keys, sorted and without duplicates.
        case strings([String])
    }

    /// `Suite.testName` in the peer repository (`nicklockwood/layout` or `nicklockwood/Expression`),
    /// with a note in parentheses when one peer test gives several rows; unique in the table.
    var peer: String
    var template: String
    var outcome: Outcome
    var constants: [String: Value] = [:]
    var state: [String: Value] = [:]
    /// Other templates beside the one under test (for `template=` and `xml=`), by file name.
    var others: [String: String] = [:]
    /// `Localizable.strings` text for `strings.` keys.
    var strings: String?
    /// Why Trellis differs from Layout today, when it does.
    var knownIssue: String? { PeerKnownIssues.causes[peer] }

    var testDescription: String { peer }
}

extension PeerBehaviour {
    /// The registry of the built-in manifests.
    static let registry = Registry.builtin

    /// Records an issue for every way Trellis differs from the outcome.
    func check(sourceLocation: SourceLocation = #_sourceLocation) {
        switch outcome {
        case let .formatted(expected):
            var formatter = TemplateFormatter(registry: Self.registry)
            let result = formatter.format(SourceText(path: "T.xml", text: template))
            #expect(result.diagnostics.map(\.message) == [], "\(peer)", sourceLocation: sourceLocation)
            #expect(String(decoding: result.output, as: UTF8.self) == expected, "\(peer)", sourceLocation: sourceLocation)
        case let .renamed(old, new, expected):
            let result = TemplateRenamer(registry: Self.registry).rename(old, to: new, in: SourceText(path: "T.xml", text: template))
            #expect(result.diagnostics.map(\.message) == [], "\(peer)", sourceLocation: sourceLocation)
            #expect(String(decoding: result.output, as: UTF8.self) == expected, "\(peer)", sourceLocation: sourceLocation)
        case let .strings(expected):
            let read = XMLReader().read(Array(template.utf8), path: "T.xml")
            guard let document = read.document else {
                Issue.record("\(peer): \(read.diagnostics.map(\.message))", sourceLocation: sourceLocation)
                return
            }
            let keys = Set(LocalizedStringCollector(registry: Self.registry).uses(in: document).map(\.key)).sorted()
            #expect(keys == expected, "\(peer)", sourceLocation: sourceLocation)
        case let .fails(message):
            let (compiled, diagnostics) = compile()
            guard let compiled else {
                let first = diagnostics.first { $0.severity == .error }?.message
                #expect(first == message, "\(peer): \(diagnostics.map(\.message))", sourceLocation: sourceLocation)
                return
            }
            let reported = layout(compiled).problems
            #expect(reported.first == message, "\(peer): compiles; layout: \(reported)", sourceLocation: sourceLocation)
        case .compiles:
            let (compiled, diagnostics) = compile()
            let problems = diagnostics.filter { $0.severity == .error || $0.severity == .warning }.map(\.message)
            #expect(compiled != nil && problems == [], "\(peer): \(problems)", sourceLocation: sourceLocation)
        case .value, .unset, .frame, .accepted:
            checkLayout(sourceLocation: sourceLocation)
        }
    }

    /// Checks a row whose template compiles and lays out without problems.
    private func checkLayout(sourceLocation: SourceLocation) {
        let (compiled, diagnostics) = compile()
        let problems = diagnostics.filter { $0.severity == .error || $0.severity == .warning }.map(\.message)
        guard let compiled else {
            Issue.record("\(peer): does not compile: \(problems)", sourceLocation: sourceLocation)
            return
        }
        #expect(problems == [], "\(peer): compiler", sourceLocation: sourceLocation)
        let (result, reported) = layout(compiled)
        switch outcome {
        case let .value(keyPath, text):
            guard let node = result.nodes.first(where: { $0.id == "x" }) ?? result.root else {
                Issue.record("\(peer): no nodes", sourceLocation: sourceLocation)
                return
            }
            #expect(node.value(keyPath)?.description == text, "\(peer): \(keyPath)", sourceLocation: sourceLocation)
        case let .unset(keyPath):
            #expect(result.nodes.first { $0.id == "x" }?.value(keyPath) == nil, "\(peer): \(keyPath) is set", sourceLocation: sourceLocation)
        case let .frame(id, frame):
            #expect(result.nodes.first { $0.id == id }?.frame == frame, "\(peer): frame of \(id)", sourceLocation: sourceLocation)
        default:
            break
        }
        #expect(reported == [], "\(peer): layout", sourceLocation: sourceLocation)
    }

    /// `template` laid out in 320 × 480 with the row's constants and state, and the messages
    /// of the problems the engine reports.
    private func layout(_ template: IRTemplate) -> (result: LayoutResult, problems: [String]) {
        let engine = LayoutEngine(template: template, registry: Self.registry, options: LayoutOptions(strings: stringsTable))
        let result = engine.evaluate(constants: constants, state: state, size: Size(width: 320, height: 480))
        return (result, (engine.diagnostics + result.diagnostics).map(\.message))
    }

    private var stringsTable: StringsTable? {
        strings.map { StringsTable.parse(Array($0.utf8), path: "Localizable.strings").table }
    }

    /// The IR of the template (the file `T/Test.xml`, with ``others`` beside it), or the
    /// compiler's diagnostics.
    private func compile() -> (IRTemplate?, [Diagnostic]) {
        var texts = ["/t/T/Test.xml": template]
        for (name, text) in others { texts["/t/T/" + name] = text }
        let fileSystem = MemoryFileSystem(texts: texts, currentDirectory: "/t")
        var compiler = TemplateCompiler(
            registry: Self.registry, roots: TemplateRoots(folders: ["/t/T"], currentDirectory: "/t"), fileSystem: fileSystem,
            strings: stringsTable
        )
        let compilation = compiler.compile(path: "/t/T/Test.xml")
        return (compilation.template, compilation.diagnostics)
    }
}

/// Runs `row`, inside `withKnownIssue` when Trellis differs from Layout today.
func verify(_ row: PeerBehaviour) {
    if let cause = row.knownIssue {
        withKnownIssue(Comment(rawValue: cause)) { row.check() }
    } else {
        row.check()
    }
}

// MARK: Row builders

/// A row whose template is written out.
func behaviour(
    _ peer: String, _ template: String, _ outcome: PeerBehaviour.Outcome, constants: [String: Value] = [:],
    state: [String: Value] = [:], others: [String: String] = [:], strings: String? = nil
) -> PeerBehaviour {
    PeerBehaviour(peer: peer, template: template, outcome: outcome, constants: constants, state: state, others: others, strings: strings)
}

/// The XML attribute text of `value` (quotes and angle brackets escaped).
private func attribute(_ value: String) -> String {
    value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
}

/// A number expression (a `CGFloat` property, `layer.cornerRadius`) and its value.
func number(
    _ peer: String, _ expression: String, _ text: String, constants: [String: Value] = [:], state: [String: Value] = [:]
) -> PeerBehaviour {
    behaviour(
        peer, "<UIView id=\"x\" layer.cornerRadius=\"\(attribute(expression))\"/>", .value(keyPath: "layer.cornerRadius", text: text),
        constants: constants, state: state
    )
}

/// A Bool expression (`isHidden`) and its value.
func boolean(
    _ peer: String, _ expression: String, _ value: Bool, constants: [String: Value] = [:]
) -> PeerBehaviour {
    behaviour(
        peer, "<UIView id=\"x\" isHidden=\"\(attribute(expression))\"/>", .value(keyPath: "isHidden", text: String(value)),
        constants: constants
    )
}

/// A string attribute (`UILabel.text`: literal text with `{…}` expressions) and its value.
func text(
    _ peer: String, _ value: String, _ expected: String, constants: [String: Value] = [:], state: [String: Value] = [:],
    strings: String? = nil
) -> PeerBehaviour {
    behaviour(
        peer, "<UILabel id=\"x\" text=\"\(attribute(value))\"/>", .value(keyPath: "text", text: expected), constants: constants,
        state: state, strings: strings
    )
}

/// A color attribute (`backgroundColor`) and its value as `#rrggbbaa`.
func color(
    _ peer: String, _ value: String, _ expected: String, constants: [String: Value] = [:], state: [String: Value] = [:]
) -> PeerBehaviour {
    behaviour(
        peer, "<UIView id=\"x\" backgroundColor=\"\(attribute(value))\"/>", .value(keyPath: "backgroundColor", text: expected),
        constants: constants, state: state
    )
}

/// A row whose template sets `image` of a UIImageView to `value`, with the constant
/// `testImage` an image named `rocket`, as Layout's image tests give a `UIImage` constant.
func image(_ peer: String, _ value: String) -> PeerBehaviour {
    behaviour(
        peer, "<UIImageView id=\"x\" image=\"\(attribute(value))\"/>", .value(keyPath: "image", text: Value.image("rocket").description),
        constants: ["testImage": .image("rocket")]
    )
}

/// A number expression Layout refuses (`layer.cornerRadius`), with the first error Trellis gives.
func invalidNumber(_ peer: String, _ expression: String, _ message: String) -> PeerBehaviour {
    behaviour(peer, "<UIView layer.cornerRadius=\"\(attribute(expression))\"/>", .fails(message))
}

/// A `trellis format` row.
func format(_ peer: String, _ input: String, _ output: String) -> PeerBehaviour {
    behaviour(peer, input, .formatted(output))
}

import TrellisDiagnostics
import Yams

/// A manifest's YAML composed into nodes that keep their positions.
struct ComposedYAML {
    /// The root node; `nil` for an empty document or when the document is unusable (the
    /// diagnostics say why).
    var root: YAMLNode?
    var diagnostics: [Diagnostic]
}

/// Composes YAML text with Yams and turns every libyaml or Yams error into a diagnostic.
///
/// Yams rejects a whole document when a mapping repeats a key, reporting only the first
/// occurrence. To report every duplicate where it occurs and still check the rest of the
/// manifest, the composer gives the first occurrence a unique local tag (`!d1 key`),
/// which makes the keys unequal to Yams, and composes again; the manifest reader then
/// finds the duplicates itself, with both locations. Tags are inserted as ASCII on the
/// same line, so positions are mapped back exactly.
enum YAMLComposer {
    /// The deepest nesting a manifest may use; manifests need about six levels.
    static let maximumDepth = 64
    /// How many duplicate keys one document may contain before composing stops.
    static let maximumDuplicateKeys = 100
    /// What a document whose aliases expand too far is told.
    static let aliasExpansionMessage = "YAML aliases expand the document to too many nodes"
    /// What a document whose mapping keys would take too long to hash and compare is told.
    static let keysTooLargeMessage = "YAML mapping keys are too large to compare; a manifest's keys are names"
    /// How many bytes and key nodes all the compositions of one document may visit.
    private static let compositionBudget = 1 << 21

    /// How many nodes a document of `byteCount` bytes may expand to with its aliases.
    static func nodeBudget(_ byteCount: Int) -> Int { byteCount + 1024 }

    static func compose(_ source: SourceText) -> ComposedYAML {
        if let offset = YAMLNestingScan.firstTooDeepOffset(source.bytes) {
            let message = "YAML is nested too deeply; the limit is \(maximumDepth) levels"
            return ComposedYAML(root: nil, diagnostics: [.error(.manifestSyntax, message, at: source.span(offset: offset, length: 1))])
        }
        let cost = YAMLCompositionCost(of: source.bytes, nodeLimit: nodeBudget(source.bytes.count), keyNodeLimit: max(1 << 16, source.bytes.count))
        if let overflow = cost.overflow {
            var positions = YAMLPositions(bytes: source.bytes)
            let offset = positions.offset(line: overflow.line, column: overflow.column)
            let message = overflow.isInKeys ? keysTooLargeMessage : aliasExpansionMessage
            return ComposedYAML(root: nil, diagnostics: [.error(.inputLimit, message, at: source.span(offset: offset, length: 1))])
        }
        // Each duplicate key costs one more composition, so a document whose keys are costly
        // to hash gets fewer of them.
        let compositions = min(maximumDuplicateKeys + 1, max(1, compositionBudget / (source.bytes.count + cost.keyNodes + 1)))
        var parsed = source.bytes
        var insertions: [YAMLLocator.Insertion] = []
        for count in 0..<compositions {
            var locator = YAMLLocator(source: source, parsedBytes: parsed, insertions: insertions)
            let text = String(decoding: parsed, as: UTF8.self)
            do {
                guard let root = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
                    return ComposedYAML(root: nil, diagnostics: [])
                }
                var converter = NodeConverter(locator: locator, budget: nodeBudget(parsed.count))
                let converted = converter.convert(root)
                let diagnostics = converter.problem.map { [$0] } ?? []
                return ComposedYAML(root: converted, diagnostics: diagnostics)
            } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
                var positions = YAMLPositions(bytes: parsed)
                let offset = positions.offset(line: context.mark.line, column: context.mark.column)
                guard count + 1 < compositions, canTag(parsed, at: offset) else {
                    let name = duplicates.first ?? ""
                    let message = count < maximumDuplicateKeys
                        ? "duplicate key \(quoted(name))"
                        : "too many duplicate keys; the limit is \(maximumDuplicateKeys)"
                    let diagnostic = Diagnostic.error(.manifestSyntax, message, at: locator.span(of: context.mark, length: 1))
                    return ComposedYAML(root: nil, diagnostics: [diagnostic])
                }
                let tag = Array("!d\(count + 1) ".utf8)
                parsed.insert(contentsOf: tag, at: offset)
                for index in insertions.indices where insertions[index].offset >= offset {
                    insertions[index].offset += tag.count
                }
                insertions.append(.init(offset: offset, length: tag.count))
                insertions.sort { $0.offset < $1.offset }
            } catch {
                let diagnostic = diagnostic(for: error, parsedText: text, locator: &locator)
                return ComposedYAML(root: nil, diagnostics: [diagnostic])
            }
        }
        return ComposedYAML(root: nil, diagnostics: [])
    }

    /// Whether a tag can be put in front of the key starting at `offset`: not when the key
    /// already has a tag, is an alias, or is a block collection.
    private static func canTag(_ bytes: [UInt8], at offset: Int) -> Bool {
        guard offset < bytes.count else { return false }
        switch bytes[offset] {
        case UInt8(ascii: "!"), UInt8(ascii: "*"): return false
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            guard offset + 1 < bytes.count else { return false }
            return ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[offset + 1])
        default: return true
        }
    }

    /// Converts a libyaml or Yams error to a diagnostic at its position.
    private static func diagnostic(for error: Error, parsedText: String, locator: inout YAMLLocator) -> Diagnostic {
        switch error {
        case let YamlError.scanner(context, problem, mark, _),
             let YamlError.parser(context, problem, mark, _),
             let YamlError.composer(context, problem, mark, _):
            let location = locator.span(of: mark, length: 1)
            if problem.hasPrefix("Maximum nesting level") {
                return .error(.inputLimit, "YAML is nested too deeply; the limit is \(maximumDepth) levels", at: location)
            }
            if problem == "but found another document" {
                return .error(.manifestSyntax, "a manifest must be a single YAML document; found another document", at: location)
            }
            var notes: [DiagnosticNote] = []
            if let context {
                let contextLocation = locator.span(of: context.mark, length: 1)
                if contextLocation != location {
                    notes.append(DiagnosticNote("\(context.text) that starts here", at: contextLocation))
                }
            }
            return .error(.manifestSyntax, "invalid YAML: \(lowercasedFirst(problem))", at: location, notes: notes)
        case let YamlError.reader(problem, offset, value, _):
            var byteOffset = 0
            if let offset, let index = parsedText.index(parsedText.startIndex, offsetBy: offset, limitedBy: parsedText.endIndex) {
                byteOffset = locator.sourceOffset(ofParsedOffset: parsedText.utf8.distance(from: parsedText.startIndex, to: index))
            }
            let character = value >= 0 ? " (U+\(hex4(value)))" : ""
            return .error(
                .manifestSyntax, "invalid YAML: \(lowercasedFirst(problem))\(character)",
                at: locator.source.span(offset: byteOffset, length: 1))
        default:
            return .error(.manifestSyntax, "invalid YAML: \(error)", at: locator.source.span(offset: 0, length: 0))
        }
    }

    private static func lowercasedFirst(_ text: String) -> String {
        guard let first = text.first, first.isUppercase else { return text }
        return first.lowercased() + text.dropFirst()
    }

    private static func hex4(_ value: Int32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}

/// Copies Yams nodes into ``YAMLNode``s with source positions, stopping with a diagnostic
/// at the first node nested deeper than ``YAMLComposer/maximumDepth`` or when aliases make
/// the document expand to more nodes than its text could hold.
///
/// Works with an explicit stack rather than recursion, so that its stack use does not grow
/// with the nesting of the document.
private struct NodeConverter {
    var locator: YAMLLocator
    /// How many more nodes may be copied.
    var budget: Int
    var problem: Diagnostic?

    /// A collection being copied: its children (keys and values alternating for a
    /// mapping), how many have been visited, and the copies made so far.
    private struct Frame {
        var isMapping: Bool
        var offset: Int
        var children: [Node]
        var next = 0
        var copies: [YAMLNode] = []
    }

    init(locator: YAMLLocator, budget: Int) {
        self.locator = locator
        self.budget = budget
    }

    mutating func convert(_ root: Node) -> YAMLNode? {
        guard admit(root, depth: 1) else { return nil }
        var stack: [Frame] = []
        if let leaf = leafOrFrame(root, into: &stack) { return leaf }
        while let last = stack.indices.last {
            if stack[last].next < stack[last].children.count {
                let child = stack[last].children[stack[last].next]
                stack[last].next += 1
                guard admit(child, depth: stack.count + 1) else { return nil }
                if let leaf = leafOrFrame(child, into: &stack) { stack[last].copies.append(leaf) }
                continue
            }
            let frame = stack.removeLast()
            let node = collection(frame)
            guard let parent = stack.indices.last else { return node }
            stack[parent].copies.append(node)
        }
        return nil
    }

    /// Counts a node against the budget and the depth limit, recording the first problem.
    private mutating func admit(_ node: Node, depth: Int) -> Bool {
        budget -= 1
        if depth > YAMLComposer.maximumDepth {
            problem = .error(
                .inputLimit, "YAML is nested too deeply; the limit is \(YAMLComposer.maximumDepth) levels",
                at: locator.span(of: node.mark, length: 1))
        } else if budget < 0 {
            problem = .error(.inputLimit, YAMLComposer.aliasExpansionMessage, at: locator.span(of: node.mark, length: 1))
        }
        return problem == nil
    }

    /// The copy of a scalar (or alias), or `nil` after pushing a frame for a collection.
    private mutating func leafOrFrame(_ node: Node, into stack: inout [Frame]) -> YAMLNode? {
        switch node {
        case let .scalar(scalar):
            let position = locator.position(of: scalar)
            return YAMLNode(
                content: .scalar(scalar.string, isPlain: scalar.style == .plain), offset: position.offset,
                length: position.length, valueOffset: position.valueOffset)
        case let .mapping(mapping):
            var children: [Node] = []
            children.reserveCapacity(mapping.count * 2)
            for (key, value) in mapping {
                children.append(key)
                children.append(value)
            }
            stack.append(Frame(isMapping: true, offset: mapping.mark.map { locator.offset(of: $0) } ?? 0, children: children))
            return nil
        case let .sequence(sequence):
            stack.append(Frame(isMapping: false, offset: sequence.mark.map { locator.offset(of: $0) } ?? 0, children: Array(sequence)))
            return nil
        case let .alias(alias):
            let offset = alias.mark.map { locator.offset(of: $0) } ?? 0
            return YAMLNode(content: .scalar("", isPlain: true), offset: offset, length: 1)
        }
    }

    private func collection(_ frame: Frame) -> YAMLNode {
        guard frame.isMapping else { return YAMLNode(content: .sequence(frame.copies), offset: frame.offset, length: 1) }
        var pairs: [YAMLPair] = []
        pairs.reserveCapacity(frame.copies.count / 2)
        var index = 0
        while index + 1 < frame.copies.count {
            pairs.append(YAMLPair(key: frame.copies[index], value: frame.copies[index + 1]))
            index += 2
        }
        return YAMLNode(content: .mapping(pairs), offset: frame.offset, length: 1)
    }
}

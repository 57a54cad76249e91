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
    /// The deepest nesting of collections a manifest may use; manifests need about six.
    static let maximumDepth = 64
    /// How many duplicate keys one document may contain before composing stops.
    static let maximumDuplicateKeys = 100

    static func compose(_ source: SourceText) -> ComposedYAML {
        var parsed = source.bytes
        var insertions: [YAMLLocator.Insertion] = []
        for count in 0...maximumDuplicateKeys {
            var locator = YAMLLocator(source: source, parsedBytes: parsed, insertions: insertions)
            let text = String(decoding: parsed, as: UTF8.self)
            do {
                guard let root = try Yams.compose(yaml: text, .basic, .default, .utf8) else {
                    return ComposedYAML(root: nil, diagnostics: [])
                }
                var converter = NodeConverter(locator: locator, budget: parsed.count + 1024)
                let converted = converter.convert(root, depth: 1)
                let diagnostics = converter.problem.map { [$0] } ?? []
                return ComposedYAML(root: converted, diagnostics: diagnostics)
            } catch let YamlError.duplicatedKeysInMapping(duplicates, context) {
                var positions = YAMLPositions(bytes: parsed)
                let offset = positions.offset(line: context.mark.line, column: context.mark.column)
                guard count < maximumDuplicateKeys, canTag(parsed, at: offset) else {
                    let name = duplicates.first ?? ""
                    let message = count < maximumDuplicateKeys
                        ? "duplicate key \(quoted(name))"
                        : "too many duplicate keys; the limit is \(maximumDuplicateKeys)"
                    let diagnostic = Diagnostic.error(message, at: locator.span(of: context.mark, length: 1))
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
                return .error("YAML is nested too deeply; the limit is \(maximumDepth) levels", at: location)
            }
            if problem == "but found another document" {
                return .error("a manifest must be a single YAML document; found another document", at: location)
            }
            var notes: [DiagnosticNote] = []
            if let context {
                let contextLocation = locator.span(of: context.mark, length: 1)
                if contextLocation != location {
                    notes.append(DiagnosticNote("\(context.text) that starts here", at: contextLocation))
                }
            }
            return .error("invalid YAML: \(lowercasedFirst(problem))", at: location, notes: notes)
        case let YamlError.reader(problem, offset, value, _):
            var byteOffset = 0
            if let offset, let index = parsedText.index(parsedText.startIndex, offsetBy: offset, limitedBy: parsedText.endIndex) {
                byteOffset = locator.sourceOffset(ofParsedOffset: parsedText.utf8.distance(from: parsedText.startIndex, to: index))
            }
            let character = value >= 0 ? " (U+\(hex4(value)))" : ""
            return .error(
                "invalid YAML: \(lowercasedFirst(problem))\(character)",
                at: locator.source.span(offset: byteOffset, length: 1))
        default:
            return .error("invalid YAML: \(error)", at: locator.source.span(offset: 0, length: 0))
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
/// at the first node nested deeper than ``YAMLComposer/maximumDepth`` (so the recursion
/// is bounded) or when aliases make the document expand to more nodes than its
/// text could hold.
private struct NodeConverter {
    var locator: YAMLLocator
    /// How many more nodes may be copied.
    var budget: Int
    var problem: Diagnostic?

    mutating func convert(_ node: Node, depth: Int) -> YAMLNode? {
        guard problem == nil else { return nil }
        guard depth <= YAMLComposer.maximumDepth else {
            problem = .error(
                "YAML is nested too deeply; the limit is \(YAMLComposer.maximumDepth) levels",
                at: locator.span(of: node.mark, length: 1))
            return nil
        }
        budget -= 1
        guard budget >= 0 else {
            problem = .error("YAML aliases expand the document to too many nodes", at: locator.span(of: node.mark, length: 1))
            return nil
        }
        switch node {
        case let .scalar(scalar):
            let position = locator.position(of: scalar)
            return YAMLNode(
                content: .scalar(scalar.string, isPlain: scalar.style == .plain), offset: position.offset,
                length: position.length, valueOffset: position.valueOffset)
        case let .mapping(mapping):
            let offset = mapping.mark.map { locator.offset(of: $0) } ?? 0
            var pairs: [YAMLPair] = []
            pairs.reserveCapacity(mapping.count)
            for (key, value) in mapping {
                guard let key = convert(key, depth: depth + 1), let value = convert(value, depth: depth + 1) else { return nil }
                pairs.append(YAMLPair(key: key, value: value))
            }
            return problem == nil ? YAMLNode(content: .mapping(pairs), offset: offset, length: 1) : nil
        case let .sequence(sequence):
            let offset = sequence.mark.map { locator.offset(of: $0) } ?? 0
            var elements: [YAMLNode] = []
            elements.reserveCapacity(sequence.count)
            for element in sequence {
                guard let element = convert(element, depth: depth + 1) else { return nil }
                elements.append(element)
            }
            return problem == nil ? YAMLNode(content: .sequence(elements), offset: offset, length: 1) : nil
        case let .alias(alias):
            let offset = alias.mark.map { locator.offset(of: $0) } ?? 0
            return YAMLNode(content: .scalar("", isPlain: true), offset: offset, length: 1)
        }
    }
}

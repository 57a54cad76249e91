import Foundation
import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// Formatting the fixtures and the examples: idempotent, and the formatted template means
/// what the original meant — same XML structure, same parsed expression trees, same
/// comments and body text, and the same compiled IR.
final class FormatterCorpusTests: XCTestCase {
    func testTheCorpusIsNotEmpty() {
        XCTAssertGreaterThanOrEqual(Corpus.templates.count, 5)
    }

    func testFormattingTwiceChangesNothing() {
        var formatter = TemplateFormatter(registry: Corpus.registry)
        for path in Corpus.templates {
            let once = formatter.format(SourceText(path: path, text: Corpus.text(of: path)))
            XCTAssertEqual(once.diagnostics, [], path)
            let twice = formatter.format(SourceText(path: path, bytes: once.output))
            XCTAssertFalse(twice.isChanged, "formatting \(path) again changed it")
            XCTAssertEqual(twice.output, once.output, path)
        }
    }

    func testFormattedTemplatesHaveTheSameStructureAndExpressionTrees() {
        var formatter = TemplateFormatter(registry: Corpus.registry)
        for path in Corpus.templates {
            let text = Corpus.text(of: path)
            let output = formatter.format(SourceText(path: path, text: text)).output
            guard let original = document(text, path: path), let formatted = document(String(decoding: output, as: UTF8.self), path: path)
            else { continue }
            XCTAssertEqual(TemplateStructure(formatted, registry: Corpus.registry), TemplateStructure(original, registry: Corpus.registry), path)
            XCTAssertEqual(ParsedValues(formatted).values, ParsedValues(original).values, path)
            XCTAssertEqual(textContent(formatted), textContent(original), path)
        }
    }

    func testFormattedTemplatesCompileToTheSameIR() throws {
        var formatter = TemplateFormatter(registry: Corpus.registry)
        var originals: [String: [UInt8]] = [:]
        for path in Corpus.templates { originals[path] = Array(Corpus.text(of: path).utf8) }
        var formattedFiles = originals
        for (path, bytes) in originals { formattedFiles[path] = formatter.format(SourceText(path: path, bytes: bytes)).output }
        var compared = 0
        for path in Corpus.templates {
            let root = TemplatePath.folder(of: path)
            let before = compile(path, root: root, files: originals)
            guard let beforeIR = before else { continue }
            guard let afterIR = compile(path, root: root, files: formattedFiles) else {
                XCTFail("\(path) no longer compiles once formatted")
                continue
            }
            XCTAssertEqual(try positionFreeJSON(afterIR), try positionFreeJSON(beforeIR), path)
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 3, "too few corpus templates compile to compare their IR")
    }

    // MARK: Helpers

    /// The IR of `path`, or `nil` when it does not compile.
    private func compile(_ path: String, root: String, files: [String: [UInt8]]) -> IRTemplate? {
        let fileSystem = MemoryFileSystem(files: files, currentDirectory: "/")
        var compiler = TemplateCompiler(registry: Corpus.registry, roots: TemplateRoots(folders: [root], currentDirectory: "/"),
                                        fileSystem: fileSystem)
        return compiler.compile(path: path).template
    }

    /// The IR as JSON without what formatting may change: locations (the IR writes spans
    /// and ranges as arrays of integers) and the source text of values (`10-5* 4` becomes
    /// `10 - 5 * 4`). The typed expression trees and everything else must be equal.
    private func positionFreeJSON(_ template: IRTemplate) throws -> NSDictionary {
        let bytes = IRWriter.encode(IRDocument(templates: [template]))
        let json = try JSONSerialization.jsonObject(with: Data(bytes))
        return try XCTUnwrap(removingPositions(json) as? NSDictionary)
    }

    private func removingPositions(_ value: Any) -> Any {
        if let dictionary = value as? [String: Any] {
            return dictionary.filter { !["location", "locations", "source"].contains($0.key) }.mapValues(removingPositions)
        }
        if let array = value as? [Any] {
            if !array.isEmpty, array.allSatisfy({ $0 is Int }) { return "position" }
            return array.map(removingPositions)
        }
        return value
    }

    /// Every comment and every non-blank text node, in document order.
    private func textContent(_ document: TrellisTemplates.XMLDocument) -> [String] {
        var found: [String] = []
        var pending = [document.root]
        while let element = pending.popLast() {
            for child in element.children {
                switch child {
                case .text(let text) where !text.isWhitespace: found.append("text: " + text.text)
                case .comment(let comment): found.append("comment: " + comment.text)
                case .element(let nested): pending.append(nested)
                default: continue
                }
            }
        }
        return found.sorted()
    }
}

/// Every attribute value of a document parsed by its syntax, with source ranges removed,
/// as a sorted list (formatting may reorder declarations, never change a tree).
private struct ParsedValues {
    var values: [String] = []

    init(_ document: TrellisTemplates.XMLDocument) {
        var classifier = AttributeClassifier(registry: Corpus.registry)
        var pending = [document.root]
        while let element = pending.popLast() {
            let kind = TemplateElementKind(element.name, registry: Corpus.registry)
            for attribute in element.attributes {
                let syntax = classifier.syntax(of: attribute.name, on: element, kind: kind)
                let description: String = switch ParsedAttributeValue(attribute.value, syntax: syntax, locator: attribute.locator) {
                case let .expression(tree, comment): "expression \(tree.map(Self.stripped).map(String.init(describing:)) ?? "-") \(comment?.text ?? "")"
                case .template(let template): "template \(template.segments.map(Self.stripped))"
                case .unparsed: "text \(attribute.value)"
                }
                values.append("\(element.name) \(attribute.name) \(description)")
            }
            for case let .element(child) in element.children { pending.append(child) }
        }
        values.sort()
    }

    private static func stripped(_ segment: StringTemplate.Segment) -> String {
        switch segment {
        case .literal(let text, _): "literal(\(text))"
        case .expression(let syntax, _): "expression(\(syntax.map(stripped).map(String.init(describing:)) ?? "-"))"
        }
    }

    /// The tree with every range set to `0..<0` (recursion is bounded by the parser's
    /// height limit).
    static func stripped(_ syntax: ExpressionSyntax) -> ExpressionSyntax {
        let kind: ExpressionSyntax.Kind = switch syntax.kind {
        case .number, .string, .color, .boolean, .nilLiteral, .symbol: syntax.kind
        case .percentage(let operand): .percentage(stripped(operand))
        case let .prefix(prefix, operand): .prefix(prefix, stripped(operand))
        case let .infix(infix, lhs, rhs): .infix(infix, stripped(lhs), stripped(rhs))
        case let .ternary(condition, thenBranch, elseBranch): .ternary(condition: stripped(condition), then: stripped(thenBranch), else: stripped(elseBranch))
        case let .call(path, arguments): .call(path, arguments: arguments.map(stripped))
        case let .subscripted(base, index): .subscripted(stripped(base), index: stripped(index))
        case let .range(lower, rangeOperator, upper): .range(lower: lower.map(stripped), rangeOperator, upper: upper.map(stripped))
        case .array(let elements): .array(elements.map(stripped))
        case .list(let items): .list(items.map(stripped))
        case .parenthesized(let inner): .parenthesized(stripped(inner))
        }
        return ExpressionSyntax(kind, range: 0..<0, spelling: syntax.spelling)
    }
}

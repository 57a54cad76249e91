import Foundation
import TrellisDiagnostics

/// The findings of configurable rules recorded at one point (`trellis check
/// --write-baseline`), so that later checks (`--baseline`) report only new ones.
///
/// A finding is recorded by rule, file and a location that survives edits elsewhere in
/// the file: the path of its element in the template's tree (`UIView/UIStackView/UILabel[1]`,
/// the index counting earlier siblings of the same name) and the attribute it is in. A
/// finding outside any element (a manifest's, one without a location) is recorded by its
/// message instead. Each recorded finding excuses one current finding with the same key.
public struct Baseline: Codable, Equatable, Sendable {
    /// One recorded finding.
    public struct Finding: Codable, Hashable, Sendable, Comparable {
        public var rule: String
        public var file: String
        /// The element's path in the tree; `nil` when the finding is in no element.
        public var element: String?
        /// The attribute holding the finding, if any.
        public var attribute: String?
        /// The message, used to match findings in no element.
        public var message: String?

        public static func < (lhs: Finding, rhs: Finding) -> Bool {
            (lhs.file, lhs.element ?? "", lhs.attribute ?? "", lhs.rule, lhs.message ?? "")
                < (rhs.file, rhs.element ?? "", rhs.attribute ?? "", rhs.rule, rhs.message ?? "")
        }
    }

    public static let formatName = "trellis-baseline"

    public var format = Baseline.formatName
    public var version = 1
    public var findings: [Finding]

    /// The baseline of `diagnostics` (those of configurable rules), located in `sources`.
    public init(_ diagnostics: [Diagnostic], sources: [String: SourceText]) {
        var locator = ElementLocator(sources: sources)
        findings = diagnostics.filter { $0.rule.rule.isConfigurable && $0.severity != .note }
            .map { locator.finding(for: $0) }
            .sorted()
    }

    /// Reads a baseline written by ``encoded()``, or says why `data` is not one.
    public static func decode(_ data: Data) -> Result<Baseline, BaselineError> {
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data) else {
            return .failure(BaselineError("it is not a Trellis baseline (JSON with \"format\": \"\(formatName)\")"))
        }
        guard baseline.format == formatName, baseline.version == 1 else {
            return .failure(BaselineError("its format is '\(baseline.format)' version \(baseline.version); expected '\(formatName)' version 1"))
        }
        return .success(baseline)
    }

    /// The baseline as sorted, indented JSON ending in a newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// `diagnostics` less those the baseline records (non-configurable rules are always kept).
    public func filter(_ diagnostics: [Diagnostic], sources: [String: SourceText]) -> [Diagnostic] {
        var remaining: [Finding: Int] = [:]
        for finding in findings { remaining[finding, default: 0] += 1 }
        var locator = ElementLocator(sources: sources)
        return diagnostics.filter { diagnostic in
            guard diagnostic.rule.rule.isConfigurable else { return true }
            let finding = locator.finding(for: diagnostic)
            guard let count = remaining[finding], count > 0 else { return true }
            remaining[finding] = count - 1
            return false
        }
    }
}

/// Why a baseline file cannot be used.
public struct BaselineError: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}

/// Finds the element and attribute a diagnostic points into, reading each template once.
private struct ElementLocator {
    let sources: [String: SourceText]
    private var roots: [String: XMLElement?] = [:]

    init(sources: [String: SourceText]) {
        self.sources = sources
    }

    mutating func finding(for diagnostic: Diagnostic) -> Baseline.Finding {
        let rule = diagnostic.rule.rawValue
        guard let location = diagnostic.location else {
            return Baseline.Finding(rule: rule, file: "", element: nil, attribute: nil, message: diagnostic.message)
        }
        guard let root = root(of: location.file), root.span.offset <= location.offset, location.offset < root.span.endOffset else {
            return Baseline.Finding(rule: rule, file: location.file, element: nil, attribute: nil, message: diagnostic.message)
        }
        var element = root
        var path = [root.name]
        // Descends into the child holding the offset; bounded by the reader's nesting limit.
        while let found = Self.child(of: element, containing: location.offset) {
            path.append(found.index == 0 ? found.child.name : "\(found.child.name)[\(found.index)]")
            element = found.child
        }
        let attribute = element.attributes.first { $0.span.offset <= location.offset && location.offset < max($0.span.endOffset, $0.span.offset + 1) }
        return Baseline.Finding(rule: rule, file: location.file, element: path.joined(separator: "/"), attribute: attribute?.name, message: nil)
    }

    /// The child element holding `offset`, and how many earlier siblings share its name.
    private static func child(of element: XMLElement, containing offset: Int) -> (index: Int, child: XMLElement)? {
        var seen: [String: Int] = [:]
        for case let .element(child) in element.children {
            let index = seen[child.name, default: 0]
            seen[child.name] = index + 1
            if child.span.offset <= offset, offset < child.span.endOffset { return (index: index, child: child) }
        }
        return nil
    }

    private mutating func root(of file: String) -> XMLElement? {
        if let known = roots[file] { return known }
        let root = file.hasSuffix(".xml") ? sources[file].flatMap { XMLReader().read($0.bytes, path: file).document?.root } : nil
        roots[file] = root
        return root
    }
}

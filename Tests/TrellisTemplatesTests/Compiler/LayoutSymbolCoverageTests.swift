import Foundation
import TrellisDiagnostics
import TrellisRegistry
@testable import TrellisTemplates
import XCTest

/// The built-in manifests against Layout's generated UIKit symbol table
/// (`LayoutSymbols/LayoutUIKitSymbols.tsv`, extracted from Layout's `LayoutTool/Symbols.swift`).
///
/// A symbol is accepted when a template setting it on its class, `<Class symbol="value"/>`,
/// compiles without an error. The value is the first case where the manifests declare an
/// enum or option set (Layout types many of them by their raw `String`, `Int` or `UInt64`),
/// else a literal of Layout's type for the types that have one (`true`, `1`, `foo`, `red`, …)
/// and else an input (a constant or state of the property's type, as Layout templates bind
/// them).
final class LayoutSymbolCoverageTests: XCTestCase {
    /// One row of the table: a settable key path of a class, with Layout's type name.
    struct Symbol {
        var className: String
        var path: String
        var layoutType: String
    }

    static let table = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("LayoutSymbols/LayoutUIKitSymbols.tsv")

    /// The symbols of the table and each class's superclass in Layout.
    static func load() throws -> (symbols: [Symbol], superclasses: [String: String]) {
        var symbols: [Symbol] = []
        var superclasses: [String: String] = [:]
        let text = try String(contentsOf: table, encoding: .utf8)
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && line != "class\tsymbol\ttype" {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                XCTFail("malformed row: \(line)")
                continue
            }
            if fields[1] == "superclass" {
                superclasses[fields[0]] = fields[2]
            } else {
                symbols.append(Symbol(className: fields[0], path: fields[1], layoutType: fields[2]))
            }
        }
        return (symbols, superclasses)
    }

    /// A plausible value for `symbol`: see the type's documentation.
    static func value(for symbol: Symbol) -> String {
        let registry = Registry.builtin
        if let resolved = registry.resolveKeyPath(symbol.path, on: symbol.className) {
            switch resolved.type.unwrapped {
            case let .enumeration(name), let .options(name):
                if let first = registry.cases(of: name).first { return first }
            default: break
            }
        }
        return switch symbol.layoutType {
        case "Bool": "true"
        case "CGFloat", "Double", "Float", "Int", "UInt", "UInt64", "UILayoutPriority": "1"
        case "String", "NSAttributedString": "foo"
        case "UIColor", "CGColor": "red"
        case "UIFont": "bold 17"
        case "URL": "https://example.com"
        case "Selector": "onTap"
        default: "value"
        }
    }

    /// The first error of setting each symbol on its class (`nil` where it compiles), every
    /// template compiled by one compiler, as `check` compiles a folder.
    static func firstErrors(_ symbols: [Symbol]) -> [String?] {
        var files: [String: String] = [:]
        for (index, symbol) in symbols.enumerated() {
            files["S\(index).xml"] = "<\(symbol.className) \(symbol.path)=\"\(value(for: symbol))\"/>"
        }
        var compiler = CompilerFixture(files).compiler()
        return symbols.indices.map { index in
            compiler.compile(path: "S\(index).xml").diagnostics.first { $0.severity == .error }?.message
        }
    }

    func testEveryLayoutClassIsAComponentWithLayoutsSuperclass() throws {
        let (_, superclasses) = try Self.load()
        let registry = Registry.builtin
        for (className, superclass) in superclasses.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(registry.components[className]?.superclass, superclass, className)
        }
        XCTAssertNotNil(registry.components["UIView"])
        XCTAssertNotNil(registry.components["UIViewController"])
    }

    func testAtLeast95PercentOfLayoutsSymbolsAreAcceptedPerClassAndOverall() throws {
        let (symbols, _) = try Self.load()
        XCTAssertEqual(symbols.count, 5515)
        var accepted: [String: Int] = [:]
        var total: [String: Int] = [:]
        var rejected: [String: [String]] = [:]
        for (symbol, error) in zip(symbols, Self.firstErrors(symbols)) {
            total[symbol.className, default: 0] += 1
            if let error {
                rejected[symbol.className, default: []].append("\(symbol.path) (\(symbol.layoutType)): \(error)")
            } else {
                accepted[symbol.className, default: 0] += 1
            }
        }
        let overall = Double(accepted.values.reduce(0, +)) / Double(symbols.count)
        var report = [String(format: "overall %.1f%% of %d", overall * 100, symbols.count)]
        for className in total.keys.sorted() {
            let share = Double(accepted[className, default: 0]) / Double(total[className, default: 1])
            report.append(String(format: "%@ %.1f%% of %d", className, share * 100, total[className, default: 0]))
            XCTAssertGreaterThanOrEqual(share, 0.95, "\(className) rejects:\n" + rejected[className, default: []].joined(separator: "\n"))
        }
        XCTAssertGreaterThanOrEqual(overall, 0.95)
        if ProcessInfo.processInfo.environment["TRELLIS_SYMBOL_REPORT"] == "1" {
            print(report.joined(separator: "\n"))
            print(rejected.sorted { $0.key < $1.key }.map { "\($0.key):\n  " + $0.value.joined(separator: "\n  ") }.joined(separator: "\n"))
        }
    }
}

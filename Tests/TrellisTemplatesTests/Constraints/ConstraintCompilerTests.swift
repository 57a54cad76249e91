import TrellisDiagnostics
@testable import TrellisTemplates
import XCTest

final class ConstraintCompilerTests: XCTestCase {
    static let template = """
    <UIView>
        <UILabel id="header" text="Title" constrain="allButBottom; height >> 44"/>
        <UIView constrain="top >> #header.bottom.offset(isCompact ? 8 : 16); leading >> previous.leading.offset(systemSpacing); size.at(0.5).min"/>
    </UIView>
    """

    func testConstraintsAreStoredTypedInTheIR() throws {
        let template = try XCTUnwrap(assertCompiles(Self.template))
        XCTAssertEqual(template.nodes[1].constraints.map(describe), [
            "top == parent.top @2:50",
            "leading == parent.leading @2:50",
            "trailing == parent.trailing @2:50",
            "height == 44 @2:64",
        ])
        XCTAssertEqual(template.nodes[2].constraints.map(describe), [
            "top == #header(1).bottom + isCompact ? 8 : 16 @3:24",
            "leading == previous(1).leading + {systemSpacing} @3:74",
            "width >= parent.width × 0.5 @3:125",
            "height >= parent.height × 0.5 @3:125",
        ])
        XCTAssertEqual(template.inputs.map(\.name), ["isCompact"], "a number reads state as any expression does")
    }

    func testConstraintsSurviveTheIRWriterAndLoader() throws {
        let document = IRDocument(templates: [try XCTUnwrap(assertCompiles(Self.template))])
        let bytes = IRWriter.encode(document)
        let loaded = try IRLoader.load(bytes, path: "T.trellis.json").get()
        XCTAssertTrue(loaded == document, "the loaded document differs")
        XCTAssertEqual(IRWriter.encode(loaded), bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.contains(#""multiplier":{"systemSpacing""#) == false)
        XCTAssertTrue(text.contains(#"{"constant":{"systemSpacing":"systemSpacing"},"location":["#))
    }

    /// A system spacing inside an expression is the spacing, not an input of that name.
    func testSystemSpacingsInsideExpressionsAreNoInputs() throws {
        let template = try XCTUnwrap(assertCompiles("""
        <UIView>
            <UIView constrain="top.offset(-systemSpacing); leading.offset(systemSiblingSpacing * 2); >> systemParentSpacing + 1"/>
        </UIView>
        """))
        XCTAssertEqual(template.inputs.map(\.name), [])
        XCTAssertEqual(template.nodes[1].constraints.map(describe), [
            "top == parent.top + -systemSpacing @2:24",
            "leading == parent.leading + systemSiblingSpacing * 2 @2:52",
            "width == systemParentSpacing + 1 @2:94",
            "height == systemParentSpacing + 1 @2:94",
        ])
    }

    func testErrorsAreReportedInsideTheAttribute() {
        let messages = CompilerFixture(template: """
        <UIView>
            <UILabel id="header" text="Title"/>
            <UIView constrain="top >> #heder.bottom; widht >> 100"/>
            <UIView constrain="left >> #header.top; top.offset('eight')"/>
            <UIView constrain="width >> #header.top"/>
        </UIView>
        """).messages()
        XCTAssertEqual(messages, [
            "T.xml:3:31: error: no view has the id 'heder'; did you mean 'header'? [invalid-constraint]",
            "T.xml:3:46: error: unknown constraint attribute 'widht'; did you mean 'width'? [constraint-syntax]",
            "T.xml:4:32: error: cannot constrain 'left' to 'top': they lie on different axes [constraint-syntax]",
            "T.xml:4:56: error: 'constrain' expects Double, got String 'eight' [type-mismatch]",
            "T.xml:5:33: error: cannot constrain 'width' to 'top': one is a size, the other a position [constraint-syntax]",
        ])
    }

    /// A baseline of a view that shows no text (its component declares no text, attributed
    /// text or title) is an error at the attribute naming it, as source or as target.
    func testBaselinesOfViewsWithoutText() {
        let messages = CompilerFixture(template: """
        <UIView>
            <UILabel id="title" text="Hi"/>
            <UIView id="box" constrain="firstBaseline >> #title.lastBaseline; lastBaseline.offset(4)"/>
            <UIView constrain="top >> #box.firstBaseline"/>
            <UIButton title="Go" constrain="firstBaseline >> #title.firstBaseline; lastBaseline >> #title"/>
            <UITextField constrain="firstBaseline >> previous.firstBaseline"/>
        </UIView>
        """).messages()
        let reason = "it shows no text (its component declares none of 'text', 'attributedText', 'title', 'attributedTitle') [invalid-constraint]"
        XCTAssertEqual(messages, [
            "T.xml:3:33: error: UIView has no 'firstBaseline': \(reason)",
            "T.xml:3:71: error: UIView has no 'lastBaseline': \(reason)",
            "T.xml:4:36: error: UIView has no 'firstBaseline': \(reason)",
        ])
    }

    func testItemsThatNameNoView() {
        let messages = CompilerFixture(template: """
        <UIView>
            <UIView id="only" constrain="top >> previous.bottom; #only"/>
        </UIView>
        """).messages()
        XCTAssertEqual(messages, [
            "T.xml:2:41: error: 'previous' names no view: the element has no previous sibling [invalid-constraint]",
            "T.xml:2:58: error: a view cannot be constrained to itself [invalid-constraint]",
        ])
    }

    func testConstraintsOfAnArrangedChildAreIgnoredWithAWarning() {
        let messages = CompilerFixture(template: """
        <LMRowView>
            <UIView constrain="width >> 100"/>
        </LMRowView>
        """).messages()
        XCTAssertEqual(messages, [
            "T.xml:2:13: warning: 'constrain' is ignored: LMRowView arranges its children, so only their width and height apply [ignored-by-container]"
        ])
    }

    private func describe(_ constraint: IRConstraint) -> String {
        func number(_ number: IRConstraintNumber) -> String {
            switch number {
            case let .value(value): value.source
            case let .systemSpacing(spacing): "{\(spacing.rawValue)}"
            }
        }
        var text = "\(constraint.source.rawValue) \(constraint.relation.rawValue) "
        if let target = constraint.target {
            text += target.item.irName + (target.node.map { "(\($0))" } ?? "") + ".\(target.anchor.rawValue)"
            if let multiplier = constraint.multiplier { text += " × \(number(multiplier))" }
            if let constant = constraint.constant { text += " + \(number(constant))" }
        } else if let constant = constraint.constant {
            text += number(constant)
        }
        return text + " @\(constraint.location.line):\(constraint.location.column)"
    }
}

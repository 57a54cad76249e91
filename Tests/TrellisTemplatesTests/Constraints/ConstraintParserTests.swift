@testable import TrellisTemplates
import XCTest

final class ConstraintParserTests: XCTestCase {
    // MARK: Targets with the source attribute omitted (the parent by default)

    func testCombinedTargetsExpandToTheirAttributesInGetLaidsOrder() {
        XCTAssertEqual(parse("allButBottom"), ["top == parent.top", "leading == parent.leading", "trailing == parent.trailing"])
        XCTAssertEqual(parse("center"), ["centerX == parent.centerX", "centerY == parent.centerY"])
        XCTAssertEqual(parse("all"), ["top == parent.top", "leading == parent.leading", "bottom == parent.bottom", "trailing == parent.trailing"])
        XCTAssertEqual(parse("allButLeft"), ["top == parent.top", "bottom == parent.bottom", "right == parent.right"])
        XCTAssertEqual(parse("allButRight"), ["top == parent.top", "left == parent.left", "bottom == parent.bottom"])
    }

    func testSingleAttributeTargetsWithModifiers() {
        XCTAssertEqual(parse("size.at(0.5)"), ["width == parent.width × 0.5", "height == parent.height × 0.5"])
        XCTAssertEqual(parse("top.offset(8)"), ["top == parent.top + 8"])
        XCTAssertEqual(parse("height.at(0.2).min"), ["height >= parent.height × 0.2"])
        XCTAssertEqual(parse("height.min.at(0.2)"), ["height >= parent.height × 0.2"], "modifiers in any order")
        XCTAssertEqual(parse("top.offset(isCompact ? 8 : 16).max"), ["top <= parent.top + isCompact ? 8 : 16"])
    }

    func testExplicitSourceAttributes() {
        XCTAssertEqual(parse("top >> #header.bottom.offset(8)"), ["top == #header.bottom + 8"])
        XCTAssertEqual(parse("leading >> previous.trailing.offset(systemSpacing)"), ["leading == previous.trailing + {systemSpacing}"])
        XCTAssertEqual(parse("width >> #avatar.height.at(2)"), ["width == #avatar.height × 2"])
        XCTAssertEqual(parse("left >> #a"), ["left == #a.left"], "a plain item takes the source's attribute")
        XCTAssertEqual(parse("left >> #a.left.min.offset(8)"), ["left >= #a.left + 8"])
    }

    func testItems() {
        XCTAssertEqual(parse("safeArea.top"), ["top == safeArea.top"])
        XCTAssertEqual(parse("parent.safeArea.top.offset(systemParentSpacing)"), ["top == safeArea.top + {systemParentSpacing}"])
        XCTAssertEqual(parse("next.width"), ["width == next.width"])
        XCTAssertEqual(parse("#card"), ["top == #card.top", "leading == #card.leading", "bottom == #card.bottom", "trailing == #card.trailing"])
        XCTAssertEqual(parse("safeArea").count, 4)
    }

    func testCombinedOffsetsTakeLabelsInCounterClockwiseOrder() {
        XCTAssertEqual(
            parse("allButTop(leadingOffset: 5, bottomOffset: -5)"),
            ["leading == parent.leading + 5", "bottom == parent.bottom + -5", "trailing == parent.trailing"]
        )
        XCTAssertEqual(parse("parent.all(leadingOffset: 10)").first(where: { $0.hasPrefix("leading") }), "leading == parent.leading + 10")
        XCTAssertEqual(parse("center(yOffset: 4)"), ["centerX == parent.centerX", "centerY == parent.centerY + 4"])
    }

    func testConstantSizes() {
        XCTAssertEqual(parse("width >> 100"), ["width == 100"])
        XCTAssertEqual(parse(">> 100"), ["width == 100", "height == 100"])
        XCTAssertEqual(parse(">> (100, 50)"), ["width == 100", "height == 50"])
        XCTAssertEqual(parse(">> min(100, 50)"), ["width >= 100", "height >= 50"])
        XCTAssertEqual(parse(">> max(100)"), ["width <= 100", "height <= 100"])
        XCTAssertEqual(parse("width >> min(systemSpacing)"), ["width >= {systemSpacing}"])
        XCTAssertEqual(parse("height >> isCompact ? 40 : 60"), ["height == isCompact ? 40 : 60"])
    }

    func testSeveralConstraintsAndRanges() {
        let text = "top.offset(8); leading ;width >> 100;"
        let (constraints, issues) = ConstraintParser.parse(text)
        XCTAssertEqual(issues, [])
        XCTAssertEqual(constraints.map(\.range), [0..<13, 15..<22, 24..<36])
        XCTAssertEqual(constraints.first?.constant?.range, 11..<12)
        XCTAssertEqual(ConstraintParser.parse("top >> #header.bottom").constraints.first?.itemRange, 7..<14)
    }

    // MARK: Errors, each at its byte range

    func testUnknownNamesSuggestTheClosest() {
        XCTAssertEqual(issues("widht >> 100"), ["unknown constraint attribute 'widht'; did you mean 'width'? @0..<5"])
        XCTAssertEqual(issues("heigth.at(0.2)"), ["unknown constraint target 'heigth'; did you mean 'height'? @0..<6"])
        XCTAssertEqual(issues("#a.widht"), ["unknown constraint attribute or modifier 'widht'; did you mean 'width'? @3..<8"])
        XCTAssertEqual(issues("top.ofset(8)"), ["unknown constraint attribute or modifier 'ofset'; did you mean 'offset'? @4..<9"])
        XCTAssertEqual(issues("allButTop(topOffset: 5)"), ["'allButTop' has no offset 'topOffset' @10..<19"])
        XCTAssertEqual(issues("allButTop(leadingOfset: 5)"), ["'allButTop' has no offset 'leadingOfset'; did you mean 'leadingOffset'? @10..<22"])
    }

    func testAttributesAutoLayoutCannotRelate() {
        XCTAssertEqual(issues("width >> #a.top"), ["cannot constrain 'width' to 'top': one is a size, the other a position @9..<15"])
        XCTAssertEqual(issues("left >> #a.top"), ["cannot constrain 'left' to 'top': they lie on different axes @8..<14"])
        XCTAssertEqual(
            issues("left >> #a.leading"),
            ["cannot constrain 'left' to 'leading': Auto Layout does not relate left and right to leading and trailing @8..<18"]
        )
        XCTAssertEqual(issues("top >> 100"), ["'top' is a position; only 'width' and 'height' can be constrained to a constant @0..<3"])
        XCTAssertEqual(issues("safeArea.firstBaseline"), ["the safe area has no baselines @0..<22"])
    }

    func testMisusedCombinationsAndModifiers() {
        XCTAssertEqual(issues("top >> #a.all"), ["'all' constrains its own attributes; remove 'top >>' @0..<3"])
        XCTAssertEqual(
            issues("all.offset(8)"),
            ["'.offset' does not apply to 'all'; give offsets as arguments (topOffset, leadingOffset, bottomOffset, trailingOffset) @4..<13"]
        )
        XCTAssertEqual(
            issues("all(bottomOffset: 1, topOffset: 2)"),
            ["'topOffset' is out of order: 'all' takes topOffset, leadingOffset, bottomOffset, trailingOffset in that order, each once @21..<30"]
        )
        XCTAssertEqual(issues("top.min.max"), ["'.min' and '.max' contradict each other @8..<11"])
        XCTAssertEqual(issues("top.offset(1).offset(2)"), ["'.offset' is given twice @14..<23"])
        XCTAssertEqual(issues("top.offset()"), ["'.offset' takes one value: '.offset(…)' @4..<12"])
        XCTAssertEqual(issues("top.min(4)"), ["'.min' takes no value; write a constant size as '>> min(…)' @4..<10"])
        XCTAssertEqual(issues("width >> (100, 50)"), ["two sizes constrain both width and height; remove 'width >>' @0..<5"])
        XCTAssertEqual(issues(">> min(1, 2, 3)"), ["a constant size has one value (both dimensions) or two (width, height) @3..<15"])
    }

    func testSyntaxErrors() {
        XCTAssertEqual(issues("top.offset(8"), ["'(' is not closed @10..<11"])
        XCTAssertEqual(issues("top >>"), ["'>>' needs a target or a size after it @4..<6"])
        XCTAssertEqual(issues("top bottom"), ["expected '.' or the end of the constraint, found 'b' @4..<5"])
        XCTAssertEqual(issues("top."), ["expected a name in the constraint target, found the end @4..<4"])
        XCTAssertEqual(issues("top; widht; bottom"), ["unknown constraint target 'widht'; did you mean 'width'? @5..<10"], "each constraint is read on its own")
    }

    // MARK: Helpers

    private func parse(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String] {
        let (constraints, issues) = ConstraintParser.parse(text)
        XCTAssertEqual(issues, [], file: file, line: line)
        return constraints.map(describe)
    }

    private func issues(_ text: String) -> [String] {
        ConstraintParser.parse(text).issues.map { "\($0.message) @\($0.range)" }
    }

    private func describe(_ spec: ConstraintSpec) -> String {
        func number(_ number: ConstraintNumber) -> String {
            switch number.kind {
            case let .expression(text): text
            case let .systemSpacing(spacing): "{\(spacing.rawValue)}"
            }
        }
        var text = "\(spec.source.rawValue) \(spec.relation.rawValue) "
        if let target = spec.target {
            let item = switch target.item {
            case .parent: "parent"
            case .parentSafeArea: "safeArea"
            case .previous: "previous"
            case .next: "next"
            case let .id(name): "#\(name)"
            }
            text += "\(item).\(target.anchor.rawValue)"
            if let multiplier = spec.multiplier { text += " × \(number(multiplier))" }
            if let constant = spec.constant { text += " + \(number(constant))" }
        } else if let constant = spec.constant {
            text += number(constant)
        }
        return text
    }
}

import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates
import XCTest
@testable import TrellisLayout

/// How a built program stores what it computed once: dependency lists pushed while other
/// cells' lists were being computed, and literal properties kept as their values.
final class EngineProgramStorageTests: XCTestCase {
    func testAListComputedWhileAnotherWasBeingComputedKeepsItsOwnCellsAndSoDoesTheOther() throws {
        // A column's arrangement computes its child list first (the child list reads each
        // row's measurer, which computes the row's own child list), in the middle of its own.
        let xml = """
        <LMColumnView width="100%" spacing="4">
            <LMRowView><UILabel text="A" weight="1"/><UIView width="12" height="12"/></LMRowView>
        </LMColumnView>
        """
        let program = try XCTUnwrap(Self.program(xml))
        let column = 0
        let row = 1
        let arrangement = try XCTUnwrap(program.nodeCells[column].arrangement)
        let childList = try XCTUnwrap(program.nodeCells[column].childList)
        let container = try XCTUnwrap(program.nodeCells[column].container)
        XCTAssertEqual(Array(program.dependencies[arrangement]), [childList, container, 4 * column + 2, 4 * column + 3].sorted())
        let rowMeasurer = try XCTUnwrap(program.nodeCells[row].measurer)
        let rowChildList = try XCTUnwrap(program.nodeCells[row].childList)
        // The row is a grid row of the column: its child list is read for alignment.
        XCTAssertEqual(Array(program.dependencies[childList]), [rowMeasurer, rowChildList].sorted())
        let rowContainer = try XCTUnwrap(program.nodeCells[row].container)
        XCTAssertEqual(Array(program.dependencies[rowMeasurer]), [rowChildList, rowContainer].sorted())
        let badge = 3
        let badgeWidth = try XCTUnwrap(program.properties.first { $0.node == badge && $0.keyPath == "width" }?.cell)
        let badgeHeight = try XCTUnwrap(program.properties.first { $0.node == badge && $0.keyPath == "height" }?.cell)
        let weight = try XCTUnwrap(program.properties.first { $0.node == 2 && $0.keyPath == "weight" }?.cell)
        let labelMeasurer = try XCTUnwrap(program.nodeCells[2].measurer)
        let badgeMeasurer = try XCTUnwrap(program.nodeCells[badge].measurer)
        XCTAssertEqual(Array(program.dependencies[rowChildList]), [labelMeasurer, weight, badgeMeasurer, badgeWidth, badgeHeight].sorted())
    }

    func testALiteralPropertyKeepsItsValueAsEvaluationStoresItAndCompilesNothing() throws {
        let xml = """
        <UIView>
            <UILabel text="Hello" width="40" numberOfLines="2" top="10 + 5"/>
        </UIView>
        """
        let program = try XCTUnwrap(Self.program(xml))
        func property(_ keyPath: String) throws -> PropertyInfo {
            try XCTUnwrap(program.properties.first { $0.node == 1 && $0.keyPath == keyPath })
        }
        let text = try property("text")
        XCTAssertNil(text.expression)
        guard case .value(.string("Hello"))? = text.literal else { return XCTFail("text: \(String(describing: text.literal))") }
        let width = try property("width")
        XCTAssertNil(width.expression)
        guard case .number(40)? = width.literal else { return XCTFail("width: \(String(describing: width.literal))") }
        let lines = try property("numberOfLines")
        guard case .value(.int(2))? = lines.literal else { return XCTFail("numberOfLines: \(String(describing: lines.literal))") }
        // An expression that folds to a constant is compiled, then evaluated once.
        let top = try property("top")
        XCTAssertNil(top.literal)
        XCTAssertNotNil(top.expression)
        let result = try XCTUnwrap(EngineFixture.layout(xml.replacingOccurrences(of: "<UILabel", with: "<UILabel id=\"label\"")))
        XCTAssertEqual(result.frame("label")?.y, 15)
        XCTAssertEqual(result.frame("label")?.width, 40)
    }

    func testALiteralIsStoredAsItsCompiledFormWouldEvaluateItOrLeftToThatForm() {
        func number(_ code: PropertyCode?) -> Double? {
            if case let .number(number)? = code { number } else { nil }
        }
        func value(_ code: PropertyCode?) -> Value? {
            if case let .value(value)? = code { value } else { nil }
        }
        XCTAssertEqual(number(PropertyCode(literal: .double(2.5), type: .double, isNumber: true)), 2.5)
        XCTAssertEqual(number(PropertyCode(literal: .int(2), type: .double, isNumber: true)), 2)
        XCTAssertEqual(value(PropertyCode(literal: .int(2), type: .double, isNumber: false)), .double(2))
        XCTAssertEqual(value(PropertyCode(literal: .int(3), type: .int, isNumber: false)), .int(3))
        XCTAssertEqual(value(PropertyCode(literal: .bool(true), type: .bool, isNumber: false)), .bool(true))
        XCTAssertEqual(value(PropertyCode(literal: .string("a"), type: .string, isNumber: false)), .string("a"))
        // Conversions the compiled form makes (or refuses) are left to it.
        XCTAssertNil(PropertyCode(literal: .string("a"), type: .double, isNumber: true))
        XCTAssertNil(PropertyCode(literal: .double(1), type: .int, isNumber: false))
        XCTAssertNil(PropertyCode(literal: .int(1), type: .bool, isNumber: false))
        XCTAssertNil(PropertyCode(literal: .int(1), type: .int, isNumber: true))
    }

    func testEachPropertyReadsItsValueInTheTemplateAttributeOrConstraintNumber() throws {
        let xml = """
        <UIView>
            <UIView left="8" top="4 + 4" constrain="width >> 40; height >> parent.height.at(0.5)"/>
        </UIView>
        """
        let (compiled, diagnostics) = EngineFixture.compile(xml)
        let template = try XCTUnwrap(compiled, "\(diagnostics.map(\.message))")
        let program = ProgramBuilder.build(template: template, registry: EngineFixture.registry, options: LayoutOptions())
        // The node's attributes, by their position in the IR (manifest defaults included).
        let attributes = template.nodes[1].properties
        let sources = program.properties.indices.filter { program.properties[$0].node == 1 }.map { index in
            switch program.properties[index].valueSource {
            case let .attribute(position): "attribute \(position): \(program.properties[index].keyPath)"
            case let .constraintNumber(number): "constraint number \(number)"
            }
        }
        XCTAssertEqual(
            sources,
            attributes.indices.map { "attribute \($0): \(attributes[$0].keyPath)" } + ["constraint number 0", "constraint number 1"]
        )
        for index in program.properties.indices where program.properties[index].node == 1 {
            guard case let .attribute(position) = program.properties[index].valueSource else { continue }
            XCTAssertEqual(program.propertyValue(index), attributes[Int(position)].value)
        }
        let left = try XCTUnwrap(program.properties.indices.first { program.properties[$0].keyPath == "left" })
        XCTAssertEqual(program.propertyValue(left).source, "8")
        XCTAssertEqual(program.location(ofProperty: left), SourceSpan(file: "Test.xml", line: 2, column: 19, offset: 27, length: 1))
        let top = try XCTUnwrap(program.properties.indices.first { program.properties[$0].keyPath == "top" })
        XCTAssertEqual(program.propertyValue(top).source, "4 + 4")
        // The constraint numbers, in the order the constraints give them: `40`, then `0.5`.
        let numbers = program.properties.indices.filter { program.properties[$0].keyPath == "constrain" }
        XCTAssertEqual(numbers.map { program.propertyValue($0).source }, ["40", "0.5"])
        guard case let .value(width)? = template.nodes[1].constraints[0].constant,
              case let .value(half)? = template.nodes[1].constraints[1].multiplier else {
            return XCTFail("constraints: \(template.nodes[1].constraints)")
        }
        XCTAssertEqual(numbers.map(program.propertyValue), [width, half])
        XCTAssertEqual(program.propertyValues.constraintNumbers, [width, half])
    }

    func testAnExpressionTextIsCompiledOnceAndEachNodeBindsWhatItReadsInItsOwnRun() throws {
        // Each `top` reads the bottom of another sibling (the first one none): one compiled
        // form for the three, three runs of plan slots.
        let xml = """
        <UIView>
            <UIView id="a" top="previous.bottom + 10" width="150" height="20"/>
            <UIView id="b" top="previous.bottom + 10" width="150" height="30"/>
            <UIView id="c" top="previous.bottom + 10" width="150" height="20"/>
        </UIView>
        """
        let program = try XCTUnwrap(Self.program(xml))
        let tops = program.properties.filter { $0.keyPath == "top" }
        XCTAssertEqual(tops.map(\.node), [1, 2, 3])
        let compiled = try XCTUnwrap(tops[0].expression)
        XCTAssertTrue(tops.allSatisfy { $0.expression === compiled })
        let runs = tops.map { Array(program.symbolPlans[Int($0.bindings.lowerBound)..<Int($0.bindings.upperBound)]) }
        XCTAssertEqual(runs.map(\.count), [1, 1, 1])
        XCTAssertEqual(Set(runs.map { $0[0] }).count, 3)
        let result = try XCTUnwrap(EngineFixture.layout(xml))
        XCTAssertEqual(result.frame("a"), frame(0, 10, 150, 20))
        XCTAssertEqual(result.frame("b"), frame(0, 40, 150, 30))
        XCTAssertEqual(result.frame("c"), frame(0, 80, 150, 20))
    }

    func testAPlainReadOfACellHasOnePlanSlotWhoeverAsksForIt() throws {
        // Two labels read the input `name`, and a row reads its label's `weight` (the
        // engine's own read of a property the node sets): each cell is read through one plan.
        let xml = """
        <LMRowView>
            <UILabel text="{name}" weight="1"/>
            <UILabel text="{name}"/>
        </LMRowView>
        """
        let program = try XCTUnwrap(Self.program(xml))
        let input = try XCTUnwrap(program.inputs.first { $0.name == "name" }?.cell)
        let texts = program.properties.filter { $0.keyPath == "text" }
        XCTAssertEqual(texts.map(\.node), [1, 2])
        let runs = texts.map { Array(program.symbolPlans[Int($0.bindings.lowerBound)..<Int($0.bindings.upperBound)]) }
        XCTAssertEqual(runs.map(\.count), [1, 1])
        XCTAssertEqual(runs[0], runs[1])
        guard case .value(input) = program.plans[Int(runs[0][0])] else { return XCTFail("name: \(program.plans[Int(runs[0][0])])") }
        let weight = try XCTUnwrap(program.properties.first { $0.node == 1 && $0.keyPath == "weight" }?.cell)
        let arranged = program.nodeCells[0].arranged
        XCTAssertEqual(arranged.map(\.node), [1, 2])
        XCTAssertNil(arranged[1].weight.index)
        let weightSlot = try XCTUnwrap(arranged[0].weight.index)
        guard case .number(weight) = program.plans[weightSlot] else { return XCTFail("weight: \(program.plans[weightSlot])") }
        XCTAssertEqual(program.plans.filter { if case .value(input) = $0 { true } else { false } }.count, 1)
        XCTAssertEqual(program.plans.filter { if case .number(weight) = $0 { true } else { false } }.count, 1)
    }

    func testAContainerReadsTheParametersItSetsAndOneSettingNoneReadsNone() throws {
        // The column sets `spacing`, the row no container parameter at all.
        let xml = """
        <LMColumnView spacing="4">
            <LMRowView><UIView width="12" height="12"/></LMRowView>
        </LMColumnView>
        """
        let program = try XCTUnwrap(Self.program(xml))
        func reads(_ node: Int) -> [EngineRead] {
            Array(program.engineReads[Int(program.engineReadStarts[node])..<Int(program.engineReadStarts[node + 1])])
        }
        XCTAssertEqual(reads(0).map(\.key), [.spacing])
        XCTAssertEqual(reads(1).map(\.key), [])
        let spacing = try XCTUnwrap(program.properties.first { $0.node == 0 && $0.keyPath == "spacing" }?.cell)
        let slot = try XCTUnwrap(reads(0).first?.slot)
        guard case .number(spacing) = program.plans[slot] else { return XCTFail("spacing: \(program.plans[slot])") }
    }

    /// The program built for `xml`; fails the test when the template does not compile.
    private static func program(_ xml: String, file: StaticString = #filePath, line: UInt = #line) -> LayoutProgram? {
        let (template, diagnostics) = EngineFixture.compile(xml)
        guard let template else {
            XCTFail("template does not compile: \(diagnostics.map(\.message))", file: file, line: line)
            return nil
        }
        return ProgramBuilder.build(template: template, registry: EngineFixture.registry, options: LayoutOptions())
    }
}

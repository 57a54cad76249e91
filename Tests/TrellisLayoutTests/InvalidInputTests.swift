import XCTest
@testable import TrellisLayout

/// Random inputs full of NaN, infinities, negative and huge numbers never trap and always
/// give finite frames with non-negative sizes.
final class InvalidInputTests: XCTestCase {
    /// A fixed-seed generator (SplitMix64), so the test is deterministic.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }

        mutating func number() -> Double {
            let specials: [Double] = [.nan, .infinity, -.infinity, -10, 0, 1e308, -1e308, 0.5, 1e-300]
            let pick = Int(next() % 16)
            return pick < specials.count ? specials[pick] : Double(next() % 1000)
        }

        mutating func optionalNumber() -> Double? {
            next() % 3 == 0 ? nil : number()
        }

        mutating func bool() -> Bool { next() % 2 == 0 }

        mutating func child(depth: Int = 0) -> LayoutChild {
            let size = Size(width: number(), height: number())
            let first = optionalNumber()
            let last = optionalNumber()
            let cells = depth == 0 && bool() ? (0..<Int(next() % 4)).map { _ in child(depth: 1) } : nil
            return LayoutChild(
                width: optionalNumber(), height: optionalNumber(), weight: optionalNumber(),
                anchor: Anchor(rawValue: Int(next() % 64)), isDisplayable: next() % 5 != 0, gridCells: cells
            ) { _ in ChildMeasurement(size: size, firstBaseline: first, lastBaseline: last) }
        }
    }

    func assertSane(_ arrangement: Arrangement, _ label: String) {
        for frame in arrangement.frames.compactMap({ $0 }) {
            XCTAssertTrue(frame.x.isFinite && frame.y.isFinite, "\(label): \(frame)")
            XCTAssertTrue(frame.width.isFinite && frame.width >= 0 && frame.height.isFinite && frame.height >= 0, "\(label): \(frame)")
        }
        let content = arrangement.contentSize
        XCTAssertTrue(content.width.isFinite && content.width >= 0 && content.height.isFinite && content.height >= 0, "\(label): \(content)")
        for widths in arrangement.gridCellWidths.compactMap({ $0 }) {
            XCTAssertTrue(widths.allSatisfy { $0.map(\.isFinite) ?? true }, label)
        }
    }

    func testContainersStayFiniteOnHostileInput() {
        var random = Generator(state: 42)
        for round in 0..<300 {
            let children = (0..<Int(random.next() % 6)).map { _ in random.child() }
            let size = Size(width: random.number(), height: random.number())
            let margins = DirectionalEdgeInsets(top: random.number(), leading: random.number(), bottom: random.number(), trailing: random.number())
            let direction: LayoutDirection = random.bool() ? .leftToRight : .rightToLeft
            let box = BoxLayout(
                axis: random.bool() ? .horizontal : .vertical,
                horizontalAlignment: BoxLayout.HorizontalAlignment.allCases[Int(random.next() % 4)],
                verticalAlignment: BoxLayout.VerticalAlignment.allCases[Int(random.next() % 4)],
                spacing: random.optionalNumber(), margins: margins, isAlignToBaseline: random.bool(),
                baseline: random.bool() ? .first : .last, isAlignToGrid: random.bool(), direction: direction
            )
            let stack = StackLayout(
                axis: random.bool() ? .horizontal : .vertical,
                alignment: StackLayout.Alignment.allCases[Int(random.next() % 8)],
                distribution: StackLayout.Distribution.allCases[Int(random.next() % 5)],
                spacing: random.number(), isBaselineRelativeArrangement: random.bool(), margins: margins, direction: direction
            )
            let containers: [ContainerLayout] = [
                .box(box), .stack(stack), .anchor(AnchorLayout(margins: margins, direction: direction)),
                .scroll(ScrollLayout(isFitToWidth: random.bool(), isFitToHeight: random.bool(),
                                     contentInset: EdgeInsets(top: random.number(), left: random.number(), bottom: random.number(), right: random.number()))),
            ]
            for container in containers {
                assertSane(container.layout(children, in: size), "round \(round) \(container)")
                let measured = container.measure(children, proposedWidth: random.optionalNumber())
                XCTAssertTrue(measured.map { $0.width.isFinite && $0.width >= 0 && $0.height.isFinite && $0.height >= 0 } ?? false, "round \(round)")
            }
        }
    }

    func testTextMeasurementStaysFiniteOnHostileInput() {
        var random = Generator(state: 7)
        let measurer = TextMeasurer()
        for _ in 0..<200 {
            let font = FontSpec(size: random.number())
            let result = measurer.measure("Hello wide\nworld \u{1F600}\t!", font: font, maxWidth: random.optionalNumber(), numberOfLines: Int(random.next() % 4))
            XCTAssertTrue(result.size.width.isFinite && result.size.height.isFinite && result.lastBaseline.isFinite)
        }
    }
}

import TrellisExpressions
import XCTest
@testable import TrellisLayout

/// Cell templates inside table and collection views are laid out once, at the size Layout
/// and UIKit give the cells dequeued from them (nicklockwood/layout,
/// `UITableView+Layout.swift` and `UICollectionView+Layout.swift`). The canvas is 320 × 480.
final class CollectionCellLayoutTests: XCTestCase {
    private func layout(_ xml: String, constants: [String: Value] = [:], file: StaticString = #filePath, line: UInt = #line) -> LayoutResult? {
        EngineFixture.layout(xml, constants: constants, file: file, line: line)
    }

    // MARK: Collection views

    /// A flow layout with `collectionViewLayout.itemSize` set has a fixed item size
    /// (`defaultLayout(for:)` leaves `estimatedItemSize` zero): every cell is that size,
    /// and the cell's children fill it.
    func testAFixedItemSizeSizesTheCell() {
        let result = layout("""
        <UICollectionView collectionViewLayout.itemSize.width="100" collectionViewLayout.itemSize.height="50">
            <UICollectionViewCell id="cell" reuseIdentifier="cell">
                <UILabel id="label" text="Hi" width="100%" height="100%"/>
            </UICollectionViewCell>
        </UICollectionView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 100, 50))
        XCTAssertEqual(result?.frame("label"), frame(0, 0, 100, 50))
    }

    /// The item size beats the cell's own `width` and `height`, which the flow layout never
    /// asks for when its item size is fixed; an item size read from an input works too.
    func testTheItemSizeBeatsTheCellsOwnSize() {
        let result = layout("""
        <UICollectionView collectionViewLayout.itemSize.width="{side}" collectionViewLayout.itemSize.height="{side / 2}">
            <param name="side" type="CGFloat"/>
            <UICollectionViewCell id="cell" reuseIdentifier="cell" width="80" height="auto">
                <UIView height="10"/>
            </UICollectionViewCell>
        </UICollectionView>
        """, constants: ["side": .double(120)])
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 120, 60))
    }

    /// With one member of the item size set, the other axis keeps the cell's own size.
    func testAnItemSizeMemberSizesItsAxisAlone() {
        let result = layout("""
        <UICollectionView collectionViewLayout.itemSize.height="70">
            <UICollectionViewCell id="cell" reuseIdentifier="cell" width="90"/>
        </UICollectionView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 90, 70))
    }

    /// A whole `collectionViewLayout.itemSize` sizes the cell; a member set beside it wins
    /// on its axis, Layout setting it after the size.
    func testAWholeItemSizeSizesTheCell() {
        let template = """
        <UICollectionView collectionViewLayout.itemSize="{size}" %@>
            <param name="size" type="CGSize"/>
            <UICollectionViewCell id="cell" reuseIdentifier="cell" width="80"><UIView height="10"/></UICollectionViewCell>
        </UICollectionView>
        """
        let size = Value.structure(type: "CGSize", members: ["width": .double(30), "height": .double(40)])
        let whole = layout(template.replacingOccurrences(of: "%@", with: ""), constants: ["size": size])
        XCTAssertEqual(whole?.frame("cell"), frame(0, 0, 30, 40))
        let member = layout(template.replacingOccurrences(of: "%@", with: #"collectionViewLayout.itemSize.height="25""#), constants: ["size": size])
        XCTAssertEqual(member?.frame("cell"), frame(0, 0, 30, 25))
    }

    /// With no item size, the flow layout sizes cells to fit (`estimatedItemSize` set): the
    /// cell's own `width` and `height` decide, as before.
    func testWithoutAnItemSizeTheCellSizesItself() {
        let result = layout("""
        <UICollectionView>
            <UICollectionViewCell id="cell" reuseIdentifier="cell" width="80" height="auto">
                <UIView height="10"/>
            </UICollectionViewCell>
        </UICollectionView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 80, 10))
    }

    /// `UICollectionViewController` takes the flow layout's properties itself.
    func testTheControllersItemSizeSizesTheCell() {
        let result = layout("""
        <UICollectionViewController collectionViewLayout.itemSize.width="100" collectionViewLayout.itemSize.height="50">
            <UICollectionViewCell id="cell" reuseIdentifier="cell"/>
        </UICollectionViewController>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 100, 50))
    }

    // MARK: Table views

    /// A cell is as wide as its table (`dequeueReusableCellNode` sizes it to the table's
    /// `bounds.width`; Layout's `TableViewTests.testTableCellSizing`), whatever its own
    /// `width`; with no `height` it keeps the height Layout gave it when dequeued,
    /// `estimatedRowHeight`, which Layout's tables set to 44.
    func testACellIsAsWideAsItsTableAndARowHigh() {
        let result = layout("""
        <UITableView width="300">
            <UITableViewCell id="cell" reuseIdentifier="cell" width="100">
                <UILabel id="label" text="Hi" width="100%"/>
            </UITableViewCell>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 300, 44))
        XCTAssertEqual(result?.frame("label")?.width, 300)
    }

    /// A table's own `estimatedRowHeight` is the height a cell with none is dequeued at.
    func testTheEstimatedRowHeightIsTheDefaultHeight() {
        let result = layout("""
        <UITableView estimatedRowHeight="60">
            <UITableViewCell id="cell" reuseIdentifier="cell"/>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 320, 60))
    }

    /// The cell's own `height` is what it reports to the self-sizing table (`sizeThatFits`).
    func testTheCellsHeightSizesItsRow() {
        let result = layout("""
        <UITableView>
            <UITableViewCell id="fixed" reuseIdentifier="fixed" height="70"/>
            <UITableViewCell id="fitted" reuseIdentifier="fitted" height="auto"><UIView top="5" height="20"/></UITableViewCell>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("fixed"), frame(0, 0, 320, 70))
        XCTAssertEqual(result?.frame("fitted"), frame(0, 0, 320, 25))
    }

    /// A set `rowHeight` makes every row that high: UIKit then asks the cells nothing.
    func testTheRowHeightBeatsTheCellsHeight() {
        let result = layout("""
        <UITableView rowHeight="44">
            <UITableViewCell id="cell" reuseIdentifier="cell" height="100">
                <UIView id="content" height="100%" width="100%"/>
            </UITableViewCell>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 320, 44))
        XCTAssertEqual(result?.frame("content"), frame(0, 0, 320, 44))
    }

    /// `UITableViewController` takes the table's properties with a `tableView.` prefix.
    func testTheControllersRowHeightSizesTheCell() {
        let result = layout("""
        <UITableViewController tableView.rowHeight="50">
            <UITableViewCell id="cell" reuseIdentifier="cell" width="10"/>
        </UITableViewController>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 320, 50))
    }

    /// A section header or footer is as wide as the table; its height is its own.
    func testAHeaderIsAsWideAsItsTable() {
        let result = layout("""
        <UITableView>
            <UITableViewHeaderFooterView id="header" reuseIdentifier="header" width="100" height="30"/>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("header"), frame(0, 0, 320, 30))
    }

    /// A negative `rowHeight` (`UITableView.automaticDimension`, which Layout's tables
    /// set) lets rows size themselves: a cell takes its own height, else the estimated row
    /// height; a row height read from an input decides when the layout runs.
    func testANegativeRowHeightIsAutomatic() {
        let result = layout("""
        <UITableView rowHeight="-1" estimatedRowHeight="60">
            <UITableViewCell id="fixed" reuseIdentifier="fixed" height="70"/>
            <UITableViewCell id="plain" reuseIdentifier="plain"/>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("fixed"), frame(0, 0, 320, 70))
        XCTAssertEqual(result?.frame("plain"), frame(0, 0, 320, 60))
        let template = """
        <UITableView rowHeight="{rowHeight}">
            <param name="rowHeight" type="CGFloat"/>
            <UITableViewCell id="cell" reuseIdentifier="cell"/>
        </UITableView>
        """
        XCTAssertEqual(layout(template, constants: ["rowHeight": .double(-1)])?.frame("cell"), frame(0, 0, 320, 44))
        XCTAssertEqual(layout(template, constants: ["rowHeight": .double(0)])?.frame("cell"), frame(0, 0, 320, 0))
    }

    // MARK: Positions, headers and backgrounds

    /// UIKit puts each cell dequeued from a template at its row or item: the template is
    /// laid out at 0, 0 whatever its `left`, `top`, `right`, `bottom` or center.
    func testACellTemplateIsLaidOutAtTheOrigin() {
        let result = layout("""
        <UIView>
            <UITableView height="200">
                <UITableViewCell id="cell" reuseIdentifier="cell" left="20" top="30" height="50"/>
                <UITableViewHeaderFooterView id="section" reuseIdentifier="section" center.y="40" height="30"/>
            </UITableView>
            <UICollectionView top="200" height="200" collectionViewLayout.itemSize.width="100" collectionViewLayout.itemSize.height="50">
                <UICollectionViewCell id="item" reuseIdentifier="item" right="10" bottom="5"/>
            </UICollectionView>
        </UIView>
        """)
        XCTAssertEqual(result?.frame("cell"), frame(0, 0, 320, 50))
        XCTAssertEqual(result?.frame("section"), frame(0, 0, 320, 30))
        XCTAssertEqual(result?.frame("item"), frame(0, 0, 100, 50))
    }

    /// A table's first view that is no cell template is its `tableHeaderView`, the second
    /// its `tableFooterView` (Layout's `didInsertChildNode`): UIKit stretches them to the
    /// table's width and keeps their height, the header at the top, the footer below it. A
    /// later view is a plain subview and keeps its frame.
    func testATablesFirstViewsAreItsHeaderAndFooter() {
        let result = layout("""
        <UITableView width="300" height="400">
            <UIView id="header" left="10" top="10" width="100" height="60"/>
            <UITableViewCell id="cell" reuseIdentifier="cell"/>
            <UIView id="footer" width="50" height="40"/>
            <UIView id="extra" left="5" top="7" width="50" height="40"/>
        </UITableView>
        """)
        XCTAssertEqual(result?.frame("header"), frame(0, 0, 300, 60))
        XCTAssertEqual(result?.frame("footer"), frame(0, 60, 300, 40))
        XCTAssertEqual(result?.frame("extra"), frame(5, 7, 50, 40))
    }

    /// A table controller hands its header view to its table alike.
    func testATableControllersFirstViewIsItsHeader() {
        let result = layout("""
        <UITableViewController>
            <UITableViewCell id="cell" reuseIdentifier="cell"/>
            <UIView id="header" left="10" width="100" height="50"/>
        </UITableViewController>
        """)
        XCTAssertEqual(result?.frame("header"), frame(0, 0, 320, 50))
    }

    /// A collection view's first view that is no cell template is its `backgroundView`,
    /// which UIKit sizes to the collection view's bounds; a later view keeps its frame.
    func testACollectionViewsFirstViewIsItsBackground() {
        let result = layout("""
        <UICollectionView width="200" height="300">
            <UICollectionViewCell id="item" reuseIdentifier="item"/>
            <UIView id="background" left="5" top="6" width="20" height="20"/>
            <UIView id="overlay" left="5" top="6" width="20" height="20"/>
        </UICollectionView>
        """)
        XCTAssertEqual(result?.frame("background"), frame(0, 0, 200, 300))
        XCTAssertEqual(result?.frame("overlay"), frame(5, 6, 20, 20))
    }
}

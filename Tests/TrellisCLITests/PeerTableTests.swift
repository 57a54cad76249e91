import Testing

/// The peer-behaviour tables themselves: one row per peer name, and every known issue names a row.
@Suite struct PeerTableTests {
    static let rows = LayoutExpressionPeerTests.rows + LayoutNodePeerTests.rows + ExpressionPeerTests.rows + LayoutToolPeerTests.rows

    @Test func peerNamesAreUnique() {
        let counts = Dictionary(Self.rows.map { ($0.peer, 1) }, uniquingKeysWith: +)
        #expect(counts.filter { $0.value > 1 }.keys.sorted() == [])
    }

    @Test func everyKnownIssueNamesARow() {
        let peers = Set(Self.rows.map(\.peer))
        #expect(PeerKnownIssues.causes.keys.filter { !peers.contains($0) }.sorted() == [])
    }
}

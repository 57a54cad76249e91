import TrellisTemplates

/// Reading template XML: a large file of plain markup and many small templates. The
/// targets correspond to 50 MB/s.
let xmlReaderBenchmarks: [Benchmark] = [
    Benchmark("xml.read-10MB-markup", rounds: 10, warmUpRounds: 1, target: .milliseconds(200)) {
        let bytes = generatedMarkup(bytes: 10_000_000)
        return {
            blackHole(XMLReader().read(bytes, path: "Templates/Generated.xml"))
        }
    },
    Benchmark("xml.read-2KB-template-x1000", rounds: 20, target: .milliseconds(40)) {
        let bytes = generatedMarkup(bytes: 2_000)
        return {
            for _ in 0..<1_000 {
                blackHole(XMLReader().read(bytes, path: "Templates/Cell.xml"))
            }
        }
    },
]

/// A Layout-style template of about `count` bytes: a root view holding repeated items of
/// nested views, labels, buttons and comments, with expressions in attribute values.
private func generatedMarkup(bytes count: Int) -> [UInt8] {
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<UIView width=\"100%\" height=\"100%\">\n"
    var item = 0
    while text.utf8.count < count {
        text += """
                <UIView top="previous.bottom + 8" left="16" width="100% - 32" height="auto" backgroundColor="#f0f0f0">
                    <UILabel text="Item \(item): {items[\(item)].title}" font="body" textColor="darkGray"/>
                    <UIButton title="Open &amp; edit" touchUpInside="open:" top="previous.bottom + 4"/>
                    <!-- item \(item) -->
                </UIView>

            """
        item += 1
    }
    text += "</UIView>\n"
    return Array(text.utf8)
}

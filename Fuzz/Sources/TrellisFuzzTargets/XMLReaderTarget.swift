import TrellisTemplates

/// The XML reader on arbitrary bytes.
enum XMLReaderTarget {
    static func run(_ bytes: [UInt8]) {
        _ = XMLReader().read(bytes, path: "T.xml")
    }
}

import TrellisDiagnostics

/// A `.trellisignore` or `.layout-ignore` file (seed 003, "Ignore File"): one path per
/// line, relative to the folder holding the file, naming a file or folder that template
/// discovery skips. A `#` starts a comment, on a line of its own or after a path (as in
/// Layout's LayoutTool, so a path cannot contain `#`); blank lines are ignored;
/// leading and trailing spaces, a leading `/` or `./` and a trailing `/` are dropped.
/// Wildcards are not supported (as in Layout): a line containing `*` or `?` is reported
/// and matches nothing.
public struct IgnoreFile: Sendable, Hashable {
    /// The names of ignore files, in the order they are read in each folder.
    public static let fileNames = [".trellisignore", ".layout-ignore"]

    /// The ignored paths, joined to the folder of the ignore file and normalized.
    public private(set) var paths: [String] = []
    /// Problems with lines of the file (warnings).
    public private(set) var diagnostics: [Diagnostic] = []

    /// Reads the ignore file `source`, which lies in `folder`.
    public init(_ source: SourceText, folder: String) {
        var lineStart = 0
        let bytes = source.bytes
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            readLine(bytes[lineStart..<lineEnd], startingAt: lineStart, source: source, folder: folder)
            lineStart = lineEnd + 1
        }
    }

    private mutating func readLine(_ line: ArraySlice<UInt8>, startingAt offset: Int, source: SourceText, folder: String) {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        let uncommented = line[..<(line.firstIndex(of: UInt8(ascii: "#")) ?? line.endIndex)]
        guard let first = uncommented.firstIndex(where: { !isBlank($0) }),
              let last = uncommented.lastIndex(where: { !isBlank($0) }) else { return }
        let trimmed = uncommented[first...last]
        let text = String(decoding: trimmed, as: UTF8.self)
        if trimmed.contains(UInt8(ascii: "*")) || trimmed.contains(UInt8(ascii: "?")) {
            diagnostics.append(.warning(
                .ignoreFilePattern, "wildcards are not supported in ignore files; the line '\(text)' matches nothing; list each file or folder by its path",
                at: source.span(offset: first, length: trimmed.count)
            ))
            return
        }
        var relative = Substring(text)
        while relative.hasPrefix("/") { relative = relative.dropFirst() }
        let path = TemplatePath.join(folder, String(relative))
        if !paths.contains(path) { paths.append(path) }
    }
}

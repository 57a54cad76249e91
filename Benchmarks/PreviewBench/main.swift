// trellis-preview-bench: how long a saved edit of a 1,000-node template takes to reach a
// page of `trellis preview`, in release mode:
//
//   swift run -c release trellis-preview-bench [--edits N]
//
// Serves a generated template from a temporary folder on a free port, opens it on a live
// WebSocket as a page does (one 375×812 panel), then saves N edits (default 30) of one
// label's text, one at a time, each awaited on the socket. Per edit it reports the time
// from the watcher's event (the burst of saves complete, after its quiet period) to the
// `layout` message written to the socket, and the page's view from the save to the
// message read. The baseline, measured in the same run on the same file: compiling the
// template and laying it out with a new engine, as `trellis layout` does.
import Foundation
import Logging
import Synchronization
import TrellisLayout
import TrellisPreviewServer
import TrellisRegistry
import TrellisTemplates
import WSClient

let edits = CommandLine.arguments.count == 3 && CommandLine.arguments[1] == "--edits" ? Int(CommandLine.arguments[2]) ?? 30 : 30

/// A screen of sections stacked with `previous.bottom`, each a bold title, a rule and a
/// column of eight rows (a label sharing the width by weight, a value label, a badge): 36
/// nodes per section; 28 sections and the root are 1,009 nodes. `edit` names the text of
/// one row label, which each edit changes.
func screen(edit: Int) -> String {
    var xml = "<UIView>\n"
    for section in 0..<28 {
        xml += """
            <UIView left="8" right="8" top="previous.bottom + 8">
                <UILabel font="System bold 17" text="Section \(section)"/>
                <UIView backgroundColor="#ccc" height="1" top="previous.bottom + 4" width="100%"/>
                <LMColumnView spacing="4" top="previous.bottom + 4" width="100%">

            """
        for row in 0..<8 {
            let label = section == 14 && row == 3 ? "Edited \(edit) times" : "Item \(section).\(row)"
            xml += "            <LMRowView><UILabel text=\"\(label)\" weight=\"1\"/><UILabel text=\"42\"/><UIView height=\"12\" width=\"12\"/></LMRowView>\n"
        }
        xml += "        </LMColumnView>\n    </UIView>\n"
    }
    return xml + "</UIView>\n"
}

/// Milliseconds, two decimals.
func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(format: "%.2f", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
}

func summary(_ name: String, _ durations: [Duration]) -> String {
    let sorted = durations.sorted()
    guard let first = sorted.first, let last = sorted.last else { return "\(name): no samples" }
    let median = sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return "\(name.padding(toLength: 46, withPad: " ", startingAt: 0)) median \(milliseconds(median)) ms, min \(milliseconds(first)) ms, max \(milliseconds(last)) ms (\(sorted.count) runs)"
}

let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-bench-\(UUID().uuidString)").path
try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(atPath: folder) }
let path = folder + "/Screen.xml"
try screen(edit: 0).write(toFile: path, atomically: false, encoding: .utf8)

// The baseline: compile and lay out with a new engine, as `trellis layout` does.
var baseline: [Duration] = []
let clock = ContinuousClock()
for round in 0..<(edits + 3) {
    let elapsed = clock.measure {
        let batch = TemplateBatch(registry: Registry.builtin, roots: TemplateRoots(folders: [folder], currentDirectory: folder))
        guard let template = batch.compile([path], workers: 1).first?.template else { preconditionFailure("the screen has errors") }
        let engine = LayoutEngine(template: template, registry: Registry.builtin)
        precondition(engine.evaluate(size: Size(width: 375, height: 812)).nodeCount == 1009)
    }
    if round >= 3 { baseline.append(elapsed) }
}

/// Serves the folder, opens the screen on a live socket and saves `edits` edits; the
/// server's and the page's durations per edit.
func measurePushes() async throws -> (pushed: [Duration], read: [Duration]) {
    let pushes = Mutex<[Duration]>([])
    let server = try PreviewServer(options: PreviewOptions(paths: [folder], port: 0)) { detected, sent in
        pushes.withLock { $0.append(sent - detected) }
    }
    let (started, startedContinuation) = AsyncStream<String>.makeStream()
    let serving = Task { try await server.run { url in startedContinuation.yield(url) } }
    defer { serving.cancel() }
    var urls = started.makeAsyncIterator()
    guard let url = await urls.next() else { preconditionFailure("the server did not start") }
    var logger = Logger(label: "trellis-preview-bench")
    logger.logLevel = .error
    let reads = Mutex<[Duration]>([])
    let open = #"{"type": "open", "template": "Screen.xml", "inputs": {}, "views": [{"key": "main", "width": 375, "height": 812, "direction": "ltr", "appearance": "light", "variant": null}]}"#
    try await WebSocketClient.connect(url: url.replacingOccurrences(of: "http://", with: "ws://") + "api/live", logger: logger) { inbound, outbound, _ in
        var messages = inbound.messages(maxSize: 1 << 26).makeAsyncIterator()
        try await outbound.write(.text(open))
        guard case .text? = try await messages.next() else { preconditionFailure("no layout for open") }
        try await Task.sleep(for: .milliseconds(200))
        for edit in 1...edits {
            let saved = ContinuousClock.now
            try screen(edit: edit).write(toFile: path, atomically: false, encoding: .utf8)
            guard case let .text(layout)? = try await messages.next(), layout.contains("Edited \(edit) times") else {
                preconditionFailure("edit \(edit) was not pushed")
            }
            let read = ContinuousClock.now
            reads.withLock { $0.append(read - saved) }
            try await Task.sleep(for: .milliseconds(100))
        }
        try await outbound.close(.normalClosure, reason: nil)
    }
    return (pushes.withLock { $0 }, reads.withLock { $0 })
}

let (pushed, read) = try await measurePushes()

print("1,009-node template, \(edits) edits, \(ProcessInfo.processInfo.activeProcessorCount) cores")
print(summary("watcher event -> layout message sent", pushed))
print(summary("save -> message read by the page (30 ms quiet)", read))
print(summary("baseline: compile + new engine + layout", baseline))

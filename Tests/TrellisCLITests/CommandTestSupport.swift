import Foundation
import XCTest

/// Runs the `trellis` executable built next to the test bundle.
enum TrellisProcess {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// The largest resident memory the process was seen to use (Linux's `VmHWM`, read
        /// while waiting for a time limit), or `nil` where it could not be read.
        var peakMemoryBytes: Int? = nil
    }

    /// The executable: SwiftPM builds products into the folder that holds the test bundle.
    static var executable: URL { executable(named: "trellis") }

    /// The product `name` (`trellis`, `trellis-plugin-tool`, `trellis-build-tool`) built beside the test bundle.
    static func executable(named name: String) -> URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
        let products = bundle.map { $0.bundleURL.deletingLastPathComponent() }
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return products.appendingPathComponent(name)
    }

    /// Runs `tool` (`trellis` by default) with `arguments` in `workingFolder` (the test's own
    /// by default), collecting output in files so that neither stream can fill a pipe and
    /// block the process. A process still running after `timeLimit` is stopped (and fails
    /// the test).
    static func run(
        _ arguments: [String], in workingFolder: URL? = nil, timeLimit: Duration? = nil, tool: String = "trellis"
    ) throws -> Result {
        let executable = executable(named: tool)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("build the trellis product first (swift build): no executable at \(executable.path)")
        }
        let folder = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputURL = folder.appendingPathComponent("stdout")
        let errorURL = folder.appendingPathComponent("stderr")
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let workingFolder { process.currentDirectoryURL = workingFolder }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        var peakMemoryBytes: Int?
        if let timeLimit {
            let deadline = ContinuousClock.now + timeLimit
            while process.isRunning, ContinuousClock.now < deadline {
                if let peak = residentHighWaterMark(of: process.processIdentifier) { peakMemoryBytes = peak }
                usleep(10_000)
            }
            if process.isRunning {
                process.terminate()
                XCTFail("trellis \(arguments.joined(separator: " ")) was stopped after \(timeLimit)")
            }
        }
        process.waitUntilExit()
        try output.close()
        try error.close()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self),
            peakMemoryBytes: peakMemoryBytes)
    }

    /// The peak resident memory of a running process, from `/proc/PID/status` (Linux only;
    /// the high-water mark only grows, so the last reading before the process ends is its peak).
    private static func residentHighWaterMark(of pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1_024
    }
}

/// A temporary folder of files for the tooling command tests, in which `trellis` runs.
struct ToolingCommandFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-tooling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: url.appendingPathComponent(name)), as: UTF8.self)
    }

    /// Runs `trellis` in the folder, with paths relative to it.
    func trellis(_ arguments: [String]) throws -> TrellisProcess.Result {
        try TrellisProcess.run(arguments + ["--diagnostics-format", "gnu"], in: url)
    }
}

// Writes `let generated = 1` to the file named by the second argument (the first is the
// plugin's declared input, which it does not read) and adds a line to `runs.log` beside
// it, so that run.sh can count the runs whatever the build system logs.
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: Gen INPUT OUTPUT\n".utf8))
    exit(2)
}
try "let generated = 1\n".write(toFile: arguments[2], atomically: false, encoding: .utf8)
let runs = URL(fileURLWithPath: arguments[2]).deletingLastPathComponent().appendingPathComponent("runs.log")
if !FileManager.default.fileExists(atPath: runs.path) {
    FileManager.default.createFile(atPath: runs.path, contents: nil)
}
let log = try FileHandle(forWritingTo: runs)
log.seekToEndOfFile()
log.write(Data("run\n".utf8))
try log.close()

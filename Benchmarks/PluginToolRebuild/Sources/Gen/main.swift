// Writes `let generated = 1` to the file named by the second argument (the first is the
// plugin's declared input, which it does not read).
import Foundation

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: Gen INPUT OUTPUT\n".utf8))
    exit(2)
}
try "let generated = 1\n".write(toFile: arguments[2], atomically: false, encoding: .utf8)

// Writes random constraint systems, with Trellis's solutions, as JSON on standard output
// for the differential test against kiwisolver (Tests/ConstraintDifferential).
//
// Usage: constraint-systems [count] [seed]
import Foundation

let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
let count = Int(arguments.first ?? 400)
let seed = arguments.dropFirst().first ?? 2026
var generator = SystemGenerator(random: SplitMix64(seed: seed), fixing: SplitMix64(seed: ~seed))
let systems = (0..<count).map { _ in generator.makeSystem() }
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    FileHandle.standardOutput.write(try encoder.encode(Output(seed: seed, systems: systems)))
} catch {
    FileHandle.standardError.write(Data("constraint-systems: \(error)\n".utf8))
    exit(1)
}

/// The file read by test_kiwi_agreement.py.
struct Output: Encodable {
    let seed: UInt64
    let systems: [DifferentialSystem]
}

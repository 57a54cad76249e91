import Foundation

/// The command line of `trellis-bench`, parsed by hand: the target cannot depend on
/// swift-argument-parser without a change to Package.swift, and three flags do not need it.
struct BenchOptions {
    var filters: [String] = []
    var rounds: Int?
    var list = false

    struct Problem: Error {
        var message: String
    }

    static func parse(_ arguments: [String]) -> Result<BenchOptions, Problem> {
        var options = BenchOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--filter":
                guard let text = remaining.popFirst() else { return .failure(Problem(message: "--filter needs a name")) }
                options.filters.append(text)
            case "--rounds":
                guard let text = remaining.popFirst(), let rounds = Int(text), rounds > 0 else {
                    return .failure(Problem(message: "--rounds needs a positive number"))
                }
                options.rounds = rounds
            case "--list":
                options.list = true
            default:
                return .failure(Problem(message: "unknown argument '\(argument)'"))
            }
        }
        return .success(options)
    }
}

func printToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

func exitProcess(_ status: Int32) -> Never {
    exit(status)
}

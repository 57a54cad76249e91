import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Exits for `error`, as ArgumentParser does, except that a usage error exits with
    /// status 2 (the status Trellis uses for usage and I/O problems) instead of 64.
    package static func exitReporting(_ error: any Error) -> Never {
        if exitCode(for: error) == .validationFailure {
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
        exit(withError: error)
    }
}

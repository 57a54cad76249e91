import ArgumentParser
import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisExpressions
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry

/// Options of the commands that lay templates out (`layout`, `render`): the root size, the
/// constants and state, the layout direction and mode.
struct LayoutInputOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The size the root is laid out in, in points, such as 375x812.", valueName: "WIDTHxHEIGHT"))
    var size: String

    @Option(help: ArgumentHelp("State values: a JSON object, or @FILE to read one from a file; they shadow constants.", valueName: "json"))
    var state: String?

    @Option(help: ArgumentHelp("Constant values: a JSON object, or @FILE to read one from a file.", valueName: "json"))
    var constants: String?

    @Option(help: ArgumentHelp("A sample-data variant of the template's Name.preview.json: its values are state that --state shadows.", valueName: "name"))
    var variant: String?

    @Flag(help: "Lay out right to left: leading is the right edge.")
    var rtl = false

    @Option(help: ArgumentHelp("The appearance named colors are resolved for: light or dark (their dark: values).", valueName: "appearance"))
    var appearance: Appearance = .light

    @OptionGroup var layoutMode: LayoutModeOptions

    /// The parsed options, or a usage problem: a bad size, unreadable or invalid JSON; the
    /// layout mode from the flags, else from `configuration`.
    func parsed(configuration: TrellisConfiguration?) -> Result<LayoutInputs, LayoutUsageError> {
        guard let rootSize = LayoutSize.parse(size) else {
            return .failure(LayoutUsageError("invalid size '\(size)'; expected WIDTHxHEIGHT with numbers above 0 and at most 100000, such as '375x812'"))
        }
        let constantValues: [String: JSONValue]
        let stateValues: [String: JSONValue]
        switch (Self.jsonObject(constants, option: "--constants"), Self.jsonObject(state, option: "--state")) {
        case let (.failure(problem), _), let (_, .failure(problem)): return .failure(problem)
        case let (.success(constantObject), .success(stateObject)):
            constantValues = constantObject
            stateValues = stateObject
        }
        return .success(LayoutInputs(
            size: rootSize, constants: constantValues, state: stateValues, direction: rtl ? .rightToLeft : .leftToRight,
            isLegacyLayoutMode: layoutMode.isLegacy(configuredBy: configuration), appearance: appearance, variant: variant
        ))
    }

    /// The parsed options, the layout mode from the flags, else from the `.trellis.yml`
    /// nearest to `path` (whose errors `reporter` reports); a usage problem is written
    /// through `reporter` and thrown as the exit status for it (2).
    func parsed(near path: String, reportingTo reporter: inout DiagnosticReporter) throws -> LayoutInputs {
        let configuration = try reporter.readConfiguration(near: [path])
        switch parsed(configuration: configuration) {
        case let .success(inputs): return inputs
        case let .failure(problem): throw reporter.usage(problem)
        }
    }

    /// A JSON object given inline or as `@FILE`, flattened to dotted names.
    static func jsonObject(_ text: String?, option: String) -> Result<[String: JSONValue], LayoutUsageError> {
        guard var json = text else { return .success([:]) }
        if json.hasPrefix("@") {
            let path = String(json.dropFirst())
            guard let data = FileManager.default.contents(atPath: path) else {
                return .failure(LayoutUsageError("cannot read the \(option) file '\(path)'"))
            }
            json = String(decoding: data, as: UTF8.self)
        }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(json.utf8)) else {
            return .failure(LayoutUsageError("\(option) is not valid JSON"))
        }
        guard case .object = value else {
            return .failure(LayoutUsageError("\(option) must be a JSON object such as '{\"name\": 1}'"))
        }
        return .success(value.flattened())
    }
}

/// What ``LayoutInputOptions`` parse to.
struct LayoutInputs {
    var size: Size
    var constants: [String: JSONValue]
    var state: [String: JSONValue]
    var direction: LayoutDirection
    var isLegacyLayoutMode: Bool
    var appearance: Appearance
    /// The `--variant` name.
    var variant: String?
}

/// A problem with the command line or the files it names (exit status 2).
struct LayoutUsageError: Error {
    var message: String

    init(_ message: String) {
        self.message = message
    }
}

extension DiagnosticReporter {
    /// The `inputs.variant` of the template at `templatePath`, or `nil` when none is asked
    /// for; a malformed variants file or an unknown variant is written with the diagnostics
    /// so far and thrown as the exit status for it (2).
    func variant(_ inputs: LayoutInputs, forTemplate templatePath: String) throws -> PreviewVariants.Variant? {
        guard let name = inputs.variant else { return nil }
        let chosen = PreviewVariants.load(forTemplate: templatePath).flatMap { $0.variant(named: name) }
        switch chosen {
        case let .success(variant): return variant
        case let .failure(problem):
            var report = self
            report.add([problem.diagnostic], sources: PreviewVariants.sources(forTemplate: templatePath, of: problem.diagnostic))
            throw ExitCode(report.write(errorStatus: 2))
        }
    }

    /// Writes the diagnostics so far and `problem`; the exit code for it (2).
    func usage(_ problem: LayoutUsageError) -> ExitCode {
        var report = self
        report.add([.error(.invalidOption, problem.message, at: nil)])
        return ExitCode(report.write(errorStatus: 2))
    }
}

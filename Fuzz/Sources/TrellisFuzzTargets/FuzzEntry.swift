/// The C entry points `trellis-fuzz` calls: select a target by name, then run inputs
/// through it. Every target must end each input in a result or diagnostics, never a crash,
/// a hang or a runaway; libFuzzer reports anything else.
enum FuzzEntry {
    /// The targets by the names `trellis-fuzz` and run.sh take.
    static let targets: [String: @Sendable ([UInt8]) -> Void] = [
        "xml": XMLReaderTarget.run,
        "compile": CompilationTarget.run,
        "expression": ExpressionTarget.run,
        "manifest": ManifestTarget.run,
        "ir": IRTarget.run,
        "layout": LayoutTarget.run,
        "constraint": ConstraintTarget.run,
        "configuration": ConfigurationTarget.run,
        "strings": StringsTarget.run,
        "variants": VariantsTarget.run,
        "lsp": LanguageServerTarget.run,
    ]

    /// The target chosen by ``select(_:)``; set once, before libFuzzer starts.
    nonisolated(unsafe) static var selected: (@Sendable ([UInt8]) -> Void)?
}

@_cdecl("trellis_fuzz_select")
public func trellisFuzzSelect(_ name: UnsafePointer<CChar>) -> Int32 {
    guard let target = FuzzEntry.targets[String(cString: name)] else { return 0 }
    FuzzEntry.selected = target
    return 1
}

@_cdecl("trellis_fuzz_one_input")
public func trellisFuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzEntry.selected?(bytes)
    return 0
}

import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Gathers the inputs (constants and state) a template reads, across all its attributes:
/// one type per input, unified over every use that requires one (else the type its uses
/// suggest), and every place it is read. Uses with no common type that one value sets
/// through Layout's runtime cast give the input that value's type
/// (``TypeChecker/castType(forInputUsedAs:and:)``), and mark it cast.
struct InputCollector {
    /// Finds the type of an input whose uses have no common type.
    let typeChecker: TypeChecker

    struct Entry {
        /// The type the uses require (`Any` when none requires one).
        var type: ValueType
        /// The type the uses suggest.
        var hint: InputHint?
        /// The first use requiring ``type`` (the first use while none does).
        var firstUse: SourceSpan
        var locations: [SourceSpan]
        var isConstant: Bool
        /// Whether some use needs the input's value converted, as Layout's runtime cast
        /// converts it, to the type it requires.
        var isCast = false
        /// Whether some use conflicts with the others.
        var isConflicting = false

        /// The input's type: the required one, else the suggested one.
        var resolvedType: ValueType { InputHint.resolve(type, hint) }
    }

    private(set) var entries: [String: Entry] = [:]

    /// The types of the inputs some use reads cast, by name, leaving out those with
    /// conflicting uses: the template reads them right only when checked again reading
    /// them as values of these types (``TypeChecker/readingInputs(as:)``).
    var castTypes: [String: ValueType] {
        entries.filter { $0.value.isCast && !$0.value.isConflicting }.mapValues(\.resolvedType)
    }

    /// Adds the inputs of one checked value (their types, and where each is read, given at
    /// `origin` and recorded moved to `location`: a reused result was checked elsewhere);
    /// returns a diagnostic for each input whose use here conflicts with its earlier uses.
    /// `castInputs` are the inputs the value itself uses as two types one value sets
    /// (``CheckedExpression/castInputs``): they are marked cast.
    mutating func add(
        _ types: [String: ValueType], hints: [String: InputHint], uses: [String: [SourceSpan]], castInputs: Set<String>,
        movedFrom origin: SourceSpan, to location: SourceSpan, isConstant: Bool
    ) -> [Diagnostic] {
        guard !types.isEmpty else { return [] }
        var problems: [Diagnostic] = []
        for name in types.count == 1 ? Array(types.keys) : types.keys.sorted() {
            guard let type = types[name], let uses = uses[name], !uses.isEmpty else { continue }
            let here = origin == location ? uses : uses.map { CheckMemo.move($0, from: origin, to: location) }
            let first = here[0]
            // Updated in place through its index: one lookup, and no copy of its locations.
            guard let index = entries.index(forKey: name) else {
                entries[name] = Entry(
                    type: type, hint: hints[name], firstUse: first, locations: here, isConstant: isConstant, isCast: castInputs.contains(name)
                )
                continue
            }
            if castInputs.contains(name) { entries.values[index].isCast = true }
            if let hint = hints[name] { entries.values[index].hint = InputHint.merge(entries.values[index].hint, hint) }
            let known = entries.values[index].type
            if let unified = Self.unify(known, type) {
                entries.values[index].type = unified
                // Conflicts are reported against the first use that required a type.
                if known == .any, type != .any { entries.values[index].firstUse = first }
            } else if let cast = typeChecker.castType(forInputUsedAs: known, and: type) {
                entries.values[index].type = cast
                entries.values[index].isCast = true
            } else {
                entries.values[index].isConflicting = true
                problems.append(.error(
                    .conflictingInputTypes, "conflicting uses of input '\(name)': \(type.displayName) here, \(known.displayName) before",
                    at: first, notes: [DiagnosticNote("used as \(known.displayName) here", at: entries.values[index].firstUse)]
                ))
            }
            entries.values[index].locations += here
            if isConstant { entries.values[index].isConstant = true }
        }
        return problems
    }

    /// The type satisfying two uses of one input, or `nil` when they conflict: as
    /// ``InputTypes/unify(_:_:)``, except that two protocols (optional or not) give the
    /// first, optional when either is. Layout casts a delegate or data source to its
    /// protocol where it is assigned, so one object may adopt several; the IR has no type
    /// for their composition, and the first names the input well enough.
    static func unify(_ known: ValueType, _ use: ValueType) -> ValueType? {
        guard case .protocolType = known.unwrapped, case .protocolType = use.unwrapped, known.unwrapped != use.unwrapped else {
            return InputTypes.unify(known, use)
        }
        if case .optional = use { return .optional(known.unwrapped) }
        return known
    }

    /// The spans of every `.reference(.input(name))` in the tree, with an explicit stack.
    static func collectLocations(_ expression: TypedExpression, into locations: inout [String: [SourceSpan]]) {
        var pending = [expression]
        while let next = pending.popLast() {
            if case let .reference(.input(name)) = next.kind {
                locations[name, default: []].append(next.span)
            }
            pending += next.children
        }
    }
}

/// The Swift method an action selector names: `wasPressed:` is
/// `func wasPressed(_ sender: ActionSender)`, `refresh` is `func refresh()`, and
/// `tapped:withEvent:` is `func tapped(_ sender: ActionSender, withEvent event: ActionSender)`.
struct ActionMethod: Hashable {
    /// The selector as the template writes it.
    let selector: String
    /// The base name (`wasPressed`).
    let baseName: String
    /// The argument labels after the first (`withEvent`); the first argument has none.
    let labels: [String]
    /// The number of arguments: one per colon.
    let arity: Int

    /// Reads a selector: a name, optionally followed by `:` and more `label:` parts;
    /// `nil` for anything else (selectors computed at run time, names with spaces).
    init?(selector: String) {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let base = parts.first, SwiftIdentifiers.isIdentifier(base) else { return nil }
        if parts.count == 1 {
            self.selector = selector
            self.baseName = base
            self.labels = []
            self.arity = 0
            return
        }
        // A selector with arguments ends with a colon, so the last part is empty.
        guard parts.last == "" else { return nil }
        let labels = parts.dropFirst().dropLast()
        guard labels.allSatisfy(SwiftIdentifiers.isIdentifier) else { return nil }
        self.selector = selector
        self.baseName = base
        self.labels = Array(labels)
        self.arity = parts.count - 1
    }

    /// The requirement in the owner protocol.
    var declaration: String {
        "func \(SwiftIdentifiers.escaped(baseName))(\(parameters))"
    }

    /// The call in `perform`, passing `sender` for every argument.
    var call: String {
        let arguments = (0..<arity).map { index in index == 0 ? "sender" : "\(labels[index - 1]): sender" }
        return "owner.\(SwiftIdentifiers.escaped(baseName))(\(arguments.joined(separator: ", ")))"
    }

    private var parameters: String {
        guard arity > 0 else { return "" }
        var list = ["_ sender: ActionSender"]
        for (index, label) in labels.enumerated() {
            list.append("\(label) argument\(index + 2): ActionSender")
        }
        return list.joined(separator: ", ")
    }
}

/// Why a JSON value does not have the IR's shape: what was expected and where.
struct IRShapeError: Error {
    var message: String
}

/// Typed access to a part of an ``IRJSON`` document, knowing its path for messages
/// (`templates[0].nodes[3].location`).
struct IRReader {
    let json: IRJSON
    let path: String

    init(_ json: IRJSON, path: String) {
        self.json = json
        self.path = path
    }

    func fail(_ expected: String) -> IRShapeError {
        IRShapeError(message: "expected \(expected) at '\(path.isEmpty ? "the top level" : path)'")
    }

    /// The member `key`, which must be present.
    func member(_ key: String) throws(IRShapeError) -> IRReader {
        guard case .object = json else { throw fail("an object") }
        guard let value = json[key] else { throw IRShapeError(message: "missing '\(key)' at '\(path.isEmpty ? "the top level" : path)'") }
        return IRReader(value, path: path.isEmpty ? key : path + "." + key)
    }

    /// The member `key`, or `nil` when absent or `null`.
    func optionalMember(_ key: String) throws(IRShapeError) -> IRReader? {
        guard case .object = json else { throw fail("an object") }
        guard let value = json[key], value != .null else { return nil }
        return IRReader(value, path: path.isEmpty ? key : path + "." + key)
    }

    var isNull: Bool { json == .null }

    func string() throws(IRShapeError) -> String {
        guard case let .string(value) = json else { throw fail("a string") }
        return value
    }

    func int() throws(IRShapeError) -> Int {
        guard case let .int(value) = json else { throw fail("an integer") }
        return value
    }

    func bool() throws(IRShapeError) -> Bool {
        guard case let .bool(value) = json else { throw fail("true or false") }
        return value
    }

    /// A number; `inf`, `-inf` and `nan` are read from their text.
    func double() throws(IRShapeError) -> Double {
        switch json {
        case let .double(value): return value
        case let .int(value): return Double(value)
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        case .string("nan"): return .nan
        default: throw fail("a number")
        }
    }

    func elements() throws(IRShapeError) -> [IRReader] {
        guard case let .array(values) = json else { throw fail("an array") }
        return values.enumerated().map { IRReader($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// The members of an object, by key.
    func members() throws(IRShapeError) -> [(key: String, value: IRReader)] {
        guard case let .object(members) = json else { throw fail("an object") }
        return members.map { ($0.key, IRReader($0.value, path: path + "." + $0.key)) }
    }

    /// The elements of an array, which must number exactly `count`.
    func elements(_ count: Int) throws(IRShapeError) -> [IRReader] {
        let all = try elements()
        guard all.count == count else { throw fail("an array of \(count) elements") }
        return all
    }

    func strings() throws(IRShapeError) -> [String] {
        var result: [String] = []
        for element in try elements() { result.append(try element.string()) }
        return result
    }

    func ints() throws(IRShapeError) -> [Int] {
        var result: [Int] = []
        for element in try elements() { result.append(try element.int()) }
        return result
    }
}

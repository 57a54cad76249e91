/// JSON-RPC 2.0 as LSP uses it: requests carry an `id` and get exactly one response,
/// notifications carry none and get none.

/// The id of a request: a number or a string, echoed in its response.
public enum RequestID: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case let .number(number): try container.encode(number)
        case let .string(string): try container.encode(string)
        }
    }

    /// The id as it appears in a message (`JSONValue`), if it is a valid id.
    init?(_ value: JSONValue) {
        switch value {
        case let .number(number) where number == number.rounded() && abs(number) < 1e15: self = .number(Int(number))
        case let .string(string): self = .string(string)
        default: return nil
        }
    }
}

/// The error of a failed request.
public struct ResponseError: Error, Hashable, Sendable, Codable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    /// The message is not JSON.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON is not a valid request or notification.
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    /// The server does not implement the method.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The params do not have the shape the method takes.
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    /// A request other than `initialize` arrived before it.
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server has not been initialized")
    /// A request arrived after `shutdown`.
    public static let shutDown = ResponseError(code: -32600, message: "the server is shutting down")
    /// The client cancelled the request.
    public static let requestCancelled = ResponseError(code: -32800, message: "request cancelled")
}

/// A response: `result` on success, `error` on failure (`result` is then absent).
struct ResponseMessage<Result: Encodable>: Encodable {
    var jsonrpc = "2.0"
    /// `nil` (written as JSON `null`) for a message whose id could not be read.
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(jsonrpc, forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        if let error {
            try container.encode(error, forKey: .error)
        } else {
            // A successful response always has `result`, `null` included.
            try container.encode(result, forKey: .result)
        }
    }

    private enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }
}

/// A notification the server sends (diagnostics, log messages).
struct NotificationMessage<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: Params
}

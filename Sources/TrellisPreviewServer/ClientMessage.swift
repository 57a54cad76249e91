import Foundation
import TrellisExpressions
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry

/// A message of the page on the live socket (Documentation/PreviewProtocol.md).
enum ClientMessage: Equatable {
    /// The page's template, its panels and its input values: answered with a layout.
    case open(template: String, views: [ViewRequest], inputs: [String: JSONValue])
    /// Save `inputs` as the variant `name` of the template's `Name.preview.json`.
    case saveVariant(template: String, name: String, inputs: [String: JSONValue])

    /// Why a message cannot be used: the text of the `error` reply.
    struct Problem: Error, Equatable {
        var message: String

        init(_ message: String) {
            self.message = message
        }
    }

    /// The most panels one message may ask for.
    static let maximumViews = 64
    /// The largest root size, in points, as `--size` accepts.
    static let maximumLength = 100_000.0

    /// The message in `text`, or what is wrong with it.
    static func parse(_ text: String) -> Result<ClientMessage, Problem> {
        let bytes = Array(text.utf8)
        guard bytes.count <= PreviewServer.maximumMessageSize else {
            return .failure(Problem("a message of \(bytes.count) bytes is longer than the limit of \(PreviewServer.maximumMessageSize) bytes"))
        }
        if let syntax = JSONSyntaxError.find(in: bytes) {
            return .failure(Problem("invalid JSON: \(syntax.message)"))
        }
        guard case let .object(members)? = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes)) else {
            return .failure(Problem("a message must be a JSON object with a \"type\""))
        }
        guard case let .string(type)? = members["type"] else {
            return .failure(Problem("a message must be a JSON object with a \"type\""))
        }
        switch type {
        case "open":
            return Result { () throws(Problem) in
                let template = try string(members["template"], "template")
                guard case let .array(views)? = members["views"] else { throw Problem("\"views\" must be an array of views") }
                guard views.count <= maximumViews else { throw Problem("at most \(maximumViews) views may be shown") }
                return .open(template: template, views: try views.map(ViewRequest.parse), inputs: try object(members["inputs"] ?? JSONValue.object([:]), "inputs"))
            }
        case "saveVariant":
            return Result { () throws(Problem) in
                let name = try string(members["name"], "name")
                guard !name.isEmpty else { throw Problem("\"name\" must not be empty") }
                return .saveVariant(
                    template: try string(members["template"], "template"), name: name,
                    inputs: try object(members["inputs"] ?? JSONValue.object([:]), "inputs")
                )
            }
        default:
            return .failure(Problem("unknown message type '\(type)'; expected 'open' or 'saveVariant'"))
        }
    }

    private static func string(_ value: JSONValue?, _ name: String) throws(Problem) -> String {
        guard case let .string(text)? = value else { throw Problem("\"\(name)\" must be a string") }
        return text
    }

    private static func object(_ value: JSONValue, _ name: String) throws(Problem) -> [String: JSONValue] {
        guard case let .object(members) = value else { throw Problem("\"\(name)\" must be a JSON object") }
        return members
    }
}

/// One panel of the page: the size, direction and appearance a template is laid out in,
/// and the sample-data variant whose values add to the page's inputs.
struct ViewRequest: Equatable {
    var key: String
    var size: Size
    var direction: LayoutDirection
    var appearance: Appearance
    var variant: String?

    static func parse(_ json: JSONValue) throws(ClientMessage.Problem) -> ViewRequest {
        guard case let .object(members) = json, case let .string(key)? = members["key"] else {
            throw ClientMessage.Problem("a view must be an object with a \"key\"")
        }
        func length(_ name: String) throws(ClientMessage.Problem) -> Double {
            guard case let .number(value, _)? = members[name], value > 0, value <= ClientMessage.maximumLength else {
                throw ClientMessage.Problem("the \"\(name)\" of view '\(key)' must be a number above 0 and at most 100000")
            }
            return value
        }
        let direction: LayoutDirection
        switch members["direction"] {
        case .string("ltr")?, nil: direction = .leftToRight
        case .string("rtl")?: direction = .rightToLeft
        default: throw ClientMessage.Problem("the \"direction\" of view '\(key)' must be \"ltr\" or \"rtl\"")
        }
        var appearance = Appearance.light
        if let given = members["appearance"] {
            guard case let .string(name) = given, let named = Appearance(rawValue: name) else {
                throw ClientMessage.Problem("the \"appearance\" of view '\(key)' must be \"light\" or \"dark\"")
            }
            appearance = named
        }
        let variant: String?
        switch members["variant"] {
        case .null?, nil: variant = nil
        case let .string(name)?: variant = name
        default: throw ClientMessage.Problem("the \"variant\" of view '\(key)' must be a string or null")
        }
        return ViewRequest(
            key: key, size: Size(width: try length("width"), height: try length("height")), direction: direction, appearance: appearance,
            variant: variant
        )
    }
}

import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Reads a typed expression back from ``IRJSON`` (the inverse of ``IRExpressionEncoder``),
/// placing its spans relative to the value's `location`. Recursion follows the tree,
/// limited to ``maximumDepth`` levels.
struct IRExpressionDecoder {
    static let maximumDepth = 1_000
    let location: SourceSpan

    func expression(_ reader: IRReader, depth: Int = 0) throws(IRShapeError) -> TypedExpression {
        guard depth < Self.maximumDepth else { throw reader.fail("an expression less than \(Self.maximumDepth) levels deep") }
        let items = try reader.elements()
        guard items.count >= 3 else { throw reader.fail("an expression [tag, type, span, …]") }
        let tag = try items[0].string()
        guard let type = IRTypeNames.type(named: Substring(try items[1].string())) else { throw items[1].fail("a type name") }
        let span = try self.span(items[2])
        let payload = Array(items.dropFirst(3))
        func argument(_ index: Int) throws(IRShapeError) -> IRReader {
            guard payload.indices.contains(index) else { throw reader.fail("\(index + 1) operands after the span of a '\(tag)' node") }
            return payload[index]
        }
        func sub(_ index: Int) throws(IRShapeError) -> TypedExpression {
            try expression(argument(index), depth: depth + 1)
        }
        func optionalSub(_ index: Int) throws(IRShapeError) -> TypedExpression? {
            let item = try argument(index)
            return item.isNull ? nil : try expression(item, depth: depth + 1)
        }
        func list(_ index: Int) throws(IRShapeError) -> [TypedExpression] {
            var result: [TypedExpression] = []
            for element in try argument(index).elements() { result.append(try expression(element, depth: depth + 1)) }
            return result
        }
        func raw<T: RawRepresentable>(_ index: Int, as _: T.Type) throws(IRShapeError) -> T where T.RawValue == String {
            let item = try argument(index)
            guard let value = T(rawValue: try item.string()) else { throw item.fail("a valid '\(tag)' operand") }
            return value
        }
        let kind: TypedExpression.Kind
        switch tag {
        case "literal": kind = .literal(try IRValueDecoder.value(argument(0), depth: depth + 1))
        case "reference": kind = .reference(try reference(payload, reader: reader))
        case "member": kind = .member(try sub(0), name: try argument(1).string())
        case "percentage": kind = .percentage(try sub(0), try raw(1, as: PercentageBase.self))
        case "auto": kind = .auto(try raw(0, as: SizeAxis.self))
        case "unary": kind = .unary(try raw(0, as: UnaryOperation.self), try sub(1))
        case "binary": kind = .binary(try raw(0, as: BinaryOperation.self), try sub(1), try sub(2))
        case "conditional": kind = .conditional(condition: try sub(0), then: try sub(1), else: try sub(2))
        case "coalesce": kind = .coalesce(try sub(0), try sub(1))
        case "conversion": kind = .conversion(try conversion(argument(0)), try sub(1))
        case "call": kind = .call(try function(argument(0)), arguments: try list(1))
        case "localizedString": kind = .localizedString(key: try argument(0).string(), arguments: try list(1))
        case "interpolation":
            var parts: [InterpolationPart] = []
            for part in try argument(0).elements() {
                if case let .string(text) = part.json {
                    parts.append(.text(text))
                } else {
                    parts.append(.value(try expression(part, depth: depth + 1)))
                }
            }
            kind = .interpolation(parts)
        case "element": kind = .element(try sub(0), index: try sub(1))
        case "keyed": kind = .keyed(try sub(0), key: try sub(1))
        case "slice": kind = .slice(try sub(0), lower: try optionalSub(1), upper: try optionalSub(2), try raw(3, as: RangeOperator.self))
        case "array":
            var elements: [ArrayElement] = []
            for element in try argument(0).elements() {
                let pair = try element.elements(2)
                let value = try expression(pair[1], depth: depth + 1)
                switch try pair[0].string() {
                case "element": elements.append(.element(value))
                case "contentsOf": elements.append(.contentsOf(value))
                default: throw pair[0].fail("'element' or 'contentsOf'")
                }
            }
            kind = .array(elements)
        case "optionSet": kind = .optionSet(type: try argument(0).string(), try list(1))
        case "font": kind = .font(base: try sub(0), overrides: try IRValueDecoder.overrides(argument(1)), size: try optionalSub(2))
        case "fontWords": kind = .fontWords(base: try sub(0), words: try sub(1))
        case "colorAsset": kind = .colorAsset(name: try sub(0), fallback: try optionalSub(1))
        default: throw items[0].fail("an expression tag")
        }
        return TypedExpression(kind, type: type, span: span)
    }

    /// The inverse of the encoder's relative spans.
    private func span(_ reader: IRReader) throws(IRShapeError) -> SourceSpan {
        let parts = try reader.elements()
        switch parts.count {
        case 0:
            return location
        case 2:
            return SourceSpan(
                file: location.file, line: location.line, column: try sum(location.column, parts[0]),
                offset: try sum(location.offset, parts[0]), length: try parts[1].int()
            )
        case 4:
            return SourceSpan(
                file: location.file, line: try sum(location.line, parts[0]), column: try parts[1].int(),
                offset: try sum(location.offset, parts[2]), length: try parts[3].int()
            )
        default:
            throw reader.fail("a span [], [offset, length] or [lines, column, offset, length]")
        }
    }

    /// `base` plus the integer `reader` holds, refused when the sum does not fit an `Int`.
    private func sum(_ base: Int, _ reader: IRReader) throws(IRShapeError) -> Int {
        let (sum, overflow) = base.addingReportingOverflow(try reader.int())
        guard !overflow else { throw reader.fail("an offset that keeps the span within Int range") }
        return sum
    }

    private func reference(_ payload: [IRReader], reader: IRReader) throws(IRShapeError) -> SymbolReference {
        guard let kind = payload.first else { throw reader.fail("a reference kind") }
        switch (try kind.string(), payload.count) {
        case ("parameter", 2): return .parameter(try payload[1].string())
        case ("input", 2): return .input(try payload[1].string())
        case ("node", 3):
            let keyPath = try payload[2].string()
            switch try payload[1].string() {
            case "this": return .node(.this, keyPath: keyPath)
            case "parent": return .node(.parent, keyPath: keyPath)
            case "previous": return .node(.previous, keyPath: keyPath)
            case "next": return .node(.next, keyPath: keyPath)
            case let name where name.hasPrefix("#") && name.count > 1: return .node(.id(String(name.dropFirst())), keyPath: keyPath)
            default: throw payload[1].fail("this, parent, previous, next or #id")
            }
        default: throw kind.fail("a reference: node, parameter or input")
        }
    }

    private func conversion(_ reader: IRReader) throws(IRShapeError) -> Conversion {
        let name = try reader.string()
        switch name {
        case "intToDouble": return .intToDouble
        case "doubleToInt": return .doubleToInt
        case "toString": return .toString
        case "toAttributedString": return .toAttributedString
        case "toImage": return .toImage
        case "toURL": return .toURL
        case "toSelector": return .toSelector
        case "boxInArray": return .boxInArray
        case "formatted": return .formatted
        default:
            if name.hasPrefix("dynamic:"), let type = IRTypeNames.type(named: name.dropFirst("dynamic:".count)) { return .dynamic(type) }
            if name.hasPrefix("rawValue:"), let table = IRRawValueNames.table(named: name.dropFirst("rawValue:".count)) { return .rawValue(table) }
            throw reader.fail("a conversion")
        }
    }

    private func function(_ reader: IRReader) throws(IRShapeError) -> FunctionReference {
        let name = try reader.string()
        if name.hasPrefix("builtin:"), let builtin = BuiltinFunction(rawValue: String(name.dropFirst("builtin:".count))) {
            return .builtin(builtin)
        }
        if name.hasPrefix("custom:"), name.count > "custom:".count { return .custom(String(name.dropFirst("custom:".count))) }
        throw reader.fail("a function: builtin:NAME or custom:NAME")
    }
}

/// Reads literal values and font overrides.
enum IRValueDecoder {
    static func value(_ reader: IRReader, depth: Int) throws(IRShapeError) -> Value {
        guard depth < IRExpressionDecoder.maximumDepth else { throw reader.fail("a value less than \(IRExpressionDecoder.maximumDepth) levels deep") }
        let items = try reader.elements()
        guard let kind = items.first else { throw reader.fail("a value [kind, …]") }
        func item(_ index: Int) throws(IRShapeError) -> IRReader {
            guard items.indices.contains(index) else { throw reader.fail("a '\((try? kind.string()) ?? "")' value with \(index) operands") }
            return items[index]
        }
        func optionalString(_ index: Int) throws(IRShapeError) -> String? {
            let reader = try item(index)
            return reader.isNull ? nil : try reader.string()
        }
        switch try kind.string() {
        case "int": return .int(try item(1).int())
        case "double": return .double(try item(1).double())
        case "bool": return .bool(try item(1).bool())
        case "string": return .string(try item(1).string())
        case "attributedString": return .attributedString(AttributedText(text: try item(1).string(), isMarkup: try item(2).bool()))
        case "color":
            return .color(RGBAColor(red: try item(1).double(), green: try item(2).double(), blue: try item(3).double(), alpha: try item(4).double()))
        case "font":
            return .font(FontValue(
                family: try item(1).string(), weight: try optionalString(2), traits: try item(3).strings(),
                textStyle: try optionalString(4), size: try item(5).double()
            ))
        case "image": return .image(try item(1).string())
        case "url": return .url(try item(1).string())
        case "selector": return .selector(try item(1).string())
        case "enum": return .enumCase(type: try item(1).string(), name: try item(2).string())
        case "options": return .options(type: try item(1).string(), cases: try item(2).strings())
        case "struct":
            var members: [String: Value] = [:]
            for member in try item(2).elements() {
                let pair = try member.elements(2)
                members[try pair[0].string()] = try value(pair[1], depth: depth + 1)
            }
            return .structure(type: try item(1).string(), members: members)
        case "array":
            var elements: [Value] = []
            for element in try item(1).elements() { elements.append(try value(element, depth: depth + 1)) }
            return .array(elements)
        case "nil": return .nil
        case "opaque": return .opaque(OpaqueValue(typeName: try item(1).string(), identifier: try item(2).string()))
        default: throw kind.fail("a value kind")
        }
    }

    static func overrides(_ reader: IRReader) throws(IRShapeError) -> FontOverrides {
        let parts = try reader.elements(5)
        func optionalString(_ index: Int) throws(IRShapeError) -> String? {
            parts[index].isNull ? nil : try parts[index].string()
        }
        var size: FontOverrides.Size?
        if !parts[4].isNull {
            let pair = try parts[4].elements(2)
            switch try pair[0].string() {
            case "points": size = .points(try pair[1].double())
            case "percent": size = .percent(try pair[1].double())
            default: throw pair[0].fail("'points' or 'percent'")
            }
        }
        return FontOverrides(
            family: try optionalString(0), weight: try optionalString(1), traits: try parts[2].strings(),
            textStyle: try optionalString(3), size: size
        )
    }
}

import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry

/// Writes a typed expression: `[tag, type, span, payload…]` per node, with spans relative
/// to the value the expression belongs to (see `README.md`).
struct IRExpressionEncoder {
    let value: IRValue

    func expression<Sink: IRSink>(_ expression: TypedExpression, into sink: inout Sink) {
        sink.beginArray()
        sink.literal(Self.tag(expression.kind))
        sink.string(IRTypeNames.name(of: expression.type))
        span(expression.span, into: &sink)
        switch expression.kind {
        case let .literal(literal):
            Self.value(literal, into: &sink)
        case let .reference(reference):
            Self.reference(reference, into: &sink)
        case let .member(base, name):
            self.expression(base, into: &sink)
            sink.string(name)
        case let .percentage(operand, base):
            self.expression(operand, into: &sink)
            sink.string(base.rawValue)
        case let .auto(axis):
            sink.string(axis.rawValue)
        case let .unary(operation, operand):
            sink.string(operation.rawValue)
            self.expression(operand, into: &sink)
        case let .binary(operation, left, right):
            sink.string(operation.rawValue)
            self.expression(left, into: &sink)
            self.expression(right, into: &sink)
        case let .conditional(condition, then, otherwise):
            self.expression(condition, into: &sink)
            self.expression(then, into: &sink)
            self.expression(otherwise, into: &sink)
        case let .coalesce(left, right):
            self.expression(left, into: &sink)
            self.expression(right, into: &sink)
        case let .conversion(conversion, operand):
            sink.string(Self.name(of: conversion))
            self.expression(operand, into: &sink)
        case let .call(function, arguments):
            sink.string(Self.name(of: function))
            list(arguments, into: &sink)
        case let .localizedString(key, arguments):
            sink.string(key)
            list(arguments, into: &sink)
        case let .interpolation(parts):
            sink.beginArray()
            for part in parts {
                switch part {
                case let .text(text): sink.string(text)
                case let .value(value): self.expression(value, into: &sink)
                }
            }
            sink.endArray()
        case let .element(base, index), let .keyed(base, index):
            self.expression(base, into: &sink)
            self.expression(index, into: &sink)
        case let .slice(base, lower, upper, range):
            self.expression(base, into: &sink)
            optional(lower, into: &sink)
            optional(upper, into: &sink)
            sink.string(range.rawValue)
        case let .array(elements):
            sink.beginArray()
            for element in elements {
                sink.beginArray()
                switch element {
                case let .element(value):
                    sink.literal("element")
                    self.expression(value, into: &sink)
                case let .contentsOf(value):
                    sink.literal("contentsOf")
                    self.expression(value, into: &sink)
                }
                sink.endArray()
            }
            sink.endArray()
        case let .optionSet(type, values):
            sink.string(type)
            list(values, into: &sink)
        case let .font(base, overrides, size):
            self.expression(base, into: &sink)
            Self.overrides(overrides, into: &sink)
            optional(size, into: &sink)
        case let .fontWords(base, words):
            self.expression(base, into: &sink)
            self.expression(words, into: &sink)
        case let .colorAsset(name, fallback):
            self.expression(name, into: &sink)
            optional(fallback, into: &sink)
        }
        sink.endArray()
    }

    private func list<Sink: IRSink>(_ expressions: [TypedExpression], into sink: inout Sink) {
        sink.beginArray()
        for expression in expressions { self.expression(expression, into: &sink) }
        sink.endArray()
    }

    private func optional<Sink: IRSink>(_ expression: TypedExpression?, into sink: inout Sink) {
        if let expression { self.expression(expression, into: &sink) } else { sink.null() }
    }

    /// `[]` for the whole value, `[offset, length]` on the value's line, or `[lines, column,
    /// offset, length]` on another line, the offset and lines counted from the start of the
    /// value.
    private func span<Sink: IRSink>(_ span: SourceSpan, into sink: inout Sink) {
        let inside = value.isInsideOrigin(span)
        let base = inside ? value.origin : value.location
        let lines = span.line - base.line
        sink.beginArray()
        if inside, span.offset == base.offset, span.length == base.length {
            sink.endArray()
            return
        }
        if lines != 0 {
            sink.int(lines)
            sink.int(span.column)
        }
        sink.int(span.offset - base.offset)
        sink.int(span.length)
        sink.endArray()
    }

    static func tag(_ kind: TypedExpression.Kind) -> StaticString {
        switch kind {
        case .literal: "literal"
        case .reference: "reference"
        case .member: "member"
        case .percentage: "percentage"
        case .auto: "auto"
        case .unary: "unary"
        case .binary: "binary"
        case .conditional: "conditional"
        case .coalesce: "coalesce"
        case .conversion: "conversion"
        case .call: "call"
        case .localizedString: "localizedString"
        case .interpolation: "interpolation"
        case .element: "element"
        case .keyed: "keyed"
        case .slice: "slice"
        case .array: "array"
        case .optionSet: "optionSet"
        case .font: "font"
        case .fontWords: "fontWords"
        case .colorAsset: "colorAsset"
        }
    }

    static func reference<Sink: IRSink>(_ reference: SymbolReference, into sink: inout Sink) {
        switch reference {
        case let .node(node, keyPath):
            sink.literal("node")
            sink.string(nodeName(node))
            sink.string(keyPath)
        case let .parameter(name):
            sink.literal("parameter")
            sink.string(name)
        case let .input(name):
            sink.literal("input")
            sink.string(name)
        }
    }

    /// `this`, `parent`, `previous`, `next`, or `#id`.
    static func nodeName(_ node: NodeReference) -> String {
        switch node {
        case .this: "this"
        case .parent: "parent"
        case .previous: "previous"
        case .next: "next"
        case let .id(name): "#" + name
        }
    }

    static func name(of conversion: Conversion) -> String {
        switch conversion {
        case .intToDouble: "intToDouble"
        case .doubleToInt: "doubleToInt"
        case .toString: "toString"
        case .toAttributedString: "toAttributedString"
        case .toImage: "toImage"
        case .toURL: "toURL"
        case .toSelector: "toSelector"
        case .boxInArray: "boxInArray"
        case .formatted: "formatted"
        case let .dynamic(type): "dynamic:" + IRTypeNames.name(of: type)
        case let .rawValue(table): "rawValue:" + IRRawValueNames.name(of: table)
        }
    }

    static func name(of function: FunctionReference) -> String {
        switch function {
        case let .builtin(builtin): "builtin:" + builtin.rawValue
        case let .custom(name): "custom:" + name
        }
    }

    /// A double, or its text when it is not finite (JSON has no infinities or NaN).
    static func number<Sink: IRSink>(_ value: Double, into sink: inout Sink) {
        if value.isFinite {
            sink.double(value)
        } else {
            sink.string(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf")
        }
    }

    static func optionalString<Sink: IRSink>(_ value: String?, into sink: inout Sink) {
        if let value { sink.string(value) } else { sink.null() }
    }

    static func overrides<Sink: IRSink>(_ overrides: FontOverrides, into sink: inout Sink) {
        sink.beginArray()
        optionalString(overrides.family, into: &sink)
        optionalString(overrides.weight, into: &sink)
        sink.beginArray()
        for trait in overrides.traits { sink.string(trait) }
        sink.endArray()
        optionalString(overrides.textStyle, into: &sink)
        switch overrides.size {
        case let .points(points)?:
            sink.beginArray()
            sink.literal("points")
            number(points, into: &sink)
            sink.endArray()
        case let .percent(percent)?:
            sink.beginArray()
            sink.literal("percent")
            number(percent, into: &sink)
            sink.endArray()
        case nil:
            sink.null()
        }
        sink.endArray()
    }

    /// A literal value: `[kind, payload…]`.
    static func value<Sink: IRSink>(_ value: Value, into sink: inout Sink) {
        sink.beginArray()
        switch value {
        case let .int(number):
            sink.literal("int")
            sink.int(number)
        case let .double(number):
            sink.literal("double")
            self.number(number, into: &sink)
        case let .bool(flag):
            sink.literal("bool")
            sink.bool(flag)
        case let .string(text):
            sink.literal("string")
            sink.string(text)
        case let .attributedString(text):
            sink.literal("attributedString")
            sink.string(text.text)
            sink.bool(text.isMarkup)
        case let .color(color):
            sink.literal("color")
            for channel in [color.red, color.green, color.blue, color.alpha] { number(channel, into: &sink) }
        case let .font(font):
            sink.literal("font")
            sink.string(font.family)
            optionalString(font.weight, into: &sink)
            sink.beginArray()
            for trait in font.traits { sink.string(trait) }
            sink.endArray()
            optionalString(font.textStyle, into: &sink)
            number(font.size, into: &sink)
        case let .image(name):
            sink.literal("image")
            sink.string(name)
        case let .url(text):
            sink.literal("url")
            sink.string(text)
        case let .selector(name):
            sink.literal("selector")
            sink.string(name)
        case let .enumCase(type, name):
            sink.literal("enum")
            sink.string(type)
            sink.string(name)
        case let .options(type, cases):
            sink.literal("options")
            sink.string(type)
            sink.beginArray()
            for name in cases { sink.string(name) }
            sink.endArray()
        case let .structure(type, members):
            sink.literal("struct")
            sink.string(type)
            sink.beginArray()
            for name in members.keys.sorted() {
                sink.beginArray()
                sink.string(name)
                if let member = members[name] { self.value(member, into: &sink) } else { sink.null() }
                sink.endArray()
            }
            sink.endArray()
        case let .array(elements):
            sink.literal("array")
            sink.beginArray()
            for element in elements { self.value(element, into: &sink) }
            sink.endArray()
        case .nil:
            sink.literal("nil")
        case let .opaque(opaque):
            sink.literal("opaque")
            sink.string(opaque.typeName)
            sink.string(opaque.identifier)
        }
        sink.endArray()
    }
}

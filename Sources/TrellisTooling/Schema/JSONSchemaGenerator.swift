import TrellisRegistry

/// Generates a JSON Schema (draft 2020-12) for component manifest files, so YAML editors
/// (with the YAML language server) validate and complete `Components/*.yaml` files.
///
/// It follows the public contract in `Components/README.md`: every key of every section,
/// with unknown keys rejected (`additionalProperties: false`), exactly one form per type
/// declaration, `combinations` only with `options`, `virtual` only with `struct` and `values`
/// only with `alias`,
/// layout policies as an enumeration, and patterns for names, colors and image sizes.
public enum JSONSchemaGenerator {
    /// The schema document, pretty-printed with sorted keys.
    public static func generate() -> String {
        JSONWriter.write(schema) + "\n"
    }

    /// The schema as a JSON value.
    static var schema: JSONSchemaValue {
        .object([
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "title": "Trellis component manifest",
            "description": "Types, fonts, colors, images, custom functions and components that templates may use (Components/README.md).",
            "type": "object",
            "additionalProperties": false,
            "properties": .object([
                "types": namedMap("$defs/typeDeclaration", names: "dottedName", description: "Declared types by name."),
                "fonts": ref("fontCatalog"),
                "colors": .object([
                    "description": "Named colors, usable with or without a Color suffix.",
                    "type": "object",
                    "propertyNames": ref("name"),
                    "additionalProperties": ref("color"),
                ]),
                "images": .object([
                    "description": "Images with their size in points, for auto sizing.",
                    "type": "object",
                    "propertyNames": ref("name"),
                    "additionalProperties": .object([
                        "type": "string", "pattern": #"^[0-9]+(\.[0-9]+)?x[0-9]+(\.[0-9]+)?$"#,
                        "description": "WIDTHxHEIGHT in points, such as 40x40.",
                    ]),
                ]),
                "functions": namedMap("$defs/function", names: "name", description: "Signatures of custom functions implemented in Swift."),
                "components": namedMap("$defs/component", names: "dottedName", description: "Components by name; a later manifest extends an earlier declaration."),
            ]),
            "$defs": .object(definitions),
        ])
    }

    private static var definitions: [String: JSONSchemaValue] {
        [
            "name": .object(["type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_]*$"]),
            "dottedName": .object(["type": "string", "pattern": #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#]),
            "typeName": .object([
                "description": .string("A primitive (Int, Double, Bool, String, AttributedString, Color, Font, Image, URL, Selector, "
                    + "Any), a declared type or alias, a component, [T] for arrays or T? for optionals."),
                "type": "string", "minLength": 1,
            ]),
            "names": .object(["type": "array", "items": ref("name"), "uniqueItems": true]),
            "color": .object([
                "description": "#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b) or rgba(r, g, b, a) with channels 0-255 and alpha 0-1.",
                "type": "string",
                "pattern": #"^(#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})|rgba?\(.*\))$"#,
            ]),
            "members": .object([
                "type": "object", "propertyNames": ref("dottedName"), "additionalProperties": ref("typeName"),
            ]),
            "symbols": .object([
                "description": "Symbols by name: a type name, or {type, deprecated} to mark the symbol deprecated.",
                "type": "object", "propertyNames": ref("dottedName"),
                "additionalProperties": .object([
                    "oneOf": .array([
                        ref("typeName"),
                        .object([
                            "type": "object",
                            "additionalProperties": false,
                            "required": .array(["type"]),
                            "properties": .object([
                                "type": ref("typeName"),
                                "deprecated": .object(["type": "string", "description": "What to use instead; templates setting it get a warning."]),
                            ]),
                        ]),
                    ]),
                ]),
            ]),
            "typeDeclaration": typeDeclaration,
            "fontCatalog": fontCatalog,
            "function": .object([
                "type": "object",
                "additionalProperties": false,
                "required": .array(["returns"]),
                "properties": .object([
                    "parameters": .object(["type": "array", "items": ref("typeName")]),
                    "returns": ref("typeName"),
                    "variadic": .object(["type": "boolean", "description": "Whether the last parameter repeats."]),
                ]),
            ]),
            "component": component,
            "family": .object([
                "description": "Pseudo-properties declared once and prefixed with each state (title, normalTitle, …).",
                "type": "object",
                "additionalProperties": false,
                "required": .array(["properties"]),
                "properties": .object([
                    "prefixes": ref("names"),
                    "includeBase": .object(["type": "boolean", "description": "Also declare the unprefixed names (default true)."]),
                    "properties": ref("symbols"),
                ]),
            ]),
        ]
    }

    private static var typeDeclaration: JSONSchemaValue {
        let forms = ["alias", "enum", "options", "struct", "opaque", "protocol"]
        return .object([
            "type": "object",
            "additionalProperties": false,
            "properties": .object([
                "alias": ref("typeName"),
                "enum": ref("names"),
                "options": ref("names"),
                "combinations": .object(["type": "object", "propertyNames": ref("name"), "additionalProperties": ref("names")]),
                "struct": ref("members"),
                "virtual": ref("members"),
                "values": .object(["type": "object", "propertyNames": ref("name"), "additionalProperties": .object(["type": "number"])]),
                "rawValues": .object(["type": "object", "propertyNames": ref("name"), "additionalProperties": .object(["type": "integer"])]),
                "constants": .object(["type": "object", "propertyNames": ref("name"), "additionalProperties": .object(["type": "number"])]),
                "opaque": .object(["const": true]),
                "protocol": .object(["const": true]),
                "aliases": .object(["type": "array", "items": ref("dottedName")]),
                "doc": .object(["type": "string"]),
            ]),
            "oneOf": .array(forms.map { .object(["required": .array([.string($0)])]) }),
            "dependentRequired": .object([
                "combinations": .array(["options"]), "virtual": .array(["struct"]), "values": .array(["alias"]),
            ]),
        ])
    }

    private static var fontCatalog: JSONSchemaValue {
        .object([
            "type": "object",
            "additionalProperties": false,
            "properties": .object([
                "defaultSize": .object(["type": "number", "exclusiveMinimum": 0]),
                "families": .object(["type": "array", "items": .object(["type": "string"])]),
                "weights": ref("names"),
                "traits": ref("names"),
                "textStyles": .object(["type": "object", "propertyNames": ref("name"), "additionalProperties": .object(["type": "number"])]),
                "named": .object([
                    "type": "object", "propertyNames": ref("name"),
                    "additionalProperties": .object(["type": "string", "description": "A font expression such as 'System bold 24'."]),
                ]),
            ]),
        ])
    }

    private static var component: JSONSchemaValue {
        .object([
            "type": "object",
            "additionalProperties": false,
            "properties": .object([
                "extends": ref("dottedName"),
                "doc": .object(["type": "string"]),
                "properties": ref("symbols"),
                "parameters": ref("symbols"),
                "readonly": ref("symbols"),
                "actions": ref("names"),
                "families": .object(["type": "array", "items": ref("family")]),
                "defaults": .object([
                    "type": "object", "propertyNames": ref("dottedName"),
                    "additionalProperties": .object(["type": .array(["string", "number", "boolean"])]),
                ]),
                "unavailable": .object(["type": "object", "propertyNames": ref("dottedName"), "additionalProperties": .object(["type": "string"])]),
                "body": ref("dottedName"),
                "layout": .object(["enum": .array(Registry.layoutPolicies.map(JSONSchemaValue.string))]),
                "element": .object(["type": "boolean"]),
                "deprecated": .object(["type": "string", "description": "What to use instead; templates using the component get a warning."]),
            ]),
        ])
    }

    private static func ref(_ name: String) -> JSONSchemaValue {
        .object(["$ref": .string("#/$defs/\(name)")])
    }

    private static func namedMap(_ definition: String, names: String, description: String) -> JSONSchemaValue {
        .object([
            "description": .string(description),
            "type": "object",
            "propertyNames": ref(names),
            "additionalProperties": .object(["$ref": .string("#/" + definition)]),
        ])
    }
}

import TrellisDiagnostics
import TrellisExpressions

extension IRTemplate {
    /// The template with the file of every span replaced by `transform` (used to write
    /// paths relative to the template root).
    func mappingFiles(_ transform: (String) -> String) -> IRTemplate {
        var cache: [String: String] = [:]
        func span(_ span: SourceSpan) -> SourceSpan {
            var mapped = span
            if let known = cache[span.file] {
                mapped.file = known
            } else {
                let file = transform(span.file)
                cache[span.file] = file
                mapped.file = file
            }
            return mapped
        }
        func value(_ value: IRValue) -> IRValue {
            var mapped = value
            mapped.expression = value.expression.mappingSpans(span)
            mapped.location = span(value.location)
            return mapped
        }
        func parameter(_ parameter: IRParameter) -> IRParameter {
            var mapped = parameter
            mapped.value = parameter.value.map(value)
            mapped.location = span(parameter.location)
            return mapped
        }
        var copy = self
        copy.inputs = inputs.map { input in
            var mapped = input
            mapped.locations = input.locations.map(span)
            return mapped
        }
        copy.params = params.map(parameter)
        copy.outlets = outlets.map { outlet in
            var mapped = outlet
            mapped.value = value(outlet.value)
            return mapped
        }
        copy.actions = actions.map { action in
            var mapped = action
            mapped.location = span(action.location)
            return mapped
        }
        copy.nodes = nodes.map { node in
            var mapped = node
            mapped.location = span(node.location)
            mapped.params = node.params.map(parameter)
            mapped.properties = node.properties.map { property in
                var mappedProperty = property
                mappedProperty.value = value(property.value)
                return mappedProperty
            }
            return mapped
        }
        return copy
    }
}

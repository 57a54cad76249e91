import TrellisExpressions
import TrellisTemplates

/// A value of the expression language: what a constant, a state variable or a param holds
/// when it is handed to the layout core.
public typealias TemplateValue = TrellisExpressions.Value

/// A caller's object of a type templates cannot spell (a delegate, a transform), passed
/// through by identifier.
public typealias TemplateOpaqueValue = TrellisExpressions.OpaqueValue

/// Styled text: plain text, or text with inline HTML markup.
public typealias TemplateAttributedText = TrellisExpressions.AttributedText

/// One compiled template: its inputs, params, outlets, actions and validated node tree.
public typealias CompiledTemplate = TrellisTemplates.IRTemplate

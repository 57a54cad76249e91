import TrellisExpressions
import TrellisTemplates

extension TypedExpression {
    /// Whether the expression gives the same number for every input once the layout
    /// options are known: ``isConstant`` but for the system spacings it reads
    /// (`offset(systemSpacing * 2)`), which the options give.
    var isConstantInLayout: Bool {
        var pending = [self]
        while let next = pending.popLast() {
            switch next.kind {
            case let .reference(reference) where SystemSpacing(reference: reference) != nil:
                continue
            case .reference, .percentage, .auto, .colorAsset, .call(.custom, _):
                return false
            default:
                pending += next.children
            }
        }
        return true
    }
}

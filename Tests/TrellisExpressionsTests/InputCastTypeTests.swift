import TrellisExpressions
import TrellisRegistry
import XCTest

/// The one type of an input used as two types with no common type, as Layout's runtime
/// cast sets each use from one value (RuntimeType.cast).
final class InputCastTypeTests: XCTestCase {
    let checker = TypeChecker(registry: .builtin)

    /// The type each pair of uses gives, in either order: a number over a Bool or an enum
    /// with raw values, Int for a Bool and such an enum, the text for a color and a font;
    /// optional when either use is, none for uses no value sets.
    func testEachPairOfUsesGivesOneTypeInEitherOrder() {
        let style = ValueType.enumeration("UIUserInterfaceStyle")
        let pairs: [(ValueType, ValueType, ValueType?)] = [
            (.double, .bool, .double),
            (.int, .bool, .int),
            (.int, style, .int),
            (.bool, style, .int),
            (.color, .font, .string),
            (.optional(.bool), .double, .optional(.double)),
            (.color, .double, nil),
            (.string, .double, nil),
            (.any, .bool, nil),
        ]
        for (first, second, expected) in pairs {
            XCTAssertEqual(checker.castType(forInputUsedAs: first, and: second), expected, "\(first.displayName), \(second.displayName)")
            XCTAssertEqual(checker.castType(forInputUsedAs: second, and: first), expected, "\(second.displayName), \(first.displayName)")
        }
    }
}

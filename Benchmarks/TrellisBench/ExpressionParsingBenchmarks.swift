import TrellisDiagnostics
import TrellisExpressions

/// Typical attribute expressions from seed 003: arithmetic with `%`, ternaries,
/// comparisons, calls, colors, enums, ranges, lists and comments.
let typicalExpressions = [
    "5 + width / 3", "isSelected ? blue : gray", "min(width, height)", "a >= b ? a : b", "pi / 2",
    "previous.bottom + 20", "#first.left", "50% - height / 2", "100% - 20", "parent.safeAreaInsets.top",
    "100% - parent.safeAreaInsets.right", "max(0, min(1, (position - 50) / 100))", "'Hello World'[1]",
    "'foobar'[0..<3]", "flipped ? flipTransform : identityTransform",
    "contentMode == UIViewContentMode.scaleAspectFit ? 200 : 300", "phoneNumber, link",
    "['Hello'] + ['And', 'Goodbye']", "items[1...]", "col == nil ? #fff : col", "col ?? #fff",
    "rgba(255, 255, 255, 1 - transparency)", "isSelected ? #00f : #ccc", "colors.primary // the primary color",
    "auto + 20", "200%", "safeAreaInsets.top + 10", "backgroundColor == UIColor.header",
    "isSmallImage ? center : scaleAspectFit", "strings.Messages.Title(name, messageCount)",
]

/// Parsing and printing expressions and string templates. Each round does 9,000–10,000
/// parses, so the median in milliseconds times 100 is roughly nanoseconds per parse.
let expressionParsingBenchmarks: [Benchmark] = [
    Benchmark("expressions.parse-typical-10000", target: .milliseconds(10)) {
        let locator = StandaloneLocator(file: "<bench>")
        return {
            for _ in 0..<10_000 {
                blackHole(ExpressionParser.parse("isSelected ? #00f : rgba(255, 255, 255, 1 - transparency)", locator: locator))
            }
        }
    },
    Benchmark("expressions.parse-corpus-30x300", target: .milliseconds(9)) {
        let locator = StandaloneLocator(file: "<bench>")
        return {
            for _ in 0..<300 {
                for text in typicalExpressions {
                    blackHole(ExpressionParser.parse(text, locator: locator))
                }
            }
        }
    },
    Benchmark("expressions.parse-template-10000", target: .milliseconds(15)) {
        let locator = StandaloneLocator(file: "<bench>")
        return {
            for _ in 0..<10_000 {
                blackHole(StringTemplateParser.parse("Hello {name}, you have {n + 1} new messages", locator: locator))
            }
        }
    },
    Benchmark("expressions.print-corpus-30x300") {
        let locator = StandaloneLocator(file: "<bench>")
        let trees = typicalExpressions.compactMap { ExpressionParser.parse($0, locator: locator).syntax }
        return {
            for _ in 0..<300 {
                for tree in trees {
                    blackHole(ExpressionPrinter.print(tree))
                }
            }
        }
    },
]

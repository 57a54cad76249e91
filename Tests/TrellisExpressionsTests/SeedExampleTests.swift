import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import XCTest

/// Every example expression of seed 003 with its expected value.
final class SeedExampleTests: XCTestCase {
    let frame = RelativeSizing(keyPath: "width")

    func testExpressions() {
        XCTAssertEqual(outcome("10", .double), "10")
        XCTAssertEqual(outcome("width / 2 + someConstant", .double, ["width": .double(100), "someConstant": .int(5)]), "55")
        XCTAssertEqual(outcome("5 + width / 3", .double, ["width": .double(30)]), "15")
        XCTAssertEqual(outcome(Check("isSelected ? blue : gray", .color), ["isSelected": .bool(true)]), "#0000ffff")
        XCTAssertEqual(outcome(Check("isSelected ? blue : gray", .color), ["isSelected": .bool(false)]), "#808080ff")
        XCTAssertEqual(outcome("min(width, height)", .double, ["width": .double(30), "height": .int(20)]), "20")
        XCTAssertEqual(outcome("a >= b ? a : b", .double, ["a": .double(3), "b": .double(7.5)]), "7.5")
        XCTAssertEqual(outcome("pi / 2", .double), String(Double.pi / 2))
    }

    func testLayoutProperties() {
        XCTAssertEqual(outcome(Check("50%", .double, property: "right", relative: RelativeSizing(keyPath: "right"))), "100")
        XCTAssertEqual(outcome(Check("parent.width / 2", .double)), "1: unknown symbol 'parent.width'")
        XCTAssertEqual(outcome(Check("auto", .double, property: "width", relative: frame)), "80")
        XCTAssertEqual(outcome(Check("100% - 20", .double, property: "right", relative: frame)), "180")
        XCTAssertEqual(outcome(Check("100%-5", .double, property: "width", relative: frame)), "195")
    }

    func testGeometry() {
        let insets = Value.structure(type: "UIEdgeInsets", members: ["top": .double(20), "left": .int(0), "bottom": .int(0), "right": .int(0)])
        var check = Check("safeAreaInsets.top + 10", .double)
        check.scope = DictionaryScope(["safeAreaInsets": .structure("UIEdgeInsets")])
        XCTAssertEqual(outcome(check, ["safeAreaInsets": insets]), "30")
        let contentSize = RelativeSizing(keyPath: "contentSize.width")
        XCTAssertEqual(outcome(Check("200%", .double, property: "contentSize.width", relative: contentSize)), "100")
        let contentHeight = RelativeSizing(keyPath: "contentSize.height")
        XCTAssertEqual(outcome(Check("auto + 20", .double, property: "contentSize.height", relative: contentHeight)), "50")
        XCTAssertEqual(outcome("pi / 2", .double), String(Double.pi / 2))
        XCTAssertEqual(outcome("0.5", .double), "0.5")
        XCTAssertEqual(outcome("500", .double), "500")
        let transform = Value.opaque(OpaqueValue(typeName: "CATransform3D", identifier: "flip"))
        let identity = Value.opaque(OpaqueValue(typeName: "CATransform3D", identifier: "identity"))
        XCTAssertEqual(
            outcome("flipped ? flipTransform : identityTransform", .opaque("CATransform3D"), ["flipped": .bool(true), "flipTransform": transform, "identityTransform": identity]),
            "flip"
        )
    }

    func testStrings() {
        func text(_ value: String, _ inputs: [String: Value] = [:]) -> String {
            outcome(Check(value, .string, property: "text", attribute: true), inputs)
        }
        XCTAssertEqual(text("title"), "title")
        XCTAssertEqual(text("{title}", ["title": .string("Dr")]), "Dr")
        XCTAssertEqual(text("Hello {name}, you have {n + 1} new messages", ["name": .string("Ann"), "n": .int(4)]), "Hello Ann, you have 5 new messages")
        XCTAssertEqual(text("Hello {hasName ? name : 'World'}", ["hasName": .bool(false), "name": .string("Ann")]), "Hello World")
        XCTAssertEqual(text("Open brace: {'{'}. Close brace: {'}'}."), "Open brace: {. Close brace: }.")
        XCTAssertEqual(text("{'foo'}{'bar'}"), "foobar")
        XCTAssertEqual(text("{'foo' + 'bar'}"), "foobar")
        XCTAssertEqual(text("{'Hello World'[1]}"), "e")
        XCTAssertEqual(text("{'foobar'[0..<3]}"), "foo")
        XCTAssertEqual(text("{'foobar'[3...]}"), "bar")
        XCTAssertEqual(text("{strings.Signup.NameLabel}"), "Name")
        XCTAssertEqual(text("{`strings.Some text with spaces and punctuation!`}"), "Spaced")
        XCTAssertEqual(text("{strings.Messages.Title(name, messageCount)}", ["name": .string("Ann"), "messageCount": .int(3)]), "Hello Ann, you have 3 new messages")
        XCTAssertEqual(text("{strings.Price(pi)}"), "3.142")
        XCTAssertEqual(text("{strings.Hex(255, 'x')}"), "x is 00ff")
        XCTAssertEqual(text("'foo' contains {count('foo')} characters"), "'foo' contains 3 characters")
        XCTAssertEqual(text("{uppercased('uppercased text')}"), "UPPERCASED TEXT")
    }

    func testAttributedStrings() {
        let attributed = Check("This is some {styledText} embedded in unstyled text", .attributedString, property: "text", attribute: true)
        XCTAssertEqual(outcome(attributed, ["styledText": .attributedString(AttributedText(text: "<b>styled</b>", isMarkup: true))]),
                       "This is some <b>styled</b> embedded in unstyled text")
        XCTAssertEqual(outcome(Check("I <i>can't believe</i> this <b>actually works!</b>", .attributedString, attribute: true)),
                       "I <i>can't believe</i> this <b>actually works!</b>")
        XCTAssertEqual(outcome(Check("Hello <b>{name}</b>", .attributedString, attribute: true), ["name": .string("<Ann>")]), "Hello <b>&lt;Ann&gt;</b>")
    }

    func testURLs() {
        func url(_ value: String, _ inputs: [String: Value] = [:]) -> String {
            outcome(Check(value, .url, property: "url", attribute: true), inputs)
        }
        XCTAssertEqual(url("index.html"), "index.html")
        XCTAssertEqual(url("{someURL}", ["someURL": .url("http://example.com/a")]), "http://example.com/a")
        XCTAssertEqual(url("http://example.com"), "http://example.com")
        XCTAssertEqual(url("images/foo.jpg"), "images/foo.jpg")
        XCTAssertEqual(url("~/Documents/report.pdf"), "~/Documents/report.pdf")
    }

    func testFonts() {
        func font(_ value: String, _ inputs: [String: Value] = [:]) -> String {
            outcome(Check(value, .font, property: "font", attribute: true), inputs)
        }
        XCTAssertEqual(font("Courier"), "Courier 17")
        XCTAssertEqual(font("helvetica neue"), "Helvetica Neue 17")
        XCTAssertEqual(font("'times new roman'"), "Times New Roman 17")
        XCTAssertEqual(font("SystemBold"), "System bold 17")
        XCTAssertEqual(font("bold"), "System bold 17")
        XCTAssertEqual(font("Courier bold"), "Courier bold 17")
        XCTAssertEqual(font("System black"), "System black 17")
        XCTAssertEqual(font("helvetica neue ultraLight"), "Helvetica Neue ultraLight 17")
        XCTAssertEqual(font("Courier 150%"), "Courier 25.5")
        XCTAssertEqual(font("Helvetica 30 italic"), "Helvetica italic 30")
        XCTAssertEqual(font("helvetica body bold 120%"), "Helvetica bold body 20.4")
        let theme = Value.font(FontValue(family: "Courier", weight: "light", size: 12))
        XCTAssertEqual(font("{themeFont} 25 bold", ["themeFont": theme]), "Courier bold 25")
        XCTAssertEqual(font("{themeFont} 150%", ["themeFont": theme]), "Courier light 18")
        XCTAssertEqual(font("customFont bold"), "System bold 42")
        XCTAssertEqual(font("custom italic"), "System italic 42")
        XCTAssertEqual(font("{UIFont.customFont} 120%"), "System 50.4")
        var sized = Check("Helvetica {size}", .font, property: "font", attribute: true)
        sized.scope = DictionaryScope(["size": .double])
        XCTAssertEqual(outcome(sized, ["size": .int(12)]), "Helvetica 12")
    }

    func testColors() {
        func color(_ value: String, _ inputs: [String: Value] = [:]) -> String {
            outcome(Check(value, .color, property: "backgroundColor", attribute: true), inputs)
        }
        XCTAssertEqual(color("#fff"), "#ffffffff")
        XCTAssertEqual(color("#fff7"), "#ffffff77")
        XCTAssertEqual(color("#ff0000"), "#ff0000ff")
        XCTAssertEqual(color("#ff00007f"), "#ff00007f")
        XCTAssertEqual(color("white"), "#ffffffff")
        XCTAssertEqual(color("red"), "#ff0000ff")
        XCTAssertEqual(color("darkGray"), "#555555ff")
        XCTAssertEqual(color("rgb(255,0,0)"), "#ff0000ff")
        XCTAssertEqual(color("rgba(255,0,0,0.5)"), "#ff000080")
        XCTAssertEqual(color("isSelected ? #00f : #ccc", ["isSelected": .bool(true)]), "#0000ffff")
        XCTAssertEqual(color("rgba(255, 255, 255, 1 - transparency)", ["transparency": .double(0.25)]), "#ffffffbf")
        XCTAssertEqual(color("headerColor"), "#996666ff")
        XCTAssertEqual(color("header"), "#996666ff")
        XCTAssertEqual(outcome(Check("backgroundColor == UIColor.header", .bool), ["backgroundColor": .color(RGBAColor(hex: "#996666") ?? RGBAColor(red: 0, green: 0, blue: 0))]), "true")
        XCTAssertEqual(color("MyColor"), "#ff0000ff")
        XCTAssertEqual(color("color-number-{level}", ["level": .int(2)]), "#0000ffff")
        XCTAssertEqual(color("{themeColor}", ["themeColor": .color(RGBAColor(red: 0, green: 1, blue: 0))]), "#00ff00ff")
    }

    func testImages() {
        func image(_ value: String, _ inputs: [String: Value] = [:]) -> String {
            outcome(Check(value, .image, property: "image", attribute: true), inputs)
        }
        XCTAssertEqual(image("default-avatar"), "default-avatar")
        XCTAssertEqual(image("{imageConstant}", ["imageConstant": .image("rocket")]), "rocket")
        XCTAssertEqual(image("image_{index}.png", ["index": .int(3)]), "image_3.png")
        XCTAssertEqual(image("com.example.MyBundle:MyImage"), "com.example.MyBundle:MyImage")
        XCTAssertEqual(image("MyBundle:MyImage"), "MyBundle:MyImage")
        XCTAssertEqual(image("MyImage.png // comment"), "MyImage.png // comment")
        XCTAssertEqual(image("MyImage.png{// comment}"), "MyImage.png")
        XCTAssertEqual(image("{'MyImage.png' // comment}"), "MyImage.png")
        XCTAssertEqual(image("// MyImage.png"), "absent")
    }

    func testEnums() {
        let contentMode = ValueType.enumeration("UIViewContentMode")
        XCTAssertEqual(outcome(Check("scaleAspectFit", contentMode, attribute: true)), "scaleAspectFit")
        XCTAssertEqual(outcome(Check("isSmallImage ? center : scaleAspectFit", contentMode, attribute: true), ["isSmallImage": .bool(true)]), "center")
        var check = Check("contentMode == UIViewContentMode.scaleAspectFit ? 200 : 300", .double, property: "height")
        check.scope = DictionaryScope(["contentMode": contentMode])
        XCTAssertEqual(outcome(check, ["contentMode": .enumCase(type: "UIViewContentMode", name: "scaleAspectFit")]), "200")
        check.text = "contentMode == scaleAspectFit ? 200 : 300"
        XCTAssertEqual(outcome(check, ["contentMode": .enumCase(type: "UIViewContentMode", name: "center")]),
                       "16: bare enum case 'scaleAspectFit' is only allowed in an expression of type UIViewContentMode; write 'UIViewContentMode.scaleAspectFit'")
        check.text = "contentMode == .scaleAspectFit ? 200 : 300"
        XCTAssertEqual(outcome(check, ["contentMode": .enumCase(type: "UIViewContentMode", name: "center")]),
                       "16: expected expression, found '.scaleAspectFit'; write the type name before the dot, as in 'TypeName.scaleAspectFit'")
    }

    func testOptionSets() {
        let detectors = ValueType.options("UIDataDetectorTypes")
        XCTAssertEqual(outcome(Check("phoneNumber, link", detectors, attribute: true)), "link, phoneNumber")
        XCTAssertEqual(outcome(Check("UIDataDetectorTypes.link", detectors)), "link")
    }

    func testArrays() {
        let items = ValueType.array(.string)
        XCTAssertEqual(outcome(Check("['Hello', 'World']", items)), "[Hello, World]")
        XCTAssertEqual(outcome(Check("['Hello'] + ['And', 'Goodbye']", items)), "[Hello, And, Goodbye]")
        XCTAssertEqual(outcome(Check("'Hello', 'World'", items)), "[Hello, World]")
        XCTAssertEqual(outcome(Check("'Hello'", items)), "[Hello]")
        XCTAssertEqual(outcome(Check("firstTwoItems, 'Third'", items), ["firstTwoItems": .array([.string("First"), .string("Second")])]), "[First, Second, Third]")
        let colors: [String: Value] = ["colors": .array([.color(RGBAColor(red: 0, green: 1, blue: 0)), .color(RGBAColor(red: 0, green: 0, blue: 0))])]
        XCTAssertEqual(outcome(Check("colors[0]", .color), colors), "#00ff00ff")
        let list: [String: Value] = ["items": .array([.string("a"), .string("b"), .string("c")])]
        XCTAssertEqual(outcome(Check("items[1...2]", items), list), "[b, c]")
        XCTAssertEqual(outcome(Check("items[..<2]", items), list), "[a, b]")
        XCTAssertEqual(outcome(Check("items[1...]", items), list), "[b, c]")
    }

    func testMacros() {
        let locator = StandaloneLocator(file: "<macro>")
        var check = Check("ITEMS", .array(.string))
        check.scope = DictionaryScope(macros: ["ITEMS": MacroDefinition(name: "ITEMS", text: "'First', 'Second'", locator: locator)])
        XCTAssertEqual(outcome(check), "[First, Second]")
        let macros = [
            "SPACING": MacroDefinition(name: "SPACING", text: "20", locator: locator),
            "LEFT": MacroDefinition(name: "LEFT", text: "SPACING", locator: locator),
            "RIGHT": MacroDefinition(name: "RIGHT", text: "100% - SPACING", locator: locator),
        ]
        var right = Check("RIGHT", .double, property: "right", relative: frame)
        right.scope = DictionaryScope(macros: macros)
        XCTAssertEqual(outcome(right), "180")
        right.text = "LEFT"
        XCTAssertEqual(outcome(right), "20")
    }

    func testFunctions() {
        XCTAssertEqual(outcome("count('foo')", .int), "3")
        XCTAssertEqual(outcome("max(1, 2, 3.5)", .double), "3.5")
        XCTAssertEqual(outcome("pow(2, 10)", .double), "1024")
    }

    func testOptionals() {
        let white = "#ffffffff"
        XCTAssertEqual(outcome(Check("col == nil ? #fff : col", .color), ["col": .nil]), white)
        XCTAssertEqual(outcome(Check("col == nil ? #fff : col", .color), ["col": .color(RGBAColor(red: 1, green: 0, blue: 0))]), "#ff0000ff")
        XCTAssertEqual(outcome(Check("col ?? #fff", .color), ["col": .nil]), white)
        XCTAssertEqual(outcome(Check("{name}", .string, attribute: true), ["name": .nil]), "")
    }

    func testComments() {
        XCTAssertEqual(outcome(Check("{name // the user's full name}", .string, attribute: true), ["name": .string("Ann")]), "Ann")
        var check = Check("colors.primary // the primary color", .color, attribute: true)
        check.scope = DictionaryScope(["colors": .structure("Theme")])
        XCTAssertEqual(outcome(check, ["colors": .structure(type: "Theme", members: ["primary": .color(RGBAColor(red: 1, green: 0, blue: 0))])]), "#ff0000ff")
        XCTAssertEqual(outcome(Check("// someValue", .double, attribute: true)), "absent")
        XCTAssertEqual(outcome(Check("// this is a comment", .string, attribute: true)), "absent")
        XCTAssertEqual(outcome(Check("{// this is also a comment}", .string, attribute: true)), "absent")
        XCTAssertEqual(outcome(Check("{'// this is not a comment'}", .string, attribute: true)), "// this is not a comment")
        XCTAssertEqual(outcome(Check("{'//'} this is also not a comment", .string, attribute: true)), "// this is also not a comment")
    }
}

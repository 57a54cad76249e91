@testable import TrellisTemplates
import XCTest

/// The pointer-backed output of the IR writer: growth, numbers and string escapes, byte
/// for byte.
final class IROutputBufferTests: XCTestCase {
    func testGrowsPastItsCapacityKeepingEveryByte() {
        var buffer = IROutputBuffer(capacity: 1)
        var expected: [UInt8] = []
        for index in 0..<10_000 {
            let byte = UInt8(index % 251)
            buffer.append(byte)
            expected.append(byte)
        }
        buffer.append(Array(repeating: 7, count: 100_000))
        expected += Array(repeating: 7, count: 100_000)
        XCTAssertEqual(buffer.count, 110_000)
        XCTAssertEqual(buffer.bytes, expected)
    }

    func testWritesIntoLentMemoryUntilItIsFull() {
        var memory = [UInt8](repeating: 0, count: 32)
        memory.withUnsafeMutableBufferPointer { lent in
            var buffer = IROutputBuffer(writingInto: lent)
            buffer.append("0123456789")
            XCTAssertTrue(buffer.isInLentMemory)
            XCTAssertEqual(Array(lent.prefix(10)), Array("0123456789".utf8))
            buffer.append(Array(repeating: 7, count: 30))
            XCTAssertFalse(buffer.isInLentMemory)
            XCTAssertEqual(buffer.bytes, Array("0123456789".utf8) + Array(repeating: 7, count: 30))
        }
    }

    func testIntegersAsDecimalDigits() {
        var buffer = IROutputBuffer(capacity: 1)
        for value in [0, 9, 10, 99, 100, -1, -10, 1_234_567, Int.max, Int.min] {
            buffer.appendInt(value)
            buffer.append(UInt8(ascii: " "))
        }
        XCTAssertEqual(
            String(decoding: buffer.bytes, as: UTF8.self),
            "0 9 10 99 100 -1 -10 1234567 9223372036854775807 -9223372036854775808 "
        )
    }

    func testIntegersAtEveryDigitCountMatchTheirDescription() {
        var values = Array(-1_000...1_000) + [Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        for _ in 1...18 {
            power *= 10
            values += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
        }
        var buffer = IROutputBuffer(capacity: 1)
        for value in values {
            buffer.appendInt(value)
            buffer.append(UInt8(ascii: " "))
        }
        XCTAssertEqual(String(decoding: buffer.bytes, as: UTF8.self), values.map { "\($0) " }.joined())
    }

    func testStringsEscapedAsJSONEncoderEscapesThem() {
        var buffer = IROutputBuffer(capacity: 2)
        buffer.appendString("plain/ütf8")
        buffer.appendString("quote \" backslash \\ tab \t line \n return \r bell \u{07} \u{08}\u{0C}")
        let text = String(decoding: buffer.bytes, as: UTF8.self)
        XCTAssertEqual(text, #""plain/ütf8""quote \" backslash \\ tab \t line \n return \r bell \u0007 \b\f""#)
    }

    func testStaticTextAndEmptyAppends() {
        var buffer = IROutputBuffer(capacity: 16)
        buffer.append("null")
        buffer.append([])
        buffer.append("" as StaticString)
        buffer.appendString("")
        XCTAssertEqual(String(decoding: buffer.bytes, as: UTF8.self), #"null"""#)
    }
}

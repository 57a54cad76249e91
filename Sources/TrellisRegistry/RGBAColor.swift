/// A color with components in 0…1.
public struct RGBAColor: Hashable, Sendable, Codable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Alpha (opacity), 0…1.
    public var alpha: Double

    /// A color from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses a CSS-style hex literal: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    public init?(hex: some StringProtocol) {
        let bytes = Array(hex.utf8)
        guard bytes.first == UInt8(ascii: "#") else { return nil }
        var digits: [Double] = []
        for byte in bytes.dropFirst() {
            guard let digit = Self.hexValue(byte) else { return nil }
            digits.append(Double(digit))
        }
        switch digits.count {
        case 3, 4:
            let channels = digits.map { ($0 * 16 + $0) / 255 }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
        case 6, 8:
            let channels = stride(from: 0, to: digits.count, by: 2).map { (digits[$0] * 16 + digits[$0 + 1]) / 255 }
            self.init(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 1)
        default:
            return nil
        }
    }

    /// `#rrggbbaa` in lowercase, each channel rounded to the nearest byte.
    public var hexString: String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for channel in [red, green, blue, alpha] {
            let byte = Int((max(0, min(1, channel)) * 255).rounded())
            text.append(digits[byte / 16])
            text.append(digits[byte % 16])
        }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// Color literals of manifests: hex (`#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`), and
/// `rgb(r, g, b)` / `rgba(r, g, b, a)` with channels 0–255 and alpha 0–1.
enum ColorLiteral {
    /// The color, or why the text is not a color literal (completing `invalid color …; `).
    static func parse(_ text: String) -> Result<RGBAColor, ColorLiteralProblem> {
        if text.hasPrefix("#") {
            guard let color = RGBAColor(hex: text) else {
                return .failure(ColorLiteralProblem(reason: "expected '#' and 3, 4, 6 or 8 hex digits"))
            }
            return .success(color)
        }
        let syntax = ColorLiteralProblem(reason: "expected '#rrggbb', 'rgb(r, g, b)' or 'rgba(r, g, b, a)'")
        let hasAlpha: Bool
        let arguments: Substring
        if text.hasPrefix("rgba("), text.hasSuffix(")") {
            hasAlpha = true
            arguments = text.dropFirst(5).dropLast()
        } else if text.hasPrefix("rgb("), text.hasSuffix(")") {
            hasAlpha = false
            arguments = text.dropFirst(4).dropLast()
        } else {
            return .failure(syntax)
        }
        let values = arguments.split(separator: ",", omittingEmptySubsequences: false)
            .map { decimalNumber($0.trimming(" ")) }
        guard values.count == (hasAlpha ? 4 : 3) else {
            return .failure(ColorLiteralProblem(reason: hasAlpha ? "expected 4 numbers in 'rgba()'" : "expected 3 numbers in 'rgb()'"))
        }
        var channels: [Double] = []
        for value in values {
            guard let value else { return .failure(syntax) }
            channels.append(value)
        }
        guard channels.prefix(3).allSatisfy({ $0 <= 255 }) else {
            return .failure(ColorLiteralProblem(reason: "red, green and blue must be between 0 and 255"))
        }
        let alpha = hasAlpha ? channels[3] : 1
        guard alpha <= 1 else { return .failure(ColorLiteralProblem(reason: "alpha must be between 0 and 1")) }
        return .success(RGBAColor(red: channels[0] / 255, green: channels[1] / 255, blue: channels[2] / 255, alpha: alpha))
    }
}

/// Why a text is not a color literal.
struct ColorLiteralProblem: Error {
    var reason: String
}

extension Substring {
    /// The text without leading and trailing copies of `character`.
    func trimming(_ character: Character) -> Substring {
        var slice = self
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return slice
    }
}

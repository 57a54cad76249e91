import TrellisDiagnostics
import TrellisRegistry

extension FontValue {
    /// The font a `FontDescriptor` of the registry describes; no family means the system font.
    public init(_ descriptor: FontDescriptor) {
        self.init(
            family: descriptor.family ?? "System", weight: descriptor.weight, traits: descriptor.traits,
            textStyle: descriptor.textStyle, size: descriptor.size
        )
    }
}

extension CheckSession {
    /// A named font of the registry (`customFont`) resolved through the font grammar.
    func namedFont(_ name: String) -> FontValue? {
        guard case let .success(descriptor) = fonts.parse(name) else { return nil }
        return FontValue(descriptor)
    }

    /// A font attribute: font grammar words with `{…}` segments that give the base font
    /// (`{themeFont} 25 bold`), the size in points (`Helvetica {size}`), or, as in Layout,
    /// a weight or traits (`{UIFont.Weight.bold}`, `{UIFontDescriptorSymbolicTraits.traitBold}`).
    mutating func font(_ template: StringTemplate, range: Range<Int>) -> TypedExpression? {
        var words: [UInt8] = []
        var pieces: [(joined: Int, original: Int)] = []
        var base: TypedExpression?
        var size: TypedExpression?
        var hasSegments = false
        var failed = false
        for segment in template.segments {
            switch segment {
            case let .literal(text, literalRange):
                pieces.append((words.count, literalRange.lowerBound))
                words += text.utf8
            case .expression(nil, _):
                words.append(UInt8(ascii: " "))
            case let .expression(syntax?, segmentRange):
                words.append(UInt8(ascii: " "))
                switch fontSegment(syntax, base: &base, size: &size) {
                case .value: hasSegments = true
                case .failed: failed = true
                case let .words(text):
                    pieces.append((words.count, segmentRange.lowerBound))
                    words += text.utf8
                    words.append(UInt8(ascii: " "))
                }
            }
        }
        let text = String(decoding: words, as: UTF8.self)
        let here = span(range)
        guard hasSegments else {
            switch fonts.parse(text) {
            case let .success(descriptor):
                return TypedExpression(.literal(.font(FontValue(descriptor))), type: .font, span: here)
            case let .failure(problem):
                error(.invalidFont, problem.message, at: originalRange(problem.range, pieces: pieces))
                return nil
            }
        }
        guard let overrides = fontOverrides(text, pieces: pieces), !failed else { return nil }
        let defaultFont = TypedExpression(.literal(.font(FontValue(size: registry.fonts.defaultSize))), type: .font, span: here)
        return TypedExpression(.font(base: base ?? defaultFont, overrides: overrides, size: size), type: .font, span: here)
    }

    /// What a `{…}` segment of a font gave.
    enum FontSegment {
        /// The base font or the size.
        case value
        /// Font grammar words a constant stands for.
        case words(String)
        /// Nothing, after reporting.
        case failed
    }

    /// Checks one `{…}` segment of a font: a Font (or an unknown name, taken as a Font
    /// input) becomes the base, a number the size, a constant weight or trait its words.
    mutating func fontSegment(_ syntax: ExpressionSyntax, base: inout TypedExpression?, size: inout TypedExpression?) -> FontSegment {
        let hint: ValueType? = Self.isName(syntax) ? .font : nil
        guard let value = synthesize(syntax, .operand(hint, .fontSegment)) else { return .failed }
        switch value.type.unwrapped {
        case .font, .any:
            guard base == nil else {
                error(.invalidFont, "a font expression can contain only one font value", at: syntax.range)
                return .failed
            }
            base = Self.convert(value, to: .font)
        case .int, .double:
            guard size == nil else {
                error(.invalidFont, "a font expression can contain only one size", at: syntax.range)
                return .failed
            }
            size = Self.convert(value, to: .double)
        default:
            if let words = fontWords(value) { return .words(words) }
            error(.typeMismatch, "a '{…}' segment of a font must be a Font, a number, a weight or traits, got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
            return .failed
        }
        return .value
    }

    /// The font grammar words a constant enum case or option set stands for: a weight
    /// (`UIFont.Weight.bold` is `bold`), a text style, or traits without their `trait`
    /// prefix (`traitBold` is `bold`; traits the grammar has no word for change nothing);
    /// `nil` for any other value.
    func fontWords(_ value: TypedExpression) -> String? {
        func isWord(_ word: String) -> Bool {
            if case .success = fonts.parse(word) { return true }
            return false
        }
        switch value.kind {
        case let .literal(.enumCase(_, name)):
            return isWord(name) ? name : nil
        case let .literal(.options(_, cases)):
            guard cases.allSatisfy({ $0.hasPrefix("trait") || isWord($0) }) else { return nil }
            return cases.map { $0.hasPrefix("trait") ? String($0.dropFirst(5)) : $0 }.filter(isWord).joined(separator: " ")
        default:
            return nil
        }
    }

    /// What the literal words of a font expression change, found by reading them over two
    /// probe base fonts: a size that differs between the probes is a percentage of the base.
    mutating func fontOverrides(_ text: String, pieces: [(joined: Int, original: Int)]) -> FontOverrides? {
        let small = fonts.parse(text, base: FontDescriptor(size: 1))
        let large = fonts.parse(text, base: FontDescriptor(size: 2))
        switch (small, large) {
        case let (.success(first), .success(second)):
            let size: FontOverrides.Size? = if first.size == second.size {
                .points(first.size)
            } else if first.size == 1, second.size == 2 {
                nil
            } else {
                .percent(first.size * 100)
            }
            return FontOverrides(family: first.family, weight: first.weight, traits: first.traits, textStyle: first.textStyle, size: size)
        case let (.failure(problem), _), let (_, .failure(problem)):
            error(.invalidFont, problem.message, at: originalRange(problem.range, pieces: pieces))
            return nil
        }
    }

    /// Maps a range of the joined literal words back to the attribute text.
    func originalRange(_ range: Range<Int>, pieces: [(joined: Int, original: Int)]) -> Range<Int> {
        guard let piece = pieces.last(where: { $0.joined <= range.lowerBound }) else { return range }
        let start = piece.original + (range.lowerBound - piece.joined)
        return start..<(start + range.count)
    }
}

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
    /// a weight or traits (`{UIFont.Weight.bold}`, `{UIFontDescriptorSymbolicTraits.traitBold}`),
    /// constant text that joins the words around it (`{'Helvetica'}-Bold`) or a String whose
    /// words are read as the template runs (`{fontName} 17`): the literal words apart from
    /// those glued to such a String are checked now.
    mutating func font(_ template: StringTemplate, range: Range<Int>) -> TypedExpression? {
        var words = FontWordsText()
        var parts: [InterpolationPart] = []
        var base: TypedExpression?
        var size: TypedExpression?
        var hasSegments = false
        var hasVariableText = false
        var failed = false
        let literalNamesFont = literalWordsNameAFont(template)
        for segment in template.segments {
            switch segment {
            case let .literal(text, literalRange):
                words.append(text, from: literalRange.lowerBound)
                parts.append(.text(text))
            case .expression(nil, _):
                words.appendSpace()
                parts.append(.text(" "))
            case let .expression(syntax?, segmentRange):
                let nameType: ValueType = base == nil && !literalNamesFont ? .font : .double
                let sizeBefore = size
                switch fontSegment(syntax, nameType: nameType, base: &base, size: &size) {
                case .value:
                    hasSegments = true
                    words.appendSpace()
                    if sizeBefore == nil, let size { parts += [.text(" "), .value(size), .text(" ")] }
                case .failed:
                    failed = true
                    words.appendSpace()
                case let .words(text):
                    words.appendSpace()
                    words.append(text, from: segmentRange.lowerBound)
                    words.appendSpace()
                    parts.append(.text(" \(text) "))
                case let .text(text):
                    words.append(text, from: syntax.range.lowerBound, segment: syntax.range)
                    parts.append(.text(text))
                case let .variableText(value):
                    hasSegments = true
                    hasVariableText = true
                    words.appendVariable()
                    parts.append(.value(value))
                }
            }
        }
        let text = words.text
        let here = span(range)
        guard hasSegments else {
            switch fonts.read(text) {
            case let .success(reading):
                reportAppFonts(reading.appFonts, pieces: words.pieces)
                return TypedExpression(.literal(.font(FontValue(reading.descriptor))), type: .font, span: here)
            case let .failure(problem):
                error(.invalidFont, problem.message, at: originalRange(problem.range, pieces: words.pieces))
                return nil
            }
        }
        guard let overrides = fontOverrides(text, pieces: words.pieces), !failed else { return nil }
        let defaultFont = TypedExpression(.literal(.font(FontValue(size: registry.fonts.defaultSize))), type: .font, span: here)
        guard !hasVariableText else {
            let wordsExpression = TypedExpression(.interpolation(parts), type: .string, span: here)
            return TypedExpression(.fontWords(base: base ?? defaultFont, words: wordsExpression), type: .font, span: here)
        }
        return TypedExpression(.font(base: base ?? defaultFont, overrides: overrides, size: size), type: .font, span: here)
    }

    /// Whether the literal text of a font attribute alone names a font (`Helvetica {size}`),
    /// so that an unknown name in it stands for the size rather than the base font.
    func literalWordsNameAFont(_ template: StringTemplate) -> Bool {
        var literal = ""
        for case let .literal(text, _) in template.segments {
            literal += " " + text
        }
        guard case let .success(reading) = fonts.read(literal) else { return false }
        return reading.descriptor.family != nil
    }

    /// The words of a font attribute that are known now, joined, with where each run of
    /// them comes from; a String known only as the template runs is a space, and so is any
    /// word glued to it (`{family}-Bold`), which only the run-time value completes.
    struct FontWordsText {
        private(set) var bytes: [UInt8] = []
        private(set) var pieces: [FontWordsPiece] = []
        /// Whether the last thing appended is a String known only as the template runs.
        private var afterVariable = false

        var text: String { String(decoding: bytes, as: UTF8.self) }

        /// Appends `text`, which starts at `original` in the attribute text.
        mutating func append(_ text: String, from original: Int, segment: Range<Int>? = nil) {
            pieces.append(FontWordsPiece(joined: bytes.count, original: original, segment: segment))
            var glued = afterVariable
            for byte in text.utf8 {
                glued = glued && !Self.isSpace(byte)
                bytes.append(glued ? UInt8(ascii: " ") : byte)
            }
            afterVariable = false
        }

        mutating func appendSpace() {
            bytes.append(UInt8(ascii: " "))
            afterVariable = false
        }

        /// Stands for a String known only as the template runs, blanking the word glued before it.
        mutating func appendVariable() {
            var index = bytes.count
            while index > 0, !Self.isSpace(bytes[index - 1]) {
                index -= 1
                bytes[index] = UInt8(ascii: " ")
            }
            bytes.append(UInt8(ascii: " "))
            afterVariable = true
        }

        private static func isSpace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
        }
    }

    /// A run of the joined font words and where it comes from in the attribute text.
    struct FontWordsPiece {
        /// Where the run starts in the joined words.
        var joined: Int
        /// Where it starts in the attribute text.
        var original: Int
        /// The `{…}` expression whose text the run is, reported as a whole.
        var segment: Range<Int>?
    }

    /// What a `{…}` segment of a font gave.
    enum FontSegment {
        /// The base font or the size.
        case value
        /// Font grammar words a constant weight or trait stands for, apart from the words around.
        case words(String)
        /// Constant text, joined to the words around it.
        case text(String)
        /// A String known only as the template runs, whose words are read then.
        case variableText(TypedExpression)
        /// Nothing, after reporting.
        case failed
    }

    /// Checks one `{…}` segment of a font: a Font becomes the base, a number the size, a
    /// constant weight or trait its words, constant text the words it spells, other String
    /// text words read as the template runs; an unknown name is
    /// taken as an input of `nameType`.
    mutating func fontSegment(
        _ syntax: ExpressionSyntax, nameType: ValueType, base: inout TypedExpression?, size: inout TypedExpression?
    ) -> FontSegment {
        let hint: ValueType? = Self.isName(syntax) ? nameType : nil
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
        case .string:
            if let text = constantText(value) { return .text(text) }
            return .variableText(value)
        default:
            if let words = fontWords(value) { return .words(words) }
            error(.typeMismatch, "a '{…}' segment of a font must be a Font, a number, a weight or traits, got \(value.type.displayName) \(quoted(syntax))", at: syntax.range)
            return .failed
        }
        return .value
    }

    /// The text of a String expression that needs nothing from the caller
    /// (`'bold'`, `'bo' + 'ld'`, a macro of either), worked out now.
    func constantText(_ value: TypedExpression) -> String? {
        guard value.isConstant else { return nil }
        let folder = ConstantFolder(compiler: ExpressionCompiler(functions: FunctionLibrary(), strings: strings, fonts: nil, slots: .table([:])))
        guard let folded = try? folder.fold(value), case let .literal(.string(text)) = folded.kind else { return nil }
        return text
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
    mutating func fontOverrides(_ text: String, pieces: [FontWordsPiece]) -> FontOverrides? {
        let small = fonts.read(text, base: FontDescriptor(size: 1))
        let large = fonts.read(text, base: FontDescriptor(size: 2))
        switch (small, large) {
        case let (.success(reading), .success(largeReading)):
            reportAppFonts(reading.appFonts, pieces: pieces)
            let first = reading.descriptor, second = largeReading.descriptor
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

    /// Reports each name of a font taken as a font of the app's (`Montserrat-Bold`,
    /// `brandFont`): Layout reads it as a font the app bundles or a font property the app
    /// adds to UIFont, which a template checked without the app's manifests cannot know.
    mutating func reportAppFonts(_ names: [AppFontName], pieces: [FontWordsPiece]) {
        for font in names {
            strictWarning(
                .undeclaredFont,
                "'\(font.name)' is no font family, weight, trait, text style or named font, so it is read as a font your app bundles "
                    + "or a font of yours on UIFont, which is not known here; to check it, declare it in a manifest in a Components folder, "
                    + "such as 'fonts: {families: [\(font.name)]}'" + textStyleHint(font.name),
                at: originalRange(font.range, pieces: pieces)
            )
        }
    }

    /// Names the text style a font name spells as UIKit's constant (`UIFontTextStyleBody`,
    /// `UICTFontTextStyleTitle1`), which Layout does not read as one: its font words take the
    /// short name only (LayoutExpression.swift's fontPart(for:) looks the word up in
    /// RuntimeType.uiFontTextStyle, keyed `body`, `title1`); empty for any other name.
    func textStyleHint(_ name: String) -> String {
        for prefix in ["UIFontTextStyle", "UICTFontTextStyle"] where name.hasPrefix(prefix) {
            let style = name.dropFirst(prefix.count)
            guard let first = style.first else { return "" }
            let word = first.lowercased() + style.dropFirst()
            if case let .success(font) = fonts.parse(word), font.textStyle != nil {
                return "; if you meant the text style, write '\(word)'"
            }
        }
        return ""
    }

    /// Maps a range of the joined words back to the attribute text: into the literal text
    /// it came from, or to the whole `{…}` expression that gave it.
    func originalRange(_ range: Range<Int>, pieces: [FontWordsPiece]) -> Range<Int> {
        guard let piece = pieces.last(where: { $0.joined <= range.lowerBound }) else { return range }
        if let segment = piece.segment { return segment }
        let start = piece.original + (range.lowerBound - piece.joined)
        return start..<(start + range.count)
    }
}

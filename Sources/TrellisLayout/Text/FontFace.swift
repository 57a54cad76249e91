/// The faces text is measured with: the twelve DejaVu Sans, Serif and Sans Mono faces
/// Debian ships in `/usr/share/fonts/truetype/dejavu/`. The raw value is the file name
/// without `.ttf`.
public enum FontFace: String, CaseIterable, Hashable, Codable, Sendable {
    case sans = "DejaVuSans"
    case sansBold = "DejaVuSans-Bold"
    case sansOblique = "DejaVuSans-Oblique"
    case sansBoldOblique = "DejaVuSans-BoldOblique"
    case serif = "DejaVuSerif"
    case serifBold = "DejaVuSerif-Bold"
    case serifItalic = "DejaVuSerif-Italic"
    case serifBoldItalic = "DejaVuSerif-BoldItalic"
    case mono = "DejaVuSansMono"
    case monoBold = "DejaVuSansMono-Bold"
    case monoOblique = "DejaVuSansMono-Oblique"
    case monoBoldOblique = "DejaVuSansMono-BoldOblique"

    /// The broad style of a font family.
    public enum Style: String, Hashable, Codable, Sendable {
        case sans, serif, monospace
    }

    /// The face of `style` with the bold and italic variants chosen.
    public init(style: Style, bold: Bool, italic: Bool) {
        switch (style, bold, italic) {
        case (.sans, false, false): self = .sans
        case (.sans, true, false): self = .sansBold
        case (.sans, false, true): self = .sansOblique
        case (.sans, true, true): self = .sansBoldOblique
        case (.serif, false, false): self = .serif
        case (.serif, true, false): self = .serifBold
        case (.serif, false, true): self = .serifItalic
        case (.serif, true, true): self = .serifBoldItalic
        case (.monospace, false, false): self = .mono
        case (.monospace, true, false): self = .monoBold
        case (.monospace, false, true): self = .monoOblique
        case (.monospace, true, true): self = .monoBoldOblique
        }
    }

    /// The font file's name, `DejaVuSans-Bold.ttf`.
    public var fileName: String { rawValue + ".ttf" }

    /// The family name to write in SVG and HTML (`DejaVu Sans`, `DejaVu Serif`, `DejaVu Sans Mono`).
    public var familyName: String {
        switch self {
        case .sans, .sansBold, .sansOblique, .sansBoldOblique: "DejaVu Sans"
        case .serif, .serifBold, .serifItalic, .serifBoldItalic: "DejaVu Serif"
        case .mono, .monoBold, .monoOblique, .monoBoldOblique: "DejaVu Sans Mono"
        }
    }

    /// The metrics committed in `Text/MetricTables/`.
    public var builtinMetrics: FaceMetrics {
        switch self {
        case .sans: MetricTables.dejaVuSans
        case .sansBold: MetricTables.dejaVuSansBold
        case .sansOblique: MetricTables.dejaVuSansOblique
        case .sansBoldOblique: MetricTables.dejaVuSansBoldOblique
        case .serif: MetricTables.dejaVuSerif
        case .serifBold: MetricTables.dejaVuSerifBold
        case .serifItalic: MetricTables.dejaVuSerifItalic
        case .serifBoldItalic: MetricTables.dejaVuSerifBoldItalic
        case .mono: MetricTables.dejaVuSansMono
        case .monoBold: MetricTables.dejaVuSansMonoBold
        case .monoOblique: MetricTables.dejaVuSansMonoOblique
        case .monoBoldOblique: MetricTables.dejaVuSansMonoBoldOblique
        }
    }
}

extension FontFace {
    /// Whether the face is a bold one.
    public var isBold: Bool {
        switch self {
        case .sansBold, .sansBoldOblique, .serifBold, .serifBoldItalic, .monoBold, .monoBoldOblique: true
        default: false
        }
    }

    /// Whether the face is an italic or oblique one.
    public var isItalic: Bool {
        switch self {
        case .sansOblique, .sansBoldOblique, .serifItalic, .serifBoldItalic, .monoOblique, .monoBoldOblique: true
        default: false
        }
    }
}

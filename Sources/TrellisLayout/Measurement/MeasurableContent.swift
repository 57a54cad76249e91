/// What an intrinsic-size provider needs to know about a node: its component (with its
/// superclasses) and the resolved values of the properties that decide its content size.
///
/// The layout engine fills this in from a node's evaluated properties; fields a component
/// does not have keep their defaults.
///
/// The fields live in one shared, immutable storage: the engine keeps, compares and
/// hands on a content several times per node and evaluation, and a copy then costs one
/// reference instead of one per string and array.
public struct MeasurableContent: Hashable, Sendable {
    /// The component followed by its superclasses, nearest first
    /// (`["MyTitleLabel", "UILabel", "UIView"]`), so a component declared in YAML that
    /// extends `UILabel` is measured like a label.
    public var lineage: [String] {
        get { storage.fields.lineage }
        set { update { $0.lineage = newValue } }
    }
    /// The text shown: a label's `text`, a button's title, a text field's `text` (or its
    /// `placeholder` when the text is empty), a text view's `text`, a table view cell's or
    /// a table header or footer view's `textLabel.text` (with ``MeasurableContent/font``
    /// and ``MeasurableContent/numberOfLines`` its `textLabel`'s).
    public var text: String? {
        get { storage.fields.text }
        set { update { $0.text = newValue } }
    }
    /// The font of `text`, resolved (family, weight, traits, size).
    public var font: FontSpec {
        get { storage.fields.font }
        set { update { $0.font = newValue } }
    }
    /// `numberOfLines` (0 = unlimited). Labels default to 1 in UIKit; the engine passes the
    /// evaluated value.
    public var numberOfLines: Int {
        get { storage.fields.numberOfLines }
        set { update { $0.numberOfLines = newValue } }
    }
    /// A table view cell's `detailTextLabel.text`.
    public var detailText: String? {
        get { storage.fields.detailText }
        set { update { $0.detailText = newValue } }
    }
    /// The font of ``MeasurableContent/detailText``: a table view cell's
    /// `detailTextLabel.font`.
    public var detailFont: FontSpec {
        get { storage.fields.detailFont }
        set { update { $0.detailFont = newValue } }
    }
    /// A table view cell's `detailTextLabel.numberOfLines` (0 = unlimited; UIKit's default 1).
    public var detailNumberOfLines: Int {
        get { storage.fields.detailNumberOfLines }
        set { update { $0.detailNumberOfLines = newValue } }
    }
    /// The size declared for the shown image (manifest `images:`), if any.
    public var imageSize: Size? {
        get { storage.fields.imageSize }
        set { update { $0.imageSize = newValue } }
    }
    /// Extra space around the content (a button's `contentEdgeInsets`, a text view's
    /// `textContainerInset`); `nil` means the component's default (see
    /// ``BuiltinIntrinsicSizeProvider``).
    public var contentInsets: EdgeInsets? {
        get { storage.fields.contentInsets }
        set { update { $0.contentInsets = newValue } }
    }
    /// A style-like enum case that changes a component's size (`large` for
    /// `UIActivityIndicatorView`, `bar` for `UIProgressView`, `subtitle` for a
    /// `UITableViewCell`), if any.
    public var style: String? {
        get { storage.fields.style }
        set { update { $0.style = newValue } }
    }
    /// A segmented control's segment titles.
    public var segmentTitles: [String] {
        get { storage.fields.segmentTitles }
        set { update { $0.segmentTitles = newValue } }
    }
    /// A page control's `numberOfPages`.
    public var numberOfPages: Int {
        get { storage.fields.numberOfPages }
        set { update { $0.numberOfPages = newValue } }
    }

    public init(
        lineage: [String], text: String? = nil, font: FontSpec = FontSpec(), numberOfLines: Int = 1,
        detailText: String? = nil, detailFont: FontSpec = FontSpec(), detailNumberOfLines: Int = 1,
        imageSize: Size? = nil, contentInsets: EdgeInsets? = nil, style: String? = nil, segmentTitles: [String] = [],
        numberOfPages: Int = 0
    ) {
        storage = Storage(Fields(
            lineage: lineage, text: text, font: font, numberOfLines: numberOfLines, detailText: detailText, detailFont: detailFont,
            detailNumberOfLines: detailNumberOfLines, imageSize: imageSize, contentInsets: contentInsets, style: style,
            segmentTitles: segmentTitles, numberOfPages: numberOfPages
        ))
    }

    /// The component's own name (the first of ``lineage``), or `""`.
    public var component: String { lineage.first ?? "" }

    public static func == (lhs: MeasurableContent, rhs: MeasurableContent) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    private var storage: Storage

    /// Replaces the storage with one holding changed fields (the engine builds each content
    /// in one initialization; changing a field afterwards is rare).
    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The fields, stored once for every copy of a content.
    private struct Fields: Hashable, Sendable {
        var lineage: [String]
        var text: String?
        var font: FontSpec
        var numberOfLines: Int
        var detailText: String?
        var detailFont: FontSpec
        var detailNumberOfLines: Int
        var imageSize: Size?
        var contentInsets: EdgeInsets?
        var style: String?
        var segmentTitles: [String]
        var numberOfPages: Int
    }

    /// Immutable, so reading a field or comparing two contents copies nothing.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }
}

/// A content size where either dimension may be missing, like UIKit's
/// `UIView.noIntrinsicMetric` (a slider has a height but no width of its own), with the
/// baselines of text content.
public struct IntrinsicSize: Hashable, Codable, Sendable {
    public var width: Double?
    public var height: Double?
    /// Distance from the top to the first baseline, for content that shows text.
    public var firstBaseline: Double?
    /// Distance from the top to the last baseline, for content that shows text.
    public var lastBaseline: Double?

    public init(width: Double?, height: Double?, firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.width = width
        self.height = height
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }

    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }
}

/// Supplies the content size of leaf components: the built-in
/// ``BuiltinIntrinsicSizeProvider`` measures with font metrics and UIKit's fixed control
/// sizes; a run-time backend can supply real sizes from live views instead.
public protocol IntrinsicSizeProvider: Sendable {
    /// The content size of `content` when offered `fittingWidth` points of width (`nil`:
    /// unconstrained). Returns `nil` when the component has no intrinsic size of its own
    /// (plain views, containers: their `auto` size comes from their children).
    func intrinsicSize(for content: MeasurableContent, fittingWidth: Double?) -> IntrinsicSize?

    /// The dimensions ``intrinsicSize(for:fittingWidth:)`` gives for a component with this
    /// lineage, whatever its property values. The layout engine decides once, before
    /// evaluating anything, whether a leaf's `auto` is its content size (a measured
    /// dimension; a missing value then counts as 0) or the space its parent offers (Layout's
    /// "`auto` is usually `100%`" for views without an intrinsic size). The default answers
    /// both dimensions for every component; a provider that leaves components unmeasured
    /// should say so here.
    func intrinsicDimensions(of lineage: [String]) -> IntrinsicDimensions
}

extension IntrinsicSizeProvider {
    /// Both dimensions, for every component.
    public func intrinsicDimensions(of lineage: [String]) -> IntrinsicDimensions { [.width, .height] }
}

/// Which dimensions of a component an ``IntrinsicSizeProvider`` measures.
public struct IntrinsicDimensions: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let width = IntrinsicDimensions(rawValue: 1 << 0)
    public static let height = IntrinsicDimensions(rawValue: 1 << 1)
}

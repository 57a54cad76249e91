/// A property the engine reads for itself (what decides content sizes, container
/// parameters, a scroll view's insets), named by its key path. Evaluation looks a node's
/// engine reads up by these cases, never by comparing strings.
enum EngineKey: String, CaseIterable, Sendable {
    // Content.
    case text, attributedText, font, numberOfLines, title, image
    case normalTitle, attributedTitle, normalAttributedTitle
    case titleLabelFont = "titleLabel.font"
    case normalImage, contentEdgeInsets
    case placeholder, attributedPlaceholder, borderStyle, textContainerInset
    case items, titleFont, normalTitleFont, numberOfPages, style, activityIndicatorViewStyle
    case textLabelText = "textLabel.text", textLabelAttributedText = "textLabel.attributedText"
    case textLabelFont = "textLabel.font", textLabelNumberOfLines = "textLabel.numberOfLines"
    case detailTextLabelText = "detailTextLabel.text", detailTextLabelAttributedText = "detailTextLabel.attributedText"
    case detailTextLabelFont = "detailTextLabel.font", detailTextLabelNumberOfLines = "detailTextLabel.numberOfLines"
    // Container parameters.
    case horizontalAlignment, verticalAlignment, spacing, isAlignToBaseline, baseline, isAlignToGrid
    case margin, topMargin, leadingMargin, bottomMargin, trailingMargin
    case axis, alignment, distribution, isBaselineRelativeArrangement, isLayoutMarginsRelativeArrangement
    case layoutMargins, directionalLayoutMargins
    case isFitToWidth, isFitToHeight
    case topPadding, bottomPadding
    // Scroll view insets.
    case contentInset, contentInsetAdjustmentBehavior, alwaysBounceHorizontal, alwaysBounceVertical
}

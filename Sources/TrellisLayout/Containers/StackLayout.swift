/// UIKit's `UIStackView`. Children's position expressions are ignored; a fixed
/// `width`/`height` is kept where the distribution allows it.
///
/// Rules ("main" is the stack's `axis`, "cross" the other one; a child's intrinsic main
/// size is its fixed main size, else its measured one — a horizontal stack measures
/// children unconstrained, a vertical one at the inner width):
///
/// 1. Hidden children (`isDisplayable == false`) take no space and no spacing.
/// 2. `spacing` (default 0) separates successive children. With
///    `isBaselineRelativeArrangement` in a vertical stack, it is the distance from a child's
///    last baseline to the next child's first baseline instead.
/// 3. Distributions along the main axis:
///    * `fill`: children keep their intrinsic sizes; the **last** child without a fixed main
///      size grows by the extra space, or shrinks by the missing space down to 0 (UIKit
///      picks the child with the lowest hugging or compression priority; Trellis has no
///      priorities, so this is the deterministic rule). What still does not fit overflows
///      at the end.
///    * `fillEqually`: every child gets `(inner − spacing) / count` (fixed main sizes are
///      overridden, as UIKit's equal-size constraints win).
///    * `fillProportionally`: every child gets `(inner − spacing)` in proportion to its
///      intrinsic main size (equal shares when they are all 0).
///    * `equalSpacing`: children keep their intrinsic sizes; the free space is split equally
///      between them, never less than `spacing`; overflow is handled as `fill`. One child
///      sits at the start.
///    * `equalCentering`: children keep their intrinsic sizes; the first starts at the start,
///      the last ends at the end, and the centers are equally far apart — never closer than
///      keeps `spacing` between neighbours (then the content overflows at the end).
/// 4. Alignment across the axis: `fill` stretches to the inner box; `leading`/`top` puts the
///    child at the start of the cross axis (in a horizontal stack both mean top), `trailing`/
///    `bottom` at the end, `center` in the middle of the inner box; children keep their
///    measured cross size (or fixed one). `firstBaseline`/`lastBaseline` in a horizontal
///    stack line up the children's baselines (a child without text uses its bottom edge),
///    with the group at the top; in a vertical stack they act as `fill`.
/// 5. A horizontal stack measures each child's height at the width it ends up with.
/// 6. Natural (`auto`) size: main = the sum of intrinsic sizes and spacing (`fillEqually`:
///    count × the largest; `equalCentering`: the tightest centering), cross = the largest
///    cross size (or the baseline group's height), plus margins.
/// 7. Right-to-left: frames are mirrored inside the stack's width.
public struct StackLayout: Hashable, Sendable {
    /// `UIStackView.Alignment`.
    public enum Alignment: String, Hashable, Codable, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// `UIStackView.Distribution`.
    public enum Distribution: String, Hashable, Codable, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public var axis: Axis
    public var alignment: Alignment
    public var distribution: Distribution
    public var spacing: Double
    public var isBaselineRelativeArrangement: Bool
    /// The layout margins, when `isLayoutMarginsRelativeArrangement` is on (else `.zero`).
    public var margins: DirectionalEdgeInsets
    public var direction: LayoutDirection

    public init(
        axis: Axis = .horizontal, alignment: Alignment = .fill, distribution: Distribution = .fill, spacing: Double = 0,
        isBaselineRelativeArrangement: Bool = false, margins: DirectionalEdgeInsets = .zero,
        direction: LayoutDirection = .leftToRight
    ) {
        self.axis = axis
        self.alignment = alignment
        self.distribution = distribution
        self.spacing = spacing
        self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
        self.margins = margins
        self.direction = direction
    }

    /// The children's frames inside a stack of `size`, and its natural size at that width.
    public func layout(_ children: [LayoutChild], in size: Size) -> Arrangement {
        let size = size.clamped
        return arrange(children, width: size.width, height: size.height)
    }

    /// The natural (`auto`) size when offered `proposedWidth` (`nil`: unconstrained).
    public func measure(_ children: [LayoutChild], proposedWidth: Double?) -> Size {
        arrange(children, width: proposedWidth.layoutLimit, height: nil).contentSize
    }

    private struct Item {
        let index: Int
        let fixedMain: Double?
        let fixedCross: Double?
        var measured: ChildMeasurement
        let intrinsicMain: Double
    }

    private func arrange(_ children: [LayoutChild], width: Double?, height: Double?) -> Arrangement {
        let isHorizontal = axis == .horizontal
        let spacing = spacing.finiteOrZero
        // Computed leading-to-trailing (leading on the left), mirrored at the end for right-to-left.
        let insets = margins.resolved(for: .leftToRight).finite
        let marginMainStart = isHorizontal ? insets.left : insets.top
        let marginMain = isHorizontal ? insets.horizontal : insets.vertical
        let marginCrossStart = isHorizontal ? insets.top : insets.left
        let marginCross = isHorizontal ? insets.vertical : insets.horizontal
        let innerMain = (isHorizontal ? width : height).map { max(0, $0 - marginMain) }
        let innerCross = (isHorizontal ? height : width).map { max(0, $0 - marginCross) }

        var cache = MeasurementCache(children)
        var items: [Item] = children.indices.filter { children[$0].isDisplayable }.map { index in
            let fixedMain = (isHorizontal ? children[index].width : children[index].height).fixedLength
            let fixedCross = (isHorizontal ? children[index].height : children[index].width).fixedLength
            let measured = cache.measure(index, isHorizontal ? fixedMain : (fixedCross ?? innerCross))
            let main = fixedMain ?? (isHorizontal ? measured.size.width : measured.size.height)
            return Item(index: index, fixedMain: fixedMain, fixedCross: fixedCross, measured: measured, intrinsicMain: main)
        }
        let count = items.count
        let intrinsic = items.map(\.intrinsicMain)
        var gaps: [Double] = []
        for position in items.indices.dropFirst() {
            if !isHorizontal, isBaselineRelativeArrangement {
                let previous = items[position - 1].measured
                let next = items[position].measured
                let previousHeight = intrinsic[position - 1]
                gaps.append((previous.lastBaseline ?? previousHeight) + spacing - (next.firstBaseline ?? intrinsic[position]) - previousHeight)
            } else {
                gaps.append(spacing)
            }
        }
        let gapTotal = gaps.reduce(0, +)
        let intrinsicTotal = intrinsic.reduce(0, +)

        // The tightest center-to-center distance for equalCentering.
        let minimumCenterDistance = items.indices.dropFirst()
            .map { (intrinsic[$0 - 1] + intrinsic[$0]) / 2 + gaps[$0 - 1] }.max() ?? 0
        let naturalMain: Double = switch distribution {
        case .fill, .fillProportionally, .equalSpacing: intrinsicTotal + gapTotal
        case .fillEqually: Double(count) * (intrinsic.max() ?? 0) + gapTotal
        case .equalCentering:
            count < 2 ? intrinsicTotal : ((intrinsic.first ?? 0) + (intrinsic.last ?? 0)) / 2 + Double(count - 1) * minimumCenterDistance
        }
        let available = innerMain ?? naturalMain

        var sizes = intrinsic
        var positions = [Double](repeating: 0, count: count)
        switch distribution {
        case .fill:
            absorb(available - naturalMain, into: &sizes, items: items)
            positions = sequential(sizes, gaps)
        case .fillEqually:
            let share = count == 0 ? 0 : max(0, (available - gapTotal) / Double(count))
            sizes = Array(repeating: share, count: count)
            positions = sequential(sizes, gaps)
        case .fillProportionally:
            let space = max(0, available - gapTotal)
            sizes = intrinsic.map { intrinsicTotal > 0 ? $0 * space / intrinsicTotal : space / Double(count) }
            positions = sequential(sizes, gaps)
        case .equalSpacing:
            let free = available - intrinsicTotal - gapTotal
            if free < 0 { absorb(free, into: &sizes, items: items) }
            let widened = count < 2 ? gaps : gaps.map { $0 + max(0, free) / Double(count - 1) }
            positions = sequential(sizes, widened)
        case .equalCentering:
            if count >= 2, let first = intrinsic.first, let last = intrinsic.last {
                let distance = max(minimumCenterDistance, (available - first / 2 - last / 2) / Double(count - 1))
                positions = intrinsic.indices.map { first / 2 + Double($0) * distance - intrinsic[$0] / 2 }
            }
        }

        // Cross sizes: a horizontal stack measures each child at its final width.
        if isHorizontal {
            for position in items.indices where items[position].fixedMain == nil && sizes[position] != items[position].measured.size.width {
                items[position].measured = cache.measure(items[position].index, sizes[position])
            }
        }
        let naturalCrossSizes = items.map { $0.fixedCross ?? (isHorizontal ? $0.measured.size.height : $0.measured.size.width) }
        let baselineMode = isHorizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
        let baselines: [Double] = baselineMode
            ? items.indices.map { position in
                let measured = items[position].measured
                return (alignment == .firstBaseline ? measured.firstBaseline : measured.lastBaseline) ?? naturalCrossSizes[position]
            }
            : []
        let ascent = baselines.max() ?? 0
        let descent = zip(naturalCrossSizes, baselines).map { $0 - $1 }.max() ?? 0
        let naturalCross = baselineMode ? ascent + descent : naturalCrossSizes.max() ?? 0
        let crossAvailable = innerCross ?? naturalCross

        var frames = [Rect?](repeating: nil, count: children.count)
        for (position, item) in items.enumerated() {
            let crossSize: Double
            let crossPosition: Double
            if baselineMode {
                crossSize = naturalCrossSizes[position]
                crossPosition = ascent - baselines[position]
            } else {
                switch alignment {
                case .fill, .firstBaseline, .lastBaseline:
                    crossSize = item.fixedCross ?? crossAvailable
                    crossPosition = 0
                case .leading, .top:
                    crossSize = naturalCrossSizes[position]
                    crossPosition = 0
                case .trailing, .bottom:
                    crossSize = naturalCrossSizes[position]
                    crossPosition = crossAvailable - crossSize
                case .center:
                    crossSize = naturalCrossSizes[position]
                    crossPosition = (crossAvailable - crossSize) / 2
                }
            }
            let mainOrigin = marginMainStart + positions[position]
            let crossOrigin = marginCrossStart + crossPosition
            frames[item.index] = isHorizontal
                ? Rect(x: mainOrigin, y: crossOrigin, width: sizes[position], height: crossSize)
                : Rect(x: crossOrigin, y: mainOrigin, width: crossSize, height: sizes[position])
        }

        let contentMain = naturalMain + marginMain
        let contentCross = naturalCross + marginCross
        if direction == .rightToLeft {
            let containerWidth = width ?? (isHorizontal ? contentMain : contentCross)
            frames = frames.map { $0?.mirrored(inWidth: containerWidth) }
        }
        return Arrangement(
            frames: frames,
            contentSize: (isHorizontal ? Size(width: contentMain, height: contentCross) : Size(width: contentCross, height: contentMain)).clamped
        )
    }

    /// Positions of `sizes` laid end to end with `gaps` between them, from 0.
    private func sequential(_ sizes: [Double], _ gaps: [Double]) -> [Double] {
        var cursor = 0.0
        return sizes.indices.map { position in
            defer { cursor += sizes[position] + (position < gaps.count ? gaps[position] : 0) }
            return cursor
        }
    }

    /// Adds `difference` to the last child without a fixed main size, never below 0.
    private func absorb(_ difference: Double, into sizes: inout [Double], items: [Item]) {
        guard difference != 0, let last = items.lastIndex(where: { $0.fixedMain == nil }) else { return }
        sizes[last] = max(0, sizes[last] + difference)
    }
}

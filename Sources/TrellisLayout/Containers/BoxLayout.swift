/// Lima's `LMRowView` (``Axis/horizontal``) and `LMColumnView` (``Axis/vertical``).
///
/// Rules, for a row (a column is the same with the axes swapped; "main" is the row's
/// horizontal axis, "cross" its vertical one):
///
/// 1. **Children** are arranged in order; a child with `isDisplayable == false` takes no
///    space and no spacing and gets no frame.
/// 2. **Spacing** between successive displayable children is `spacing`, 8 when unset.
/// 3. **Margins** inset the inner box; `leading`/`trailing` follow ``direction``
///    (``DirectionalEdgeInsets``; Lima's `margin` sets every edge an edge-specific margin
///    does not).
/// 4. **Main sizes**: a fixed main size (`width` in a row, `height` in a column) is used as
///    is and beats `weight`. Unweighted children keep their measured size (a row measures
///    them unconstrained; a column measures them at the inner width). Weighted children
///    ignore their own size (flex `w 1 0`) and share what remains of the inner box after
///    the unweighted children and the spacing, in proportion to their weights (weights 1,
///    2, 3 get 1/6, 1/3, 1/2); when nothing remains they get 0.
/// 5. **Main alignment** (a row's `horizontalAlignment`, a column's `verticalAlignment`):
///    `leading`/`top` packs the children from the start, `trailing`/`bottom` from the end,
///    `center` centers the run in the inner box (Lima rejects `center` on the main axis;
///    Trellis supports it). `fill` pins both ends: weighted children absorb the extra space;
///    with no weighted child, the last child without a fixed main size grows by the extra
///    space (Lima leaves this to Auto Layout's hugging priorities; this is the deterministic
///    choice). Children never shrink: content longer than the inner box overflows at the
///    end (`fill`, `leading`), the start (`trailing`) or both (`center`).
/// 6. **Cross axis** (a row's `verticalAlignment`, a column's `horizontalAlignment`):
///    `fill` stretches each child to the inner box; `top`/`leading` and
///    `bottom`/`trailing` keep the child's measured size at that edge of the inner box;
///    `center` keeps it centered on the container's bounds (Lima's `centerY == centerY`).
///    A fixed cross size is always kept.
/// 7. **Baseline alignment in a row** (`isAlignToBaseline`): children keep their measured
///    heights and line up on their first (or, with `baseline: last`, last) baselines; a
///    child without text uses its bottom edge. The group (as tall as the largest ascent
///    plus the largest descent) sits at the top (`fill`, `top`), bottom or center.
/// 8. **Baseline alignment in a column**: each child's first baseline is `spacing` below the
///    previous child's last baseline (Lima's `firstBaseline == previous.lastBaseline`
///    constraint, plus the spacing), computed from measured sizes.
/// 9. **Grid alignment in a column** (`isAlignToGrid`): for successive `LMRowView` children
///    (children with ``LayoutChild/gridCells``; other children are skipped and do not break
///    the succession), the displayable cells at the same index share the width of the
///    widest of them (its fixed width, else its unconstrained measured width). A row with
///    fewer cells ends the chain for the missing indexes. Cells with a fixed width keep it.
///    The widths are returned in ``Arrangement/gridCellWidths``; the engine lays out each
///    row with those cells' widths fixed.
/// 10. **Natural (`auto`) size**: main = the unweighted children's sizes + spacing +
///    margins (weighted children count 0); cross = the largest cross size (or the baseline
///    group's height) + margins. A column measures its children at the width it is offered.
/// 11. **Right-to-left**: frames are computed leading-to-trailing and mirrored inside the
///    container's width.
public struct BoxLayout: Hashable, Sendable {
    /// `LMHorizontalAlignment`.
    public enum HorizontalAlignment: String, Hashable, Codable, Sendable, CaseIterable {
        case fill, leading, trailing, center
    }

    /// `LMVerticalAlignment`.
    public enum VerticalAlignment: String, Hashable, Codable, Sendable, CaseIterable {
        case fill, top, bottom, center
    }

    /// `LMBaseline`.
    public enum Baseline: String, Hashable, Codable, Sendable, CaseIterable {
        case first, last
    }

    /// Lima's spacing when `spacing` is unset.
    public static let defaultSpacing = 8.0

    /// `.horizontal` for `LMRowView`, `.vertical` for `LMColumnView`.
    public var axis: Axis
    public var horizontalAlignment: HorizontalAlignment
    public var verticalAlignment: VerticalAlignment
    /// `nil` means ``defaultSpacing``.
    public var spacing: Double?
    public var margins: DirectionalEdgeInsets
    public var isAlignToBaseline: Bool
    /// Which baseline a row aligns to.
    public var baseline: Baseline
    /// Whether a column aligns the cells of its rows to a grid.
    public var isAlignToGrid: Bool
    public var direction: LayoutDirection

    public init(
        axis: Axis, horizontalAlignment: HorizontalAlignment = .fill, verticalAlignment: VerticalAlignment = .fill,
        spacing: Double? = nil, margins: DirectionalEdgeInsets = .zero, isAlignToBaseline: Bool = false,
        baseline: Baseline = .first, isAlignToGrid: Bool = false, direction: LayoutDirection = .leftToRight
    ) {
        self.axis = axis
        self.horizontalAlignment = horizontalAlignment
        self.verticalAlignment = verticalAlignment
        self.spacing = spacing
        self.margins = margins
        self.isAlignToBaseline = isAlignToBaseline
        self.baseline = baseline
        self.isAlignToGrid = isAlignToGrid
        self.direction = direction
    }

    /// The children's frames inside a container of `size`, and its natural size at that width.
    public func layout(_ children: [LayoutChild], in size: Size) -> Arrangement {
        let size = size.clamped
        return arrange(children, width: size.width, height: size.height, placing: true).arrangement
    }

    /// The natural (`auto`) size when offered `proposedWidth` (`nil`: unconstrained).
    public func measure(_ children: [LayoutChild], proposedWidth: Double?) -> Size {
        arrange(children, width: proposedWidth.layoutLimit, height: nil, placing: false).arrangement.contentSize
    }

    /// The natural size when offered `proposedWidth`, and what ``layout(_:in:)`` gives at
    /// that width and the natural height (the common case: a container sized to its
    /// content), so laying out at that size does not arrange the children again. No kept
    /// arrangement when the width is unconstrained or the natural height is clamped.
    func measureKeepingArrangement(_ children: [LayoutChild], proposedWidth: Double?) -> (size: Size, kept: KeptArrangement?) {
        let width = proposedWidth.layoutLimit
        let arranged = arrange(children, width: width, height: nil, placing: width != nil)
        let size = arranged.arrangement.contentSize
        guard let width, arranged.keepsAtNaturalHeight else { return (size, nil) }
        return (size, KeptArrangement(size: Size(width: width, height: size.height), arrangement: arranged.arrangement))
    }

    /// One displayable child and what the algorithm computes for it, in one record so an
    /// arrangement allocates one array of them (not one array per quantity).
    private struct Item {
        let index: Int
        let fixedMain: Double?
        let fixedCross: Double?
        let weight: Double?
        /// The width the child was first measured at.
        let proposal: Double?
        /// The measurement that decides the natural main size (a row: unconstrained or at
        /// the fixed width; a column: at the cross proposal).
        var measured: ChildMeasurement
        var naturalMain: Double
        /// The gap to the next item (0 for the last).
        var gapAfter = 0.0
        var mainSize = 0.0
        var naturalCross = 0.0
        /// The baseline offset in a baseline-aligned row.
        var baseline = 0.0
    }

    /// Measures and (when `placing`) places the children; a measurement builds no frames.
    /// The items live in a temporary allocation (on the stack when small), so arranging
    /// allocates nothing for them.
    private func arrange(_ children: [LayoutChild], width: Double?, height: Double?, placing: Bool) -> Arranged {
        withUnsafeTemporaryAllocation(of: Item.self, capacity: children.count) { items in
            arrange(children, width: width, height: height, placing: placing, items: items)
        }
    }

    /// ``arrange(_:width:height:placing:)`` with room for one item per child in `items`
    /// (`Item` holds only numbers, so its elements need no deinitialization).
    private func arrange(
        _ children: [LayoutChild], width: Double?, height: Double?, placing: Bool, items: UnsafeMutableBufferPointer<Item>
    ) -> Arranged {
        let isRow = axis == .horizontal
        let spacing = (spacing ?? Self.defaultSpacing).finiteOrZero
        let margins = DirectionalEdgeInsets(
            top: margins.top.finiteOrZero, leading: margins.leading.finiteOrZero,
            bottom: margins.bottom.finiteOrZero, trailing: margins.trailing.finiteOrZero
        )
        let marginMainStart = isRow ? margins.leading : margins.top
        let marginMain = isRow ? margins.leading + margins.trailing : margins.top + margins.bottom
        let marginCrossStart = isRow ? margins.top : margins.leading
        let marginCross = isRow ? margins.top + margins.bottom : margins.leading + margins.trailing
        let outerMain = isRow ? width : height
        let outerCross = isRow ? height : width
        let innerMain = outerMain.map { max(0, $0 - marginMain) }
        let innerCross = outerCross.map { max(0, $0 - marginCross) }

        let grid = !isRow && isAlignToGrid
            ? GridAlignment(children: children, rows: children.indices.filter { children[$0].isDisplayable })
            : nil

        // Natural main sizes, and the gaps between them: spacing, or baseline-to-baseline
        // distances in a baseline-aligned column. Totals are summed in order as items come.
        var count = 0
        var gapTotal = 0.0
        var naturalTotal = 0.0
        var weightTotal = 0.0
        for index in children.indices where children[index].isDisplayable {
            let fixedMain = (isRow ? children[index].width : children[index].height).fixedLength
            let fixedCross = (isRow ? children[index].height : children[index].width).fixedLength
            let weight = fixedMain == nil ? children[index].weight.layoutWeight : nil
            let proposal = isRow ? fixedMain : (fixedCross ?? innerCross)
            var measured = MeasurementCache.normalized(children[index].measure(proposal))
            if let grid { measured.size.width += grid.widthDelta[index] }
            let natural = fixedMain ?? (weight == nil ? (isRow ? measured.size.width : measured.size.height) : 0)
            if count > 0 {
                let previous = count - 1
                let gap: Double
                if !isRow, isAlignToBaseline {
                    let previousHeight = items[previous].fixedMain ?? items[previous].measured.size.height
                    let nextHeight = fixedMain ?? measured.size.height
                    let previousLast = items[previous].measured.lastBaseline ?? previousHeight
                    let nextFirst = measured.firstBaseline ?? nextHeight
                    gap = previousLast + spacing - nextFirst - previousHeight
                } else {
                    gap = spacing
                }
                items[previous].gapAfter = gap
                gapTotal += gap
            }
            naturalTotal += natural
            weightTotal += weight ?? 0
            items.initializeElement(at: count, to: Item(
                index: index, fixedMain: fixedMain, fixedCross: fixedCross, weight: weight, proposal: proposal, measured: measured,
                naturalMain: natural
            ))
            count += 1
        }

        // Main sizes; cross sizes (a row measures each weighted child at its final width:
        // each child is measured once per width, at most twice); baselines.
        let naturalMain = naturalTotal + gapTotal
        let mainAvailable = innerMain ?? naturalMain
        let remaining = mainAvailable - naturalMain
        let isBaselineRow = isRow && isAlignToBaseline
        var largestCross: Double?
        var ascent: Double?
        var descent: Double?
        for position in 0..<count {
            let mainSize = items[position].weight.map { max(0, remaining) * $0 / weightTotal } ?? items[position].naturalMain
            items[position].mainSize = mainSize
            if isRow, items[position].weight != nil, items[position].proposal != mainSize {
                items[position].measured = MeasurementCache.normalized(children[items[position].index].measure(mainSize))
            }
            let measured = items[position].measured
            let cross = items[position].fixedCross ?? (isRow ? measured.size.height : measured.size.width)
            items[position].naturalCross = cross
            if largestCross.map({ $0 < cross }) ?? true { largestCross = cross }
            guard isBaselineRow else { continue }
            let baseline = (baseline == .first ? measured.firstBaseline : measured.lastBaseline) ?? cross
            items[position].baseline = baseline
            if ascent.map({ $0 < baseline }) ?? true { ascent = baseline }
            if descent.map({ $0 < cross - baseline }) ?? true { descent = cross - baseline }
        }
        // With no weights, `fill` grows the last child without a fixed main size (never a
        // weighted child, so its measurement above stands).
        let mainAlignment = isRow ? Packing(horizontalAlignment) : Packing(verticalAlignment)
        if weightTotal == 0, mainAlignment == .fill, remaining > 0, let last = (0..<count).last(where: { items[$0].fixedMain == nil }) {
            items[last].mainSize += remaining
        }
        let naturalCross = isBaselineRow ? (ascent ?? 0) + (descent ?? 0) : largestCross ?? 0
        let contentMain = naturalMain + marginMain
        let contentCross = naturalCross + marginCross
        let contentSize = (isRow ? Size(width: contentMain, height: contentCross) : Size(width: contentCross, height: contentMain)).clamped
        // Without a height, the frames are those of a layout at the natural height when that
        // height, less the vertical margins, gives back the natural vertical extent exactly.
        let naturalHeight = isRow ? contentCross : contentMain
        let keepsAtNaturalHeight = height == nil && naturalHeight == contentSize.height
            && max(0, naturalHeight - (margins.top + margins.bottom)) == (isRow ? naturalCross : naturalMain)
        guard placing else { return Arranged(arrangement: Arrangement(frames: [], contentSize: contentSize), keepsAtNaturalHeight: false) }

        var mainSizeTotal = 0.0
        for position in 0..<count { mainSizeTotal += items[position].mainSize }
        let extra = mainAvailable - (mainSizeTotal + gapTotal)
        let start: Double = switch mainAlignment {
        case .fill, .start: 0
        case .end: extra
        case .center: extra / 2
        }
        let crossAvailable = innerCross ?? naturalCross
        let outerCrossTotal = outerCross ?? naturalCross + marginCross
        let crossAlignment = isRow ? Packing(verticalAlignment) : Packing(horizontalAlignment)
        let mirrorWidth: Double? = direction == .rightToLeft ? width ?? (isRow ? contentMain : contentCross) : nil

        var frames: [Rect?] = []
        frames.reserveCapacity(children.count)
        var cursor = start
        for position in 0..<count {
            let item = items[position]
            while frames.count < item.index { frames.append(nil) }
            let mainSize = item.mainSize
            let crossSize: Double
            let crossPosition: Double
            if isBaselineRow {
                crossSize = item.naturalCross
                let groupTop: Double = switch crossAlignment {
                case .fill, .start: 0
                case .end: crossAvailable - naturalCross
                case .center: (outerCrossTotal - naturalCross) / 2 - marginCrossStart
                }
                crossPosition = groupTop + (ascent ?? 0) - item.baseline
            } else {
                crossSize = item.fixedCross ?? (crossAlignment == .fill ? crossAvailable : item.naturalCross)
                crossPosition = switch crossAlignment {
                case .fill, .start: 0
                case .end: crossAvailable - crossSize
                case .center: (outerCrossTotal - crossSize) / 2 - marginCrossStart
                }
            }
            let mainPosition = marginMainStart + cursor
            let crossOrigin = marginCrossStart + crossPosition
            let frame = isRow
                ? Rect(x: mainPosition, y: crossOrigin, width: mainSize, height: crossSize)
                : Rect(x: crossOrigin, y: mainPosition, width: crossSize, height: mainSize)
            frames.append(mirrorWidth.map { frame.mirrored(inWidth: $0) } ?? frame)
            cursor += mainSize + item.gapAfter
        }
        while frames.count < children.count { frames.append(nil) }
        return Arranged(
            arrangement: Arrangement(frames: frames, contentSize: contentSize, gridCellWidths: grid?.cellWidths ?? []),
            keepsAtNaturalHeight: keepsAtNaturalHeight
        )
    }

    /// An arrangement, and whether one made without a height is what a layout at the
    /// natural height gives.
    private struct Arranged {
        let arrangement: Arrangement
        let keepsAtNaturalHeight: Bool
    }
}

/// A container's arrangement at one size, made while measuring it.
struct KeptArrangement {
    /// The size (clamped) the arrangement is for.
    let size: Size
    let arrangement: Arrangement

    /// The arrangement, when `size` clamped is the size it is for.
    func arrangement(in size: Size) -> Arrangement? {
        size.clamped == self.size ? arrangement : nil
    }
}

/// Where children go on one axis, whatever the axis: a row's or column's alignment
/// expressed as start and end instead of leading/top and trailing/bottom.
enum Packing {
    case fill, start, end, center

    init(_ alignment: BoxLayout.HorizontalAlignment) {
        switch alignment {
        case .fill: self = .fill
        case .leading: self = .start
        case .trailing: self = .end
        case .center: self = .center
        }
    }

    init(_ alignment: BoxLayout.VerticalAlignment) {
        switch alignment {
        case .fill: self = .fill
        case .top: self = .start
        case .bottom: self = .end
        case .center: self = .center
        }
    }
}

/// How a node measures when a container offers it a width: a leaf asks the intrinsic-size
/// provider, a container runs its algorithm's `measure` over its own children, a view whose
/// children position themselves reports their bounding box.
///
/// A measurer remembers its last two answers, so a node measured by its container and
/// again while the container's container measures it costs one measurement. A measurer is
/// rebuilt whenever anything it reads changes (a leaf's is kept while its content stays
/// equal; a container's is reset, see ``reset(to:children:)``), so what it remembers is
/// never stale.
struct Measurer: Sendable {
    let measure: @Sendable (_ proposedWidth: Double?) -> ChildMeasurement
    /// A container's measurement, which keeps the arrangement it made last.
    private var containerMeasurement: ContainerMeasurement?

    /// A measurer that always reports a zero size, shared (building one allocates).
    static let empty = Measurer.fixed(ChildMeasurement(size: .zero))

    /// A measurer that always reports `measurement`.
    static func fixed(_ measurement: ChildMeasurement) -> Measurer {
        Measurer { _ in measurement }
    }

    /// A measurer asking `provider` for the size of `content`; with `ignoresProposal` (the
    /// provider's answer does not depend on the width offered) it asks once, now, and keeps
    /// only the answer, not a box holding a copy of the content (a leaf has a measurer only
    /// where its size is read: as a container's child, for `auto` or `intrinsicSize`).
    static func content<Provider: IntrinsicSizeProvider>(
        _ content: MeasurableContent, provider: Provider, ignoresProposal: Bool
    ) -> Measurer {
        if ignoresProposal { return .fixed(ContentMeasurement<Provider>.measure(content, provider: provider, proposal: nil)) }
        let box = ContentMeasurement(content: content, provider: provider)
        return Measurer { box.measure($0) }
    }

    /// A measurer running `container`'s natural-size algorithm over `children`.
    static func container(_ container: ContainerLayout, children: [LayoutChild]) -> Measurer {
        let box = ContainerMeasurement(container: container, children: children)
        var measurer = Measurer { box.measure($0) }
        measurer.containerMeasurement = box
        return measurer
    }

    /// Makes a container's measurer measure `container` over `children`, forgetting what it
    /// remembered, instead of building a new one (which allocates); `false`, changing
    /// nothing, when this measurer is not a container's.
    ///
    /// Whoever holds this measurer sees the change: the engine resets a measurer only when
    /// computing its cell, and everything holding it (the child list of the node's
    /// container) is computed again afterwards, as for a new measurer.
    func reset(to container: ContainerLayout, children: [LayoutChild]) -> Bool {
        guard let box = containerMeasurement else { return false }
        box.reset(to: container, children: children)
        return true
    }

    /// What `container` laying out `children` in `size` gives, when this measurer measured
    /// that very child list (the same storage) with that container and kept the arrangement
    /// for that size.
    func keptArrangement(of children: [LayoutChild], container: ContainerLayout, in size: Size) -> Arrangement? {
        guard let box = containerMeasurement, let kept = box.kept, let arrangement = kept.arrangement(in: size),
              box.container == container, box.holds(children)
        else { return nil }
        return arrangement
    }
}

/// Answers a measurer remembers. `@unchecked Sendable` without a lock: measurers live in
/// the cells of one ``LayoutEngine`` (not `Sendable`, used on one thread) and are called
/// only while it evaluates, so the answers are never touched from two threads. For the same
/// reason, and because no access to a stored property overlaps another, the stored
/// properties here and in the subclasses are exempt from dynamic exclusivity checks.
private class RememberedMeasurement: @unchecked Sendable {
    // Two answers kept in place, no array to allocate.
    @exclusivity(unchecked) private var first: (proposal: Double?, measurement: ChildMeasurement)?
    @exclusivity(unchecked) private var second: (proposal: Double?, measurement: ChildMeasurement)?

    /// Forgets both answers.
    func forget() {
        first = nil
        second = nil
    }

    final func measure(_ proposal: Double?) -> ChildMeasurement {
        if let first, first.proposal == proposal { return first.measurement }
        if let second, second.proposal == proposal { return second.measurement }
        let answer = compute(proposal)
        second = first
        first = (proposal, answer)
        return answer
    }

    func compute(_ proposal: Double?) -> ChildMeasurement {
        ChildMeasurement(size: .zero)
    }
}

/// A leaf measured by the intrinsic-size provider (missing dimensions count as 0).
private final class ContentMeasurement<Provider: IntrinsicSizeProvider>: RememberedMeasurement, @unchecked Sendable {
    let content: MeasurableContent
    let provider: Provider

    init(content: MeasurableContent, provider: Provider) {
        self.content = content
        self.provider = provider
    }

    override func compute(_ proposal: Double?) -> ChildMeasurement {
        Self.measure(content, provider: provider, proposal: proposal)
    }

    /// What `provider` answers for `content` offered `proposal`.
    static func measure(_ content: MeasurableContent, provider: Provider, proposal: Double?) -> ChildMeasurement {
        let size = provider.intrinsicSize(for: content, fittingWidth: proposal)
        return ChildMeasurement(
            size: Size(width: size?.width ?? 0, height: size?.height ?? 0),
            firstBaseline: size?.firstBaseline, lastBaseline: size?.lastBaseline
        )
    }
}

/// A container measured by its algorithm.
fileprivate final class ContainerMeasurement: RememberedMeasurement, @unchecked Sendable {
    @exclusivity(unchecked) private(set) var container: ContainerLayout
    @exclusivity(unchecked) private(set) var children: [LayoutChild]

    init(container: ContainerLayout, children: [LayoutChild]) {
        self.container = container
        self.children = children
    }

    /// Measures `container` over `children` from now on, remembering nothing.
    func reset(to container: ContainerLayout, children: [LayoutChild]) {
        self.container = container
        self.children = children
        kept = nil
        forget()
    }

    /// The arrangement the last measurement made, for a row or column.
    @exclusivity(unchecked) private(set) var kept: KeptArrangement?

    override func compute(_ proposal: Double?) -> ChildMeasurement {
        guard case let .box(layout) = container else {
            return ChildMeasurement(size: container.measure(children, proposedWidth: proposal) ?? .zero)
        }
        let measured = layout.measureKeepingArrangement(children, proposedWidth: proposal)
        kept = measured.kept
        return ChildMeasurement(size: measured.size)
    }

    /// Whether `list` shares this measurement's child list storage (then it is the same
    /// list: the engine builds a new array whenever a child list changes).
    func holds(_ list: [LayoutChild]) -> Bool {
        list.withUnsafeBufferPointer { listBuffer in
            children.withUnsafeBufferPointer { $0.baseAddress == listBuffer.baseAddress && $0.count == listBuffer.count }
        }
    }
}

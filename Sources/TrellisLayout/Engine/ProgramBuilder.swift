import TrellisDiagnostics
import TrellisExpressions
import TrellisRegistry
import TrellisTemplates

/// Builds a ``LayoutProgram`` from a compiled template: one cell per value the engine
/// computes, each with the cells it depends on, every expression compiled once with its
/// reads bound to plans.
///
/// Building never recurses over the node tree or the cells: cells created on demand go on
/// a work list, and the dependencies of each are computed from the list.
struct ProgramBuilder {
    let template: IRTemplate
    let registry: Registry
    /// Reads the words of fonts known only as the template runs (`{fontName} 17`): built
    /// by ``fontGrammar()`` for the first expression that has such words.
    var fonts: FontGrammar?
    let options: LayoutOptions

    var nodes: [NodeInfo] = []
    var nodeCells: [NodeCells] = []
    /// Per node, its component's ``ComponentFacts/ordinal`` (read while the properties are
    /// created, then freed).
    var componentOrdinals: [Int32] = []
    /// How each axis of the frame of each node that positions itself is derived, those
    /// nodes in order: the program keeps this array as it is.
    var axisPlans: [(horizontal: AxisPlan, vertical: AxisPlan)] = []
    /// Per node, the position of its plans in ``axisPlans``, or -1 for a node its parent
    /// places (most nodes of a screen: a pair of optional plans per node took 96 bytes).
    var axisPlanIndex: [Int32] = []
    var kinds: [CellKind] = []
    var cellIndex: [CellKind: Int] = [:]
    /// The cells each cell depends on, in increasing order without repeats: a run of
    /// ``dependencyTargets`` per cell, at the range ``dependencyRuns`` gives (`nil` until
    /// computed or given; a cell never given a list keeps `nil`, which reads as none). One
    /// storage for every cell, not a list per cell: building and freeing the program
    /// allocate and free no array per cell.
    var dependencyTargets: [Int32] = []
    var dependencyRuns: [Range<Int32>?] = []
    /// The dependencies of the cells being computed, a stack: each computation pushes its
    /// cells above those of the computation it interrupted and moves them to
    /// ``dependencyTargets`` when done, so computing a cell's dependencies allocates nothing.
    var pendingTargets = DependencyStack()
    var pending: [Int] = []
    /// The cells the walks of the graph under way have yet to visit and have visited.
    var walkStacks = CellWalkStacks()
    var properties: [PropertyInfo] = []
    /// The IR values of ``properties``, each read in the template where it is.
    var propertyValues: PropertyValues
    /// Per property a node sets (the first ones of ``properties``), the ``KeySignature`` bits
    /// of its key path: a scan compares the strings of those whose bit matches only.
    var propertyKeyBits: [PropertyKeyBits] = []
    var parameters: [ParameterInfo] = []
    var parameterIndex: [String: Int] = [:]
    var inputs: [InputInfo] = []
    var inputIndex: [String: Int] = [:]
    var plans: [ReadPlan] = []
    /// The slots of plans other than plain reads of a cell.
    var planIndex: [ReadPlan: Int] = [:]
    /// Per cell, the slots of its plain `.value` and `.number` plans.
    var directPlanSlots: [DirectPlanSlots] = []
    /// The reads the engine makes for itself, in the order they were planned (nodes
    /// interleaved, a key possibly repeated): the program groups them by node, each key once.
    var engineReads: [EngineRead] = []
    /// Per element of ``engineReads``, the node reading.
    var engineReadNodes: [Int32] = []
    var siblingReads: [SiblingRead] = []
    /// Per node, the last element of ``siblingReads`` whose target it is (-1 for none),
    /// the head of the chain ``nextSiblingRead`` links (empty until the first sibling read):
    /// a node is the target of a few reads, found without hashing.
    var lastSiblingRead: [Int32] = []
    /// Per element of ``siblingReads``, the read of the same target made before it (-1 for
    /// none).
    var nextSiblingRead: [Int32] = []
    /// Per element of ``siblingReads``, its cell.
    var siblingReadCells: [Int] = []
    /// Per element of ``siblingReads``, the slot of the first plan reading its cell (-1 for
    /// none yet): found without hashing a plan, as most sibling cells are read one way.
    var siblingPlanSlots: [Int32] = []
    /// Per parent of views with constraints: how they are solved.
    var constraintGroups: [Int: ConstraintGroupPlan] = [:]
    /// Per view with constraints: its position among its group's members.
    var memberPositions: [Int: Int] = [:]
    var diagnostics: [Diagnostic] = []
    /// Property expressions compiled so far, by the checked expression the IR values share
    /// (one per distinct attribute text).
    var sharedCompilations: [ObjectIdentifier: SharedCompilation] = [:]
    /// The plan slot of each local slot of the compiled expressions: an expression's symbols
    /// read the run at its property's or param's `bindings` (see ``LayoutProgram/symbolPlans``).
    var symbolPlans: [Int32] = []
    /// Key path types resolved so far.
    var keyPathTypes: [KeyPathOnComponent: ValueType] = [:]
    /// The container parameters of each policy met so far (a few policies: searched in place).
    var containerKeyPathsByPolicy: [(policy: LayoutPolicy, keyPaths: EngineKeyPathList)] = []
    /// The content key paths of each kind of content met so far (a few kinds: searched in place).
    var contentKeyPathsByKind: [(kind: NodeContent.Kind, keyPaths: EngineKeyPathList)] = []

    /// What the engine derives from a component's lineage, once per component.
    struct ComponentFacts {
        /// The component and its superclasses, nearest first (the component alone when the
        /// registry does not know it).
        var lineage: [String]
        var intrinsicDimensions: IntrinsicDimensions
        var contentKind: NodeContent.Kind
        var isScrollView: Bool
        /// The component's number, in the order components are first met.
        var ordinal: Int
    }

    /// The plan slots of a cell's plain reads (-1 for none), an element of ``directPlanSlots``.
    struct DirectPlanSlots {
        var value: Int32 = -1
        var number: Int32 = -1
    }

    /// A key path of a component, the key of ``keyPathTypes``.
    struct KeyPathOnComponent: Hashable {
        var component: String
        var keyPath: String
    }

    /// The ``KeySignature`` bits of a property's key path and of its first component, and
    /// the number of its key path (``KeyPathID/rawValue``, or ``unnumbered``).
    struct PropertyKeyBits {
        var keyPath: UInt64
        var firstComponent: UInt64
        var id: UInt8

        /// The ``id`` of a key path that is not a ``KeyPathID``.
        static let unnumbered = UInt8.max

        /// The ``KeyPathID/mask`` of the key path's number (0 when it has none).
        var mask: UInt32 {
            id == Self.unnumbered ? 0 : 1 &<< UInt32(id)
        }

        /// The bits of `keyPath`, numbered by `finder`.
        init(_ keyPath: String, finder: KeyPathID.Finder) {
            let signature = KeySignature.ofKeyPathAndFirstComponent(keyPath)
            self.keyPath = signature.keyPath
            firstComponent = signature.firstComponent
            id = finder.id(of: keyPath, bit: signature.keyPath)?.rawValue ?? Self.unnumbered
        }
    }

    init(template: IRTemplate, registry: Registry, options: LayoutOptions) {
        self.template = template
        self.registry = registry
        self.options = options
        propertyValues = PropertyValues(nodes: template.nodes)
    }

    /// Builds the program.
    static func build(template: IRTemplate, registry: Registry, options: LayoutOptions) -> LayoutProgram {
        var builder = ProgramBuilder(template: template, registry: registry, options: options)
        if builder.setUpNodes() {
            builder.createCells()
            builder.settleIntrinsicSizes()
            builder.planConstraints()
            builder.planFrames()
            builder.compileExpressions()
            builder.resolveAvailableSpace()
            builder.completeDependencies()
        }
        return LayoutProgram(consume builder)
    }

    // MARK: Cells

    /// The cell of `kind`, created (and queued for its dependencies) if new. A node's own
    /// cells of one kind per node (per axis) are kept in its ``NodeCells``, found without
    /// hashing.
    mutating func cell(_ kind: CellKind) -> Int {
        switch kind {
        case let .measurer(node):
            if let known = nodeCells[node].measurer { return known }
            let index = newCell(kind)
            nodeCells[node].measurer = index
            return index
        case let .content(node):
            if let known = nodeCells[node].content { return known }
            let index = newCell(kind)
            nodeCells[node].content = index
            return index
        case let .childList(node):
            if let known = nodeCells[node].childList { return known }
            let index = newCell(kind)
            nodeCells[node].childList = index
            return index
        case let .container(node):
            if let known = nodeCells[node].container { return known }
            let index = newCell(kind)
            nodeCells[node].container = index
            return index
        case let .arrangement(node):
            if let known = nodeCells[node].arrangement { return known }
            let index = newCell(kind)
            nodeCells[node].arrangement = index
            return index
        case let .insets(node):
            if let known = nodeCells[node].insets { return known }
            let index = newCell(kind)
            nodeCells[node].insets = index
            return index
        case let .autoSize(node, axis):
            if let known = nodeCells[node].autoSize[axis.index] { return known }
            let index = newCell(kind)
            nodeCells[node].autoSize[axis.index] = index
            return index
        case let .extent(node, axis):
            if let known = nodeCells[node].ownExtent[axis.index] { return known }
            let index = newCell(kind)
            nodeCells[node].ownExtent[axis.index] = index
            return index
        case let .boundingBox(node, axis):
            if let known = nodeCells[node].boundingBoxCells[axis.index] { return known }
            let index = newCell(kind)
            nodeCells[node].boundingBoxCells[axis.index] = index
            return index
        default:
            if let existing = cellIndex[kind] { return existing }
            let index = newCell(kind)
            cellIndex[kind] = index
            return index
        }
    }

    /// Creates a cell and queues it for its dependencies. A kind only ever created once and
    /// found through its own index afterwards (sibling reads) needs no entry in ``cellIndex``.
    mutating func newCell(_ kind: CellKind) -> Int {
        let index = newGivenCell(kind)
        pending.append(index)
        return index
    }

    /// Creates a cell whose dependencies are given, never computed from its kind (a frame,
    /// input, param or property), so it is not queued: the builder stores its list, or it
    /// keeps none, which reads as empty.
    mutating func newGivenCell(_ kind: CellKind) -> Int {
        let index = kinds.count
        kinds.append(kind)
        dependencyRuns.append(nil)
        return index
    }

    /// The frame cell of `node` for `field` (frame cells are created first: `4 × node + field`).
    func frameCell(_ node: Int, _ field: FrameField) -> Int {
        4 * node + field.rawValue
    }

    /// The frame size cell of `node` along `axis`.
    func sizeCell(_ node: Int, _ axis: Axis) -> Int {
        frameCell(node, axis == .horizontal ? .width : .height)
    }

    /// The frame origin cell of `node` along `axis`.
    func originCell(_ node: Int, _ axis: Axis) -> Int {
        frameCell(node, axis == .horizontal ? .x : .y)
    }

    /// The content extent of `node`'s parent along `axis`: the parent's extent cell, or the
    /// canvas for the root.
    mutating func parentExtent(_ node: Int, _ axis: Axis) -> Int {
        guard let parent = nodes[node].parent else { return cell(.canvas(axis)) }
        return extentCell(parent, axis)
    }

    /// The content extent cell of `node` along `axis`: a cell of its own for a scroll view
    /// (its size less its content inset), else its frame size cell.
    mutating func extentCell(_ node: Int, _ axis: Axis) -> Int {
        if nodes[node].isScrollView { return cell(.extent(node: node, axis)) }
        let extent = sizeCell(node, axis)
        if nodeCells[node].ownExtent[axis.index] == nil { nodeCells[node].ownExtent[axis.index] = extent }
        return extent
    }

    /// The content extent cell of `node` along `axis` if it exists yet.
    func existingExtentCell(_ node: Int, _ axis: Axis) -> Int? {
        nodes[node].isScrollView ? nodeCells[node].ownExtent[axis.index] : sizeCell(node, axis)
    }

    /// The `auto` cell of `node` along `axis`.
    mutating func autoCell(_ node: Int, _ axis: Axis) -> Int {
        cell(.autoSize(node: node, axis))
    }

    /// The index of `plan`, added if new.
    mutating func planSlot(_ plan: ReadPlan) -> Int {
        // Plain reads of a cell, most plans, are found by the cell without hashing a plan.
        switch plan {
        case let .value(cell):
            return directPlanSlot(reading: cell, isNumber: false)
        case let .number(cell):
            return directPlanSlot(reading: cell, isNumber: true)
        case let .sibling(cell, quantity, convention, extent):
            guard case let .sibling(index) = kinds[cell] else { return hashedPlanSlot(plan) }
            let first = Int(siblingPlanSlots[index])
            guard first >= 0 else {
                plans.append(plan)
                siblingPlanSlots[index] = Int32(plans.count - 1)
                return plans.count - 1
            }
            if case .sibling(cell, quantity, convention, extent) = plans[first] { return first }
            return hashedPlanSlot(plan)
        default:
            return hashedPlanSlot(plan)
        }
    }

    /// The index of the plain read of `cell` (a `.number` plan if `isNumber`, else a
    /// `.value` plan), added if new. Found by the cell: no plan is built, copied or
    /// destroyed unless it is new (``planSlot(_:)`` of a plain read cost ~166 instructions,
    /// most of them building and destroying the enum).
    mutating func directPlanSlot(reading cell: Int, isNumber: Bool) -> Int {
        if cell >= directPlanSlots.count {
            // Grown to every cell created so far at once: cells are read in no order, and
            // growing to the one read only grew the list again on most new reads.
            directPlanSlots.append(contentsOf: repeatElement(DirectPlanSlots(), count: max(cell + 1, kinds.count) - directPlanSlots.count))
        }
        let known = isNumber ? directPlanSlots[cell].number : directPlanSlots[cell].value
        if known >= 0 { return Int(known) }
        plans.append(isNumber ? .number(cell: cell) : .value(cell: cell))
        let slot = plans.count - 1
        if isNumber { directPlanSlots[cell].number = Int32(slot) } else { directPlanSlots[cell].value = Int32(slot) }
        return slot
    }

    /// The index of `plan`, added if new, found by hashing it.
    private mutating func hashedPlanSlot(_ plan: ReadPlan) -> Int {
        if let existing = planIndex[plan] { return existing }
        plans.append(plan)
        planIndex[plan] = plans.count - 1
        return plans.count - 1
    }

    /// The node's previous (or next) sibling.
    func sibling(of node: Int, previous: Bool) -> Int? {
        guard let parent = nodes[node].parent else { return nil }
        let position = nodes[node].position + (previous ? -1 : 1)
        let siblings = nodes[parent].children
        return siblings.indices.contains(position) ? siblings[position] : nil
    }

    // MARK: Set-up

    /// Reads the node tree; returns `false` (after a diagnostic) when the IR's tree is
    /// inconsistent, so the engine lays out nothing.
    mutating func setUpNodes() -> Bool {
        let count = template.nodes.count
        // Nodes are read in place (a copy of an IR node retains each of its arrays).
        for index in template.nodes.indices {
            let parent = template.nodes[index].parent
            let parentValid = parent.map { $0 >= 0 && $0 < index } ?? (index == 0)
            let childrenValid = template.nodes[index].children.allSatisfy { $0 > index && $0 < count && template.nodes[$0].parent == index }
            guard template.nodes[index].index == index, parentValid, childrenValid else {
                diagnostics.append(.error(
                    .irFormat, "the compiled template '\(template.source)' is inconsistent at node \(index); compile it again",
                    at: template.nodes[index].location
                ))
                nodes = []
                return false
            }
        }
        // Nodes of one component share one lineage array: evaluation copies a node's lineage
        // into its content for every leaf, and one shared buffer stays in cache. What follows
        // from the lineage is decided once per component too, and each layout's policy once.
        var components = StringMemo<ComponentFacts>()
        var policies = StringMemo<LayoutPolicy>()
        // Each node's index among its parent's children, from one pass over the child lists.
        var positions = [Int](repeating: 0, count: count)
        for index in template.nodes.indices {
            for (position, child) in template.nodes[index].children.enumerated() { positions[child] = position }
        }
        var ordinals = [Int32](repeating: 0, count: count)
        var componentCount = 0
        let isValidTarget = { (target: (key: String, value: Int)) in target.value >= 0 && target.value < count }
        // Each node written in place, once: appending copied each record into the array, and
        // marking arranged nodes afterwards checked the array's uniqueness per node. A parent
        // comes before its children (checked above), so its policy is known.
        nodes = [NodeInfo](unsafeUninitializedCapacity: count) { nodes, nodeCount in
            for index in 0..<count {
                let component = template.nodes[index].component
                let facts = components.value(of: component) { component in
                    componentCount += 1
                    let lineage = registry.lineage(of: component)
                    let fullLineage = lineage.isEmpty ? [component] : lineage
                    return ComponentFacts(
                        lineage: fullLineage, intrinsicDimensions: options.intrinsicSizeProvider.intrinsicDimensions(of: fullLineage),
                        contentKind: NodeContent.kind(for: fullLineage), isScrollView: fullLineage.contains("UIScrollView"),
                        ordinal: componentCount - 1
                    )
                }
                ordinals[index] = Int32(facts.ordinal)
                let idTargets = template.nodes[index].idTargets
                let paramTargets = template.nodes[index].paramTargets
                let parent = template.nodes[index].parent
                nodes.initializeElement(at: index, to: NodeInfo(
                    component: component, id: template.nodes[index].id, parent: parent,
                    children: template.nodes[index].children, position: positions[index],
                    policy: policies.value(of: template.nodes[index].layout) { LayoutPolicy(rawValue: $0) ?? .absolute }, lineage: facts.lineage,
                    location: template.nodes[index].location, properties: [:],
                    idTargets: idTargets.allSatisfy(isValidTarget) ? idTargets : idTargets.filter(isValidTarget),
                    paramTargets: paramTargets.allSatisfy(isValidTarget) ? paramTargets : paramTargets.filter(isValidTarget),
                    intrinsicDimensions: facts.intrinsicDimensions, contentKind: facts.contentKind, isScrollView: facts.isScrollView,
                    isArranged: parent.map { nodes[$0].policy.arrangesChildren } ?? false
                ))
                nodeCount = index + 1
            }
        }
        componentOrdinals = ordinals
        groupConstrainedNodes()
        return !nodes.isEmpty
    }

    /// Creates the frame cells (first, so that node `n`'s are `4n…4n+3`), the canvas, the
    /// inputs, params and properties.
    mutating func createCells() {
        // Four frame cells per node, one per property, param and input, and derived cells
        // (extents, `auto` sizes, measurers, containers…): a few per node, each queued once.
        let propertyCount = template.nodes.reduce(0) { $0 + $1.properties.count }
        let parameterCount = template.nodes.reduce(0) { $0 + $1.params.count }
        let expectedCells = 8 * nodes.count + propertyCount + parameterCount + template.inputs.count
        dependencyTargets.reserveCapacity(16 * nodes.count)
        pending.reserveCapacity(4 * nodes.count)
        directPlanSlots.reserveCapacity(expectedCells)
        // About one read plan per node on typical screens (8,897 for the 10,000-node benchmark).
        plans.reserveCapacity(nodes.count)
        pendingTargets.reserveCapacity(256)
        // The frame cells, written in place at once, without lists (created one by one, each
        // checked both arrays' uniqueness: 1.2 M instructions per 10,000-node build).
        let nodeCount = nodes.count
        kinds = [CellKind](unsafeUninitializedCapacity: expectedCells) { kinds, kindCount in
            for node in 0..<nodeCount {
                for field in FrameField.all { kinds.initializeElement(at: 4 * node + field.rawValue, to: .frame(node: node, field)) }
            }
            kindCount = 4 * nodeCount
        }
        dependencyRuns = [Range<Int32>?](unsafeUninitializedCapacity: expectedCells) { runs, runCount in
            for cell in 0..<4 * nodeCount { runs.initializeElement(at: cell, to: nil) }
            runCount = 4 * nodeCount
        }
        // Appended one by one: `Array(repeating:count:)` copies the record into each element,
        // retaining its empty lists (0.5 M instructions more per 10,000-node build).
        nodeCells.reserveCapacity(nodeCount)
        for _ in 0..<nodeCount { nodeCells.append(NodeCells()) }
        for node in nodes.indices {
            nodeCells[node].parentExtent = PerAxis(parentExtent(node, .horizontal), parentExtent(node, .vertical))
        }
        // An input declared twice keeps its first declaration (`inputCell` finds it).
        inputs.reserveCapacity(template.inputs.count)
        inputIndex.reserveCapacity(template.inputs.count)
        for input in template.inputs {
            _ = inputCell(input.name, type: input.type, locations: input.locations)
        }
        createParametersAndProperties(propertyCount: propertyCount)
    }

    /// Creates the params and properties of every node (`propertyCount` properties in all),
    /// node by node. The properties and their key path bits are written in place, each
    /// once: appending copied each record and checked both arrays' capacity and uniqueness.
    private mutating func createParametersAndProperties(propertyCount: Int) {
        // Most key paths are found after the same key paths of a node of the same component.
        var keyPathBits = KeyPathBitsMemo()
        var keyBits: [PropertyKeyBits] = []
        properties = [PropertyInfo](unsafeUninitializedCapacity: propertyCount) { properties, propertyTotal in
            keyBits = [PropertyKeyBits](unsafeUninitializedCapacity: propertyCount) { keyBits, keyBitCount in
                // Nodes are read in place (a copy of an IR node retains each of its arrays).
                for index in template.nodes.indices {
                    for (declaration, parameter) in template.nodes[index].params.enumerated() {
                        let key = Self.parameterKey(node: index, name: parameter.name)
                        guard parameterIndex[key] == nil else { continue }
                        let info = ParameterInfo(
                            node: index, declaration: declaration, name: parameter.name, type: parameter.type, location: parameter.location,
                            expression: nil, fallbackInput: nil, cell: newGivenCell(.parameter(parameters.count))
                        )
                        parameterIndex[key] = parameters.count
                        parameters.append(info)
                    }
                    let firstProperty = propertyTotal
                    var previousKeyPath = keyPathBits.root(of: Int(componentOrdinals[index]))
                    // Only a node with many properties gets a dictionary of them; the others are
                    // looked up by scanning their few consecutive properties (see `propertyIndex`).
                    let isIndexed = template.nodes[index].properties.count > Self.scannedPropertyCount
                    if isIndexed { nodes[index].properties.reserveCapacity(template.nodes[index].properties.count) }
                    var nodeKeyPathBits: UInt64 = 0
                    var firstComponentBits: UInt64 = 0
                    var identifiedKeyPaths: UInt32 = 0
                    for position in template.nodes[index].properties.indices {
                        let (keyPath, type, role) = template.nodes[index].properties[position].declaration
                        let bits = keyPathBits.bits(of: keyPath, after: &previousKeyPath)
                        nodeKeyPathBits |= bits.keyPath
                        firstComponentBits |= bits.firstComponent
                        identifiedKeyPaths |= bits.mask
                        if isIndexed { nodes[index].properties[keyPath] = propertyTotal }
                        keyBits.initializeElement(at: propertyTotal, to: bits)
                        // Read before the type moves into the record (reading it after copied it).
                        let isNumber = type.isDouble
                        properties.initializeElement(at: propertyTotal, to: PropertyInfo(
                            node: index, keyPath: keyPath, type: type, role: role,
                            valueSource: .attribute(Int32(position)), expression: nil, isNumber: isNumber,
                            isBareAuto: false, cell: newGivenCell(.property(propertyTotal)), reportsFrame: nil
                        ))
                        propertyTotal += 1
                        keyBitCount = propertyTotal
                    }
                    // Stored once per node, in one access: a field of an array element updated on its
                    // own checks the array's uniqueness each time.
                    nodes[index].recordProperties(
                        firstProperty..<propertyTotal, keyPathBits: nodeKeyPathBits, firstComponentBits: firstComponentBits,
                        identifiedKeyPaths: identifiedKeyPaths
                    )
                }
            }
        }
        propertyKeyBits = keyBits
        componentOrdinals = []
    }

    /// The grammar reading the words of fonts known only as the template runs, built once,
    /// when the first expression needs it.
    mutating func fontGrammar() -> FontGrammar {
        if let fonts { return fonts }
        let grammar = FontGrammar(catalog: registry.fonts)
        fonts = grammar
        return grammar
    }

    /// The most properties a node has for them to be found by scanning, not hashing.
    static let scannedPropertyCount = 12

    /// The index in ``properties`` of the property `keyPath` that `node` sets (the last one,
    /// should the IR repeat a key path).
    func propertyIndex(_ node: Int, _ keyPath: String) -> Int? {
        propertyIndex(node, keyPath, bit: KeySignature.of(keyPath))
    }

    /// The index in ``properties`` of the property numbered `id` that `node` sets, found by
    /// its number.
    func propertyIndex(_ node: Int, _ id: KeyPathID) -> Int? {
        guard nodes[node].identifiedKeyPaths & id.mask != 0 else { return nil }
        let number = id.rawValue
        for index in nodes[node].propertyRange.reversed() where propertyKeyBits[index].id == number {
            return index
        }
        return nil
    }

    /// The index in ``properties`` of the property `keyPath` (whose ``KeySignature`` is
    /// `bit`) that `node` sets.
    func propertyIndex(_ node: Int, _ keyPath: String, bit: UInt64) -> Int? {
        guard nodes[node].keyPathBits & bit != 0 else { return nil }
        let range = nodes[node].propertyRange
        guard range.count <= Self.scannedPropertyCount else { return nodes[node].properties[keyPath] }
        let length = keyPath.utf8.count
        for index in range.reversed()
            where propertyKeyBits[index].keyPath == bit && properties[index].keyPath.utf8.count == length && properties[index].keyPath == keyPath {
            return index
        }
        return nil
    }

    /// The cell of the input `name`, created if new.
    mutating func inputCell(_ name: String, type: ValueType, locations: [SourceSpan] = []) -> Int {
        if let known = inputIndex[name] { return inputs[known].cell }
        let index = inputs.count
        inputs.append(InputInfo(name: name, type: type, locations: locations, cell: newGivenCell(.input(index))))
        inputIndex[name] = index
        return inputs[index].cell
    }

    static func parameterKey(node: Int, name: String) -> String {
        "\(node)/\(name)"
    }

    /// Frees what only building reads (lookup tables, work stacks), before the program is
    /// packed: the program's own arrays then reuse the freed memory instead of touching
    /// fresh pages.
    mutating func releaseWorkingStorage() {
        pendingTargets = DependencyStack()
        pending = []
        walkStacks = CellWalkStacks()
        propertyKeyBits = []
        parameterIndex = [:]
        planIndex = [:]
        directPlanSlots = []
        lastSiblingRead = []
        nextSiblingRead = []
        siblingReadCells = []
        siblingPlanSlots = []
        memberPositions = [:]
        sharedCompilations = [:]
        keyPathTypes = [:]
    }
}

private extension ValueType {
    /// Whether the type is `Double`: matched, not compared (`==` of an indirect enum is a
    /// call per property).
    var isDouble: Bool {
        if case .double = self { true } else { false }
    }
}

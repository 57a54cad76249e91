import TrellisExpressions
import TrellisLayout
import TrellisRegistry
import TrellisTemplates

/// The constraint solver alone: solving a screen of constrained views from scratch (1,000
/// views, and 4,000 to show how that scales), and changing one constraint's constant (what
/// a `setState` changing one constant costs the solver), on a screen of 1,000 views and on
/// one ten times smaller.
let constraintBenchmarks: [Benchmark] = [
    Benchmark("constraints.solve-1000-views", rounds: 30, target: .milliseconds(5)) {
        { blackHole(ConstraintScreen(views: 1000).solver) }
    },
    // Four times the views should cost about four times as much.
    Benchmark("constraints.solve-4000-views", rounds: 10, target: .milliseconds(20)) {
        { blackHole(ConstraintScreen(views: 4000).solver) }
    },
    Benchmark("constraints.set-constant-1000-views", rounds: 200, target: .microseconds(300)) {
        ConstraintScreen(views: 1000).changingOneGap()
    },
    Benchmark("constraints.set-constant-100-views", rounds: 200, target: .microseconds(300)) {
        ConstraintScreen(views: 100).changingOneGap()
    },
    // The same through the engine: a template of constrained views in rows, one gap read
    // from the state; `setState` moves the kept solver in place.
    Benchmark("constraints.engine-set-state-1000-views", rounds: 100, target: .microseconds(300)) {
        ConstrainedTemplate(views: 1000).togglingGap()
    },
    Benchmark("constraints.engine-set-state-100-views", rounds: 100, target: .microseconds(300)) {
        ConstrainedTemplate(views: 100).togglingGap()
    },
]

/// A template of views in rows of ten, all children of the root: each row's first view
/// pinned to the leading edge below the previous row, the others chained 8 apart and
/// centred on it, every view a constant size; the gap after the fifth view of the middle
/// row is the input `gap`.
private final class ConstrainedTemplate: @unchecked Sendable {
    // `@unchecked`: the harness runs set-up and work on one thread; the engine never
    // crosses threads.
    let engine: LayoutEngine
    private var gap = 8.0

    init(views: Int) {
        var xml = "<UIView>\n"
        let rows = views / 10
        for row in 0..<rows {
            for column in 0..<10 {
                let id = "v\(row)_\(column)"
                let size = ">> (\(20 + (row * 10 + column) % 7 * 5), 30)"
                if column == 0 {
                    let top = row == 0 ? "top.offset(8)" : "top >> #v\(row - 1)_0.bottom.offset(8)"
                    xml += "    <UIView id=\"\(id)\" constrain=\"leading.offset(16); \(top); \(size)\"/>\n"
                } else {
                    let offset = row == rows / 2 && column == 5 ? "gap" : "8"
                    xml += "    <UIView id=\"\(id)\" constrain=\"leading >> previous.trailing.offset(\(offset)); centerY >> previous.centerY; \(size)\"/>\n"
                }
            }
        }
        xml += "</UIView>\n"
        let fileSystem = MemoryFileSystem(texts: ["/bench/S/Rows.xml": xml], currentDirectory: "/bench")
        var compiler = TemplateCompiler(
            registry: Registry.builtin, roots: TemplateRoots(folders: ["S"], currentDirectory: "/bench"), fileSystem: fileSystem
        )
        let compilation = compiler.compile(path: "/bench/S/Rows.xml")
        guard let template = compilation.template else {
            preconditionFailure("benchmark template has errors: \(compilation.diagnostics.map(\.message))")
        }
        engine = LayoutEngine(template: template, registry: Registry.builtin)
        engine.evaluate(state: ["gap": .double(gap)], size: Size(width: 2000, height: 4000))
    }

    /// Work that widens and narrows the gap in turn.
    func togglingGap() -> @Sendable () -> Void {
        { [self] in
            gap = gap == 8 ? 12 : 8
            blackHole(engine.setState(["gap": .double(gap)]).nodeCount)
        }
    }
}

/// Views in rows of ten, each view four variables (left, top, width, height), with the
/// constraints a screen mixes: each row a chain of leading edges 8 apart that must end
/// 16 before the parent's trailing edge; widths from an intrinsic size at UIKit's hugging
/// (250) and compression resistance (750) priorities; rows stacked 8 apart; the first
/// view of a row 30 high, the others centred on it with a height of half their width.
private final class ConstraintScreen: @unchecked Sendable {
    // `@unchecked`: the harness runs set-up and work on one thread.
    var solver = ConstraintSolver()
    /// The gap constraint changed by ``changingOneGap()``, in the middle row.
    private var gap: ConstraintID?
    private var gapConstant = -8.0

    init(views: Int) {
        let parentWidth = solver.makeVariable()
        add(LinearConstraint(LinearExpression(parentWidth), .equal, LinearExpression(constant: 375)))
        var rowTop: (top: ConstraintVariable, height: ConstraintVariable)?
        let rows = views / 10
        for row in 0..<rows {
            var previous: (left: ConstraintVariable, width: ConstraintVariable)?
            var first: (top: ConstraintVariable, height: ConstraintVariable)?
            for column in 0..<10 {
                let (left, top, width, height) = (solver.makeVariable(), solver.makeVariable(), solver.makeVariable(), solver.makeVariable())
                if let previous {
                    // left == previous.left + previous.width + 8
                    let id = add(LinearConstraint(
                        LinearExpression(left), .equal, LinearExpression([(previous.left, 1), (previous.width, 1)], constant: 8)
                    ))
                    if row == rows / 2, column == 5 { gap = id }
                } else {
                    add(LinearConstraint(LinearExpression(left), .equal, LinearExpression(constant: 16)))
                }
                let intrinsic = Double(20 + (row * 10 + column) % 7 * 5)
                add(LinearConstraint(LinearExpression(width), .lessThanOrEqual, LinearExpression(constant: intrinsic), priority: .defaultLow))
                add(LinearConstraint(LinearExpression(width), .greaterThanOrEqual, LinearExpression(constant: intrinsic), priority: .defaultHigh))
                if let first {
                    // top + height / 2 == first.top + first.height / 2; height == width / 2
                    add(LinearConstraint(
                        LinearExpression([(top, 1), (height, 0.5)]), .equal, LinearExpression([(first.top, 1), (first.height, 0.5)])
                    ))
                    add(LinearConstraint(LinearExpression(height), .equal, LinearExpression([(width, 0.5)])))
                } else {
                    add(LinearConstraint(LinearExpression(height), .equal, LinearExpression(constant: 30)))
                    if let rowTop {
                        add(LinearConstraint(LinearExpression(top), .equal, LinearExpression([(rowTop.top, 1), (rowTop.height, 1)], constant: 8)))
                    } else {
                        add(LinearConstraint(LinearExpression(top), .equal, LinearExpression(constant: 0)))
                    }
                    first = (top, height)
                    rowTop = (top, height)
                }
                previous = (left, width)
            }
            if let previous {
                add(LinearConstraint(
                    LinearExpression([(previous.left, 1), (previous.width, 1)]), .lessThanOrEqual, LinearExpression([(parentWidth, 1)], constant: -16)
                ))
            }
        }
    }

    @discardableResult
    private func add(_ constraint: LinearConstraint) -> ConstraintID? {
        do {
            return try solver.add(constraint)
        } catch {
            print("constraint benchmark: \(error)")
            return nil
        }
    }

    /// Work that widens and narrows one gap in turn.
    func changingOneGap() -> @Sendable () -> Void {
        {
            guard let gap = self.gap else { return }
            self.gapConstant = self.gapConstant == -8 ? -12 : -8
            do { try self.solver.setConstant(self.gapConstant, of: gap) } catch { print("constraint benchmark: \(error)") }
            blackHole(self.solver)
        }
    }
}

import TrellisExpressions
import TrellisLayout
import TrellisRegistry
import TrellisTemplates

/// The layout engine end to end: a full evaluation of a 10,000-node screen mixing
/// expression-positioned views, Lima rows and columns and text, and `setState` calls that
/// change one leaf's text, on that screen and on one ten times smaller (an update costs
/// what it touches, not the size of the tree).
let engineBenchmarks: [Benchmark] = [
    Benchmark("engine.full-layout-10000-nodes", rounds: 30, target: .milliseconds(10)) {
        let screen = EngineScreen(sections: EngineScreen.sectionsFor10000Nodes)
        return { blackHole(screen.engine.evaluate(state: screen.state, size: screen.size).nodeCount) }
    },
    // A new engine's first evaluation: nothing measured or computed before. Each round's
    // engine is built just before, untimed, as an app builds one and lays it out at once;
    // the previous one is freed then too.
    Benchmark("engine.first-evaluation-10000-nodes", rounds: 30, target: .milliseconds(10), preparingEachRound: {
        let screen = EngineScreen(sections: EngineScreen.sectionsFor10000Nodes)
        let next = NextEngine(screen)
        return Benchmark.Rounds(
            prepare: { next.build() },
            work: { blackHole(next.engine?.evaluate(state: screen.state, size: screen.size).nodeCount) }
        )
    }),
    // Building an engine (the dependency graph, compiled expressions, read plans): what an
    // app pays once per template before its first layout. The previous round's engine is
    // freed in the untimed preparation: freeing is not building.
    Benchmark("engine.build-10000-nodes", rounds: 30, warmUpRounds: 1, target: .milliseconds(15), preparingEachRound: {
        let screen = EngineScreen(sections: EngineScreen.sectionsFor10000Nodes)
        let next = NextEngine(screen)
        return Benchmark.Rounds(prepare: { next.free() }, work: { next.build() })
    }),
    Benchmark("engine.set-state-title-10000-nodes", rounds: 200, target: .microseconds(200)) {
        EngineScreen(sections: EngineScreen.sectionsFor10000Nodes).toggling("title\(EngineScreen.sectionsFor10000Nodes / 2)")
    },
    Benchmark("engine.set-state-row-label-10000-nodes", rounds: 200, target: .microseconds(200)) {
        EngineScreen(sections: EngineScreen.sectionsFor10000Nodes).toggling("item\(EngineScreen.sectionsFor10000Nodes / 2)")
    },
    Benchmark("engine.set-state-row-label-1000-nodes", rounds: 200, target: .microseconds(200)) {
        EngineScreen(sections: EngineScreen.sectionsFor10000Nodes / 10).toggling("item\(EngineScreen.sectionsFor10000Nodes / 20)")
    },
]

/// A generated screen: sections stacked with `previous.bottom`, each a bold title, a rule
/// and a column of eight rows (a label sharing the width by weight, a value label, a
/// fixed-size badge); 36 nodes per section. Each section's title and first row label read
/// an input of their own.
private final class EngineScreen: @unchecked Sendable {
    // `@unchecked`: the benchmark harness runs set-up and work on one thread; the engine
    // (a class with state, not Sendable) never crosses threads.
    static let sectionsFor10000Nodes = 278

    let engine: LayoutEngine
    let template: IRTemplate
    var state: [String: Value] = [:]
    let size = Size(width: 375, height: 812)

    init(sections: Int) {
        var xml = "<UIView>\n"
        for section in 0..<sections {
            xml += """
            <UIView top="previous.bottom + 8" left="8" right="8">
                <UILabel text="{title\(section)}" font="System bold 17"/>
                <UIView top="previous.bottom + 4" width="100%" height="1" backgroundColor="#ccc"/>
                <LMColumnView top="previous.bottom + 4" width="100%" spacing="4">

            """
            for row in 0..<8 {
                let label = row == 0 ? "{item\(section)}" : "Item \(section).\(row)"
                xml += """
                        <LMRowView><UILabel text="\(label)" weight="1"/><UILabel text="{value}"/><UIView width="12" height="12"/></LMRowView>

                """
            }
            xml += "        </LMColumnView>\n    </UIView>\n"
            state["title\(section)"] = .string("Section \(section)")
            state["item\(section)"] = .string("First item of \(section)")
        }
        xml += "</UIView>\n"
        state["value"] = .string("42")
        let fileSystem = MemoryFileSystem(texts: ["/bench/S/Screen.xml": xml], currentDirectory: "/bench")
        var compiler = TemplateCompiler(
            registry: Registry.builtin, roots: TemplateRoots(folders: ["S"], currentDirectory: "/bench"), fileSystem: fileSystem
        )
        let compilation = compiler.compile(path: "/bench/S/Screen.xml")
        guard let template = compilation.template else {
            preconditionFailure("benchmark screen has errors: \(compilation.diagnostics.map(\.message))")
        }
        self.template = template
        engine = LayoutEngine(template: template, registry: Registry.builtin)
        engine.evaluate(state: state, size: size)
    }

    /// A new engine for the screen, never evaluated.
    func makeEngine() -> LayoutEngine {
        LayoutEngine(template: template, registry: Registry.builtin)
    }

    /// Work that sets `input` to a new text on every call.
    func toggling(_ input: String) -> @Sendable () -> Void {
        { [self] in
            round += 1
            blackHole(engine.setState([input: .string("Changed text \(round % 7)")]).nodeCount)
        }
    }

    private var round = 0
}

/// The engine a round evaluates or builds, kept until the next round frees it.
private final class NextEngine: @unchecked Sendable {
    // `@unchecked`: the benchmark harness runs set-up, preparation and work on one thread.
    private let screen: EngineScreen
    private(set) var engine: LayoutEngine?

    init(_ screen: EngineScreen) {
        self.screen = screen
    }

    /// Frees the previous engine and builds a new one, never evaluated.
    func build() {
        free()
        engine = screen.makeEngine()
    }

    /// Frees the engine built last.
    func free() {
        engine = nil
    }
}

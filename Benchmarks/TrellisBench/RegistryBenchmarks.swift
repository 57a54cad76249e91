import TrellisRegistry

/// Loading the registry and reading font expressions.
let registryBenchmarks: [Benchmark] = [
    Benchmark("registry.load-builtins", rounds: 50, target: .milliseconds(20)) {
        {
            let loaded = RegistryLoader().load(paths: [])
            blackHole(loaded.registry)
            blackHole(loaded.diagnostics)
        }
    },
    Benchmark("registry.font-grammar-1000", rounds: 50) {
        let grammar = FontGrammar(catalog: Registry.builtin.fonts)
        let expressions = [
            "Courier", "helvetica neue", "'times new roman'", "SystemBold", "Courier bold", "System black",
            "helvetica neue ultraLight", "Courier 150%", "Helvetica 30 italic", "helvetica body bold 120%",
        ]
        return {
            for index in 0..<1_000 {
                blackHole(grammar.parse(expressions[index % expressions.count]))
            }
        }
    },
]

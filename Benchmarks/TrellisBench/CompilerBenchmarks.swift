import Dispatch
import Foundation
import TrellisRegistry
import TrellisTemplates

/// The compiler end to end: read, resolve, type-check and write IR for a generated corpus
/// of 1,000 screens (CompilerCorpus), on one thread and on every core, and one small
/// template. The corpus size in MB is printed with the first benchmark's name, so
/// throughput is size / median.
let compilerBenchmarks: [Benchmark] = [
    Benchmark("compiler.corpus.1-thread", rounds: 5, warmUpRounds: 1) {
        let corpus = CompilerCorpusSetUp()
        printToStandardError("compiler corpus: \(corpus.screens.count) templates, \(corpus.bytes) bytes\n")
        return { compileAndWrite(corpus.screens[...], fileSystem: corpus.fileSystem, roots: corpus.roots) }
    },
    Benchmark("compiler.corpus.all-cores", rounds: 5, warmUpRounds: 1) {
        let corpus = CompilerCorpusSetUp()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return {
            let chunk = (corpus.screens.count + cores - 1) / cores
            DispatchQueue.concurrentPerform(iterations: cores) { worker in
                let start = min(worker * chunk, corpus.screens.count)
                compileAndWrite(corpus.screens[start..<min(start + chunk, corpus.screens.count)], fileSystem: corpus.fileSystem, roots: corpus.roots)
            }
        }
    },
    // A tenth of the corpus, one round and no warm-up: small enough to run under
    // `valgrind --tool=callgrind --toggle-collect='*compileAndWrite*'` for instruction counts.
    Benchmark("compiler.corpus-100.profile", rounds: 1, warmUpRounds: 0) {
        let corpus = CompilerCorpusSetUp(screens: 100)
        printToStandardError("compiler corpus: \(corpus.screens.count) templates, \(corpus.bytes) bytes\n")
        return { compileAndWrite(corpus.screens[...], fileSystem: corpus.fileSystem, roots: corpus.roots) }
    },
    Benchmark("compiler.one-small-template", rounds: 50) {
        let small = MemoryFileSystem(texts: ["T/Hello.xml": """
        <UIView backgroundColor="#fff">
            <UILabel left="20" right="100% - 20" top="parent.safeAreaInsets.top + 20" text="Hello {name}" textColor="isSelected ? #00f : gray"/>
        </UIView>
        """], currentDirectory: "/bench")
        let roots = TemplateRoots(folders: ["T"], currentDirectory: "/bench")
        return { compileAndWrite(["T/Hello.xml"], fileSystem: small, roots: roots) }
    },
]

/// The generated corpus in memory.
private struct CompilerCorpusSetUp: Sendable {
    let fileSystem: MemoryFileSystem
    let screens: [String]
    let bytes: Int
    let roots = TemplateRoots(folders: ["Corpus"], currentDirectory: "/bench")

    init(screens count: Int = 1_000) {
        let files = CompilerCorpus.files(screens: count)
        fileSystem = MemoryFileSystem(texts: files, currentDirectory: "/bench")
        screens = files.keys.filter { $0.contains("/Screens/") }.sorted()
        bytes = files.values.reduce(0) { $0 + $1.utf8.count }
    }
}

/// Compiles each template in one session and encodes its IR.
private func compileAndWrite(_ paths: ArraySlice<String>, fileSystem: MemoryFileSystem, roots: TemplateRoots) {
    var compiler = TemplateCompiler(registry: .builtin, roots: roots, fileSystem: fileSystem)
    var written = 0
    for path in paths {
        let result = compiler.compile(path: path)
        guard let template = result.template else {
            preconditionFailure("benchmark template \(path) has errors: \(result.diagnostics.map(\.message))")
        }
        written += IRWriter.encode(IRDocument(templates: [template])).count
    }
    blackHole(written)
}

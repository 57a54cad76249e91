import Foundation
import TrellisDiagnostics
import TrellisRegistry
import TrellisTemplates
@testable import TrellisTooling
import XCTest

/// The templates the round-trip and schema tests run over: this target's fixtures and
/// every `*.xml` template under `Examples/`, with the registry they compile against (the
/// built-in manifests plus every manifest in an `Examples/**/Components` folder).
enum Corpus {
    /// Template paths, sorted.
    static let templates: [String] = {
        (xmlFiles(under: fixturesFolder) + xmlFiles(under: repositoryRoot + "/Examples")).sorted()
    }()

    /// The manifests of the examples.
    static let manifests: [String] = {
        files(under: repositoryRoot + "/Examples").filter { path in
            path.contains("/Components/") && (path.hasSuffix(".yaml") || path.hasSuffix(".yml"))
        }.sorted()
    }()

    static let registry: Registry = RegistryLoader().load(paths: manifests).registry

    static func text(of path: String) -> String {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private static func xmlFiles(under folder: String) -> [String] {
        files(under: folder).filter { $0.hasSuffix(".xml") }
    }

    /// Every file under `folder`, not entering hidden folders (such as `.build`).
    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var result: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").last?.hasPrefix(".") == true {
                enumerator.skipDescendants()
                continue
            }
            result.append(folder + "/" + relative)
        }
        return result
    }
}

import Foundation
import XCTest

/// The build plugin's plan, shared by its SwiftPM and Xcode conformances: which files are
/// read, which are written, and the `trellis generate-swift` arguments.
final class TrellisBuildPlanTests: XCTestCase {
    private let root = URL(filePath: "/pkg/Sources/App")
    private let work = URL(filePath: "/build/plugins/App")

    private func files(_ paths: [String]) -> [URL] {
        paths.map { root.appending(path: $0) }
    }

    func testTargetFilesAreTemplatesAndManifestsUnderComponentsWithoutHiddenOnes() {
        let target = TrellisTargetFiles(
            files: files([
                "Screens/Login.xml", "App.swift", "Components/Brand.yaml", "Config/settings.yaml", "Kit/Components/Nested/Kit.yml",
                ".hidden/Secret.xml", "Components/.draft.yaml", "Cells/Card.xml",
            ]),
            root: root
        )
        XCTAssertEqual(target.templates, files(["Cells/Card.xml", "Screens/Login.xml"]))
        XCTAssertEqual(target.manifests, files(["Components/Brand.yaml", "Kit/Components/Nested/Kit.yml"]))
    }

    func testPlanDeclaresEveryFileItReadsAndOneSwiftFilePerTemplate() {
        let target = TrellisTargetFiles(files: files(["Screens/Login.xml", "Cells/Login.xml", "Views/Avatar.xml", "Components/App.yaml"]), root: root)
        let dependency = URL(filePath: "/pkg/Sources/DesignSystem/Components/DesignSystem.yaml")
        let plan = TrellisBuildPlan(files: target, dependencyManifests: [dependency], root: root, workDirectory: work, resourceBundle: "module")
        XCTAssertEqual(plan.inputFiles, files(["Cells/Login.xml", "Screens/Login.xml", "Views/Avatar.xml", "Components/App.yaml"]) + [dependency])
        XCTAssertEqual(plan.outputFiles.map { $0.path(percentEncoded: false) }, [
            "/build/plugins/App/Templates.trellis.json",
            "/build/plugins/App/TrellisGenerated.swift",
            "/build/plugins/App/Cells.Login.trellis.swift",
            "/build/plugins/App/Screens.Login.trellis.swift",
            "/build/plugins/App/Avatar.trellis.swift",
        ])
        XCTAssertEqual(plan.arguments, [
            "generate-swift", "--diagnostics-format", "gnu",
            "--root", "/pkg/Sources/App",
            "--ir-output", "/build/plugins/App/Templates.trellis.json",
            "--swift-output-directory", "/build/plugins/App",
            "--resource-bundle", "module",
            "--dependency-components", "/pkg/Sources/DesignSystem/Components/DesignSystem.yaml",
            "--components", "/pkg/Sources/App/Components/App.yaml",
            "--",
            "/pkg/Sources/App/Cells/Login.xml", "/pkg/Sources/App/Screens/Login.xml", "/pkg/Sources/App/Views/Avatar.xml",
        ])
    }

    func testATargetDependingOnTheLayoutCoreGetsTheTypedEntryPoints() {
        let target = TrellisTargetFiles(files: files(["Login.xml"]), root: root)
        let plan = TrellisBuildPlan(
            files: target, dependencyManifests: [], root: root, workDirectory: work, resourceBundle: "module", withLayout: true
        )
        XCTAssertEqual(plan.arguments.prefix(12), [
            "generate-swift", "--diagnostics-format", "gnu", "--root", "/pkg/Sources/App",
            "--ir-output", "/build/plugins/App/Templates.trellis.json", "--swift-output-directory", "/build/plugins/App",
            "--resource-bundle", "module", "--layout",
        ])
        XCTAssertEqual(TrellisBuildPlan.layoutModule, "TrellisLayout")
    }

    func testATargetWithManifestsAndNoTemplatesWritesTheSharedFileOnly() {
        let target = TrellisTargetFiles(files: files(["Components/Kit.yaml"]), root: root)
        let plan = TrellisBuildPlan(files: target, dependencyManifests: [], root: root, workDirectory: work, resourceBundle: "main")
        XCTAssertEqual(plan.outputFiles.map(\.lastPathComponent), ["Templates.trellis.json", "TrellisGenerated.swift"])
        XCTAssertEqual(plan.arguments.suffix(4), ["main", "--components", "/pkg/Sources/App/Components/Kit.yaml", "--"])
    }

    func testDependenciesComeAfterTheirOwnDependenciesEachOnce() {
        // App → [Feature, Kit]; Feature → [Kit, Theme]; Kit → [Theme]; Theme → [].
        let graph = ["App": ["Feature", "Kit"], "Feature": ["Kit", "Theme"], "Kit": ["Theme"], "Theme": []]
        XCTAssertEqual(TrellisTargetFiles.dependencies(of: "App", dependencies: { graph[$0] ?? [] }), ["Theme", "Kit", "Feature"])
    }

    func testADependencyCycleIsCutWhereItCloses() {
        let graph = ["App": ["A"], "A": ["B"], "B": ["A", "App"]]
        XCTAssertEqual(TrellisTargetFiles.dependencies(of: "App", dependencies: { graph[$0] ?? [] }), ["B", "A"])
    }

    func testGeneratedFileNamesAreUniqueWithoutCase() {
        XCTAssertEqual(GeneratedFileNames.swiftFileNames(forTemplates: ["Screens/Login.xml", "Cells/login.xml", "Profile.xml"]), [
            "Cells/login.xml": "Cells.login.trellis.swift",
            "Profile.xml": "Profile.trellis.swift",
            "Screens/Login.xml": "Screens.Login.trellis.swift",
        ])
        XCTAssertEqual(GeneratedFileNames.swiftFileNames(forTemplates: ["A/B.xml", "A.B.xml", "a/b.xml", "TrellisGenerated.xml"]), [
            "A.B.xml": "A.B.trellis.swift",
            "A/B.xml": "A.B-2.trellis.swift",
            "TrellisGenerated.xml": "TrellisGenerated.trellis.swift",
            "a/b.xml": "a.b-3.trellis.swift",
        ])
    }

    func testTheNearestConfigurationUpToTheRootIsAnInputWithItsBaseline() {
        let texts = [
            "/pkg/.trellis.yml": "strict: true\n",
            "/pkg/Sources/App/.trellis.yml": "warnings-as-errors: true\nbaseline: \"../Baselines/app.json\" # recorded\n",
            "/.trellis.yml": "strict: true\n",
        ]
        let read = { (url: URL) in texts[url.path(percentEncoded: false)] }
        let nearest = TrellisConfigurationFiles(targetDirectory: root, rootDirectory: URL(filePath: "/pkg"), readFile: read)
        XCTAssertEqual(nearest?.configuration, URL(filePath: "/pkg/Sources/App/.trellis.yml"))
        XCTAssertEqual(nearest?.baseline?.path(percentEncoded: false), "/pkg/Sources/Baselines/app.json")

        let above = TrellisConfigurationFiles(
            targetDirectory: URL(filePath: "/pkg/Sources/Kit"), rootDirectory: URL(filePath: "/pkg"), readFile: read)
        XCTAssertEqual(above?.configuration, URL(filePath: "/pkg/.trellis.yml"))
        XCTAssertNil(above?.baseline)
        XCTAssertNil(
            TrellisConfigurationFiles(targetDirectory: URL(filePath: "/other/Sources/App"), rootDirectory: URL(filePath: "/other"), readFile: read),
            "nothing above the root is read")

        let target = TrellisTargetFiles(files: files(["Login.xml"]), root: root)
        let plan = TrellisBuildPlan(
            files: target, dependencyManifests: [], root: root, workDirectory: work, resourceBundle: "module", configuration: nearest)
        XCTAssertEqual(plan.inputFiles.map { $0.path(percentEncoded: false) }, [
            "/pkg/Sources/App/Login.xml", "/pkg/Sources/App/.trellis.yml", "/pkg/Sources/Baselines/app.json",
        ])
        XCTAssertEqual(plan.arguments.suffix(4), ["--config", "/pkg/Sources/App/.trellis.yml", "--", "/pkg/Sources/App/Login.xml"])
    }

    func testTheBaselineKeyIsReadInEachSpelling() {
        XCTAssertEqual(TrellisConfigurationFiles.baselinePath(in: "strict: true\nbaseline: base.json\n"), "base.json")
        XCTAssertEqual(TrellisConfigurationFiles.baselinePath(in: "baseline: 'my base.json'"), "my base.json")
        XCTAssertEqual(TrellisConfigurationFiles.baselinePath(in: "baseline: base.json # old findings"), "base.json")
        XCTAssertNil(TrellisConfigurationFiles.baselinePath(in: "rules:\n  baseline: nested.json\n"))
        XCTAssertNil(TrellisConfigurationFiles.baselinePath(in: "baseline:\n"))
    }
}

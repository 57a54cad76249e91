import Foundation
import TrellisCommandCore
import TrellisDiagnostics
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates

/// Lays out every snapshot case of the templates `trellis snapshot` is given: each
/// template × variant (its defaults, then each of `Name.preview.json` by name) × appearance
/// × direction × size, through the same compiler and ``LayoutSession`` as `layout`.
struct SnapshotRun {
    /// One laid-out case.
    struct Output {
        var snapshot: SnapshotCase
        var document: SnapshotDocument
        var svg: String
    }

    let registryOptions: RegistryOptions
    let templateOptions: TemplateOptions
    let sizes: [Size]
    /// Whether the cases are laid out in Layout's legacy mode (`--legacy-layout`).
    let isLegacyLayoutMode: Bool

    /// The cases of the templates under `paths`, sorted by their JSON file's path. Templates that do not
    /// compile and malformed variants files are reported and skipped; a variant value of
    /// the wrong type is an error, other layout problems are warnings (the snapshot records what was laid out).
    func outputs(_ paths: [String], reporter: inout DiagnosticReporter) throws -> [Output] {
        let light = try TemplateRun().compile(paths, registryOptions: registryOptions, templateOptions: templateOptions, reporter: &reporter)
        // The dark compile finds the same problems as the light one: only its colors differ.
        var repeated = DiagnosticReporter(format: reporter.format)
        let dark = try TemplateRun().compile(
            paths, registryOptions: registryOptions, templateOptions: templateOptions, appearance: .dark, reporter: &repeated)
        var darkTemplates: [String: IRTemplate] = [:]
        for compilation in dark.compilations { darkTemplates[compilation.path] = compilation.template }
        var outputs: [Output] = []
        var warnings: [Diagnostic] = []
        var errors: [Diagnostic] = []
        for compilation in light.compilations.sorted(by: { $0.path < $1.path }) {
            guard let template = compilation.template, let darkTemplate = darkTemplates[compilation.path] else { continue }
            let variants: [PreviewVariants.Variant?]
            switch PreviewVariants.load(forTemplate: compilation.path) {
            case let .success(file): variants = [nil] + file.variants.keys.sorted().compactMap { file.variants[$0] }
            case let .failure(problem):
                reporter.add([problem.diagnostic], sources: PreviewVariants.sources(forTemplate: compilation.path, of: problem.diagnostic))
                continue
            }
            if let clash = Self.clashingVariants(variants.compactMap { $0?.name }) {
                reporter.add([.error(
                    .invalidOption,
                    "variants '\(clash.0)' and '\(clash.1)' of '\(PreviewVariants.path(forTemplate: compilation.path))' "
                        + "would be written to the same snapshot files; rename one", at: nil)])
                continue
            }
            var found: [Diagnostic] = []
            for variant in variants {
                for (appearance, compiled, registry) in [(Appearance.light, template, light.registry), (.dark, darkTemplate, dark.registry)] {
                    for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                        let inputs = LayoutInputs(
                            size: SnapshotOptions.defaultSize, constants: [:], state: [:], direction: direction, isLegacyLayoutMode: isLegacyLayoutMode,
                            appearance: appearance, variant: variant?.name)
                        let session = LayoutSession(template: compiled, registry: registry, inputs: inputs, variant: variant, strings: light.strings)
                        errors += session.diagnostics.filter { $0.location == nil }
                        found += session.diagnostics.filter { $0.location != nil }
                        let renderer = PreviewRenderer(defaultFontSize: registry.fonts.defaultSize, direction: direction, showsDebugOutlines: false)
                        for size in sizes {
                            let result = session.evaluate(size: size)
                            found += result.diagnostics
                            let snapshot = SnapshotCase(
                                templatePath: compilation.path, variant: variant?.name, size: size, direction: direction, appearance: appearance)
                            outputs.append(Output(snapshot: snapshot, document: SnapshotDocument(result, template: compiled, isLegacyLayoutMode: isLegacyLayoutMode), svg: renderer.render(result)))
                        }
                    }
                }
            }
            warnings += LayoutSession.relocated(found, sources: compilation.sources)
        }
        reporter.add(RenderCommand.unique(errors) + RenderCommand.unique(warnings).map(RenderCommand.asWarning))
        return outputs.sorted { $0.snapshot.jsonPath < $1.snapshot.jsonPath }
    }

    /// Two variant names that give the same file name (`long text`, `long-text`), if any.
    private static func clashingVariants(_ names: [String]) -> (String, String)? {
        var byFileName: [String: String] = [:]
        for name in names {
            let fileName = SnapshotCase.fileName(ofVariant: name)
            if let first = byFileName.updateValue(name, forKey: fileName) { return (first, name) }
        }
        return nil
    }
}

import TrellisExpressions
import TrellisLayout
import TrellisPreviewing
import TrellisRegistry
import TrellisTemplates

extension LayoutSession {
    /// A session laying `template` out with the `layout`/`render` options `inputs`; the
    /// values of `variant` are state that `--state` shadows.
    init(template: IRTemplate, registry: Registry, inputs: LayoutInputs, variant: PreviewVariants.Variant? = nil, strings: StringsTable?) {
        let options = LayoutOptions(direction: inputs.direction, isLegacyLayoutMode: inputs.isLegacyLayoutMode, strings: strings)
        self.init(template: template, registry: registry, options: options, constants: inputs.constants, state: inputs.state, variant: variant)
    }
}

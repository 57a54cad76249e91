// TrellisTooling: everyday template tooling (format, list, rename, strings) and editor
// schemas (XSD for templates, JSON Schema for manifests) generated from the registry.

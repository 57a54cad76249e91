// TrellisTemplates: the template compiler. It reads Layout-style XML templates with exact
// positions (XML/), resolves `template=`, `xml=`, `<children/>`, params and macros,
// type-checks every attribute against the registry and emits the versioned node IR.

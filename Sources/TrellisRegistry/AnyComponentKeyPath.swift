extension Registry {
    /// `path` read on a view whose class is not known (the root's `parent` when no template
    /// places it): Layout resolves such a read at run time, so it is accepted when some
    /// component declares it. The type is the one every declaring component gives it, or
    /// `Any` when they disagree; `nil` when no component declares the path.
    public func resolveKeyPathOnAnyComponent(_ path: String) -> ResolvedKeyPath? {
        var found: ResolvedKeyPath?
        for name in components.keys.sorted() {
            guard let resolved = resolveKeyPath(path, on: name) else { continue }
            guard let first = found else {
                found = resolved
                continue
            }
            if first.type != resolved.type {
                return ResolvedKeyPath(path: path, type: .any, typeName: "Any", role: .readonly, allowsRelativeSizes: false)
            }
        }
        return found
    }
}

/// Why compiled templates could not be read.
public enum TemplateLibraryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bundle has no resource of that name.
    case missingResource(name: String, bundle: String)
    /// The file could not be read or is not valid JSON of the IR format.
    case unreadable(path: String, reason: String)
    /// The file is JSON but not a `trellis-ir` document.
    case wrongFormat(path: String, format: String)
    /// The file was written by a Trellis with another IR version.
    case unsupportedVersion(path: String, version: Int, supported: Int)
    /// No template of the library has that source path.
    case unknownTemplate(source: String, suggestion: String?)

    /// The problem in the style of Trellis diagnostics.
    public var description: String {
        switch self {
        case let .missingResource(name, bundle):
            "no compiled templates '\(name)' in bundle '\(bundle)'; apply the TrellisPlugin to the target"
        case let .unreadable(path, reason):
            "cannot read compiled templates '\(path)': \(reason)"
        case let .wrongFormat(path, format):
            "'\(path)' is not a file of compiled templates: format '\(format)', expected 'trellis-ir'"
        case let .unsupportedVersion(path, version, supported):
            "compiled templates '\(path)' have IR version \(version), this runtime reads version \(supported); rebuild the target"
        case let .unknownTemplate(source, suggestion):
            "no compiled template '\(source)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        }
    }
}

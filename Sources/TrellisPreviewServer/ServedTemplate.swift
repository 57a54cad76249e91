/// A template the server serves.
public struct ServedTemplate: Sendable, Hashable {
    /// Its path relative to the served root it was found under, `/`-separated
    /// (`Screens/Login.xml`): what the page and the protocol name it by.
    public var id: String
    /// Its file name without `.xml`.
    public var name: String
    /// Its path as the compiler is given it (relative to the current directory when the
    /// served path was).
    public var path: String
    /// Its absolute path, symbolic links resolved.
    public var realPath: String
}

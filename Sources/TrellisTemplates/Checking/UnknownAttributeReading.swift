/// How an attribute that is no key path of its component reads: a property of the app's
/// that no manifest declares, or an unknown property with the closest name, if any. The
/// name search it takes is done once per component, name and params of the node
/// (``TemplateChecker/unknownAttributeReadings``), so an attribute repeated on many
/// elements costs one search.
enum UnknownAttributeReading {
    /// A property of the app's on `owner` (the component, or the type of the key path
    /// before its last name), named `lastName` there.
    case appProperty(owner: String, lastName: String)
    /// An unknown property; `match` is the closest settable name or corrected key path.
    case unknown(match: String?)

    /// What a reading depends on: the component, the attribute's name and the params of
    /// the node (candidates of the search).
    struct Key: Hashable {
        var component: String
        var name: String
        var params: Set<String>
    }
}

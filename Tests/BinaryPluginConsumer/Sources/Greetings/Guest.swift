import TrellisRuntime

/// Someone the welcome screen greets.
public struct Guest {
    /// The name the screen shows.
    public var name: String
    /// Whether the guest's star is filled.
    public var isFavourite: Bool

    public init(name: String, isFavourite: Bool) {
        self.name = name
        self.isFavourite = isFavourite
    }

    /// The state the welcome screen shows for this guest.
    var welcomeState: Templates.Welcome.State {
        Templates.Welcome.State(isFavourite: isFavourite, name: name)
    }
}

import TrellisRuntime

/// The logic behind the sign-in and profile screens, independent of any UI toolkit: it
/// supplies the values the templates read and implements their actions. Conforming to the
/// generated `Actions` protocols makes a selector named in a template without a method
/// here a compile error.
final class SignInFlow: Templates.Login.Actions, Templates.Profile.Actions {
    /// What the user typed.
    var username = ""
    /// Whether the session is connected.
    private(set) var isOnline = false
    /// The actions performed, as their selectors, in order.
    private(set) var performed: [String] = []

    /// The params the sign-in screen is created with.
    var loginParams: Templates.Login.Params {
        Templates.Login.Params(alignment: .center, title: "Welcome back")
    }

    /// The state the sign-in screen shows.
    var loginState: Templates.Login.State {
        Templates.Login.State(canSubmit: !username.isEmpty, username: username)
    }

    /// The state the profile screen shows.
    func profileState(unread: Int) -> Templates.Profile.State {
        Templates.Profile.State(avatar: Image(name: "avatar-\(username)"), isOnline: isOnline, name: username, unreadCount: unread)
    }

    func signIn(_ sender: ActionSender) {
        performed.append("signIn:")
        isOnline = true
    }

    func signOut(_ sender: ActionSender) {
        performed.append("signOut:")
        isOnline = false
    }

    func reconnect() {
        performed.append("reconnect")
        isOnline = true
    }
}

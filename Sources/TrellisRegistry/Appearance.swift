/// The appearance named colors are resolved for: a color declared with a `dark:` value
/// takes it in the dark appearance, every other color keeps its one value.
public enum Appearance: String, CaseIterable, Hashable, Sendable {
    case light
    case dark
}

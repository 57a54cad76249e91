/// A growable stack whose top elements can be moved out into an array of exactly their
/// number.
///
/// The reader collects the children of every open element, and the attributes of the
/// current start tag, on such a stack and hands each element an array of its own when it
/// closes. An `Array` can only copy a range out (a retain and a release for every
/// reference the elements hold) or grow one array per element (several reallocations
/// each); moving costs neither and made reading markup markedly faster.
final class XMLMoveStack<Element> {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements on the stack.
    private(set) var count = 0

    init(initialCapacity: Int = 64) {
        capacity = max(1, initialCapacity)
        storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// The first element, from the bottom, that satisfies `predicate`.
    func first(where predicate: (Element) -> Bool) -> Element? {
        for index in 0..<count where predicate(storage[index]) {
            return storage[index]
        }
        return nil
    }

    /// The elements transformed by `transform`, from the bottom.
    func map<Result>(_ transform: (Element) -> Result) -> [Result] {
        (0..<count).map { transform(storage[$0]) }
    }

    func append(_ element: Element) {
        if count == capacity { grow() }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Moves the elements from `start` to the top into a new array and removes them.
    func moveOut(from start: Int) -> [Element] {
        let moving = count - max(0, start)
        guard moving > 0 else { return [] }
        var moved = false
        let elements = [Element](unsafeUninitializedCapacity: moving) { target, initializedCount in
            guard let destination = target.baseAddress else { return }
            destination.moveInitialize(from: storage + (count - moving), count: moving)
            initializedCount = moving
            moved = true
        }
        if moved { count -= moving }
        return elements
    }

    /// Removes every element.
    func removeAll() {
        storage.deinitialize(count: count)
        count = 0
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newStorage.moveInitialize(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }
}

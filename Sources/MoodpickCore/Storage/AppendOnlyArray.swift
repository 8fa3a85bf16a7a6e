/// An array that only grows at its end, whose copies of what it held so far (`prefix`) cost
/// nothing to take and stay valid while it goes on growing.
///
/// Standard input that streams in is indexed as it arrives, and the picker gets a new
/// `ItemStore` for every batch (docs/CONTRACT.md §12, streaming). With a Swift array, the
/// indexer's next append after such a store was made found its buffer shared and copied all of
/// it: every batch cost O(items), the whole stream O(items²). Here the elements live in blocks
/// that never move; a prefix keeps its block and its own count, and appending writes past every
/// prefix's count, where no prefix reads. So a batch costs what it adds (amortized: a full block
/// is copied once into one twice its size, which the prefixes taken earlier go on using).
///
/// It is a value: a copy of the array itself (not a prefix) shares the block with the original
/// until either appends, and the first to append then copies, as a Swift array does. Elements
/// once written are never written again, so a prefix may be read on any thread while the array
/// grows on another.
package struct AppendOnlyArray<Element: BitwiseCopyable>: Sendable {
    /// One block of elements; its first `count` elements of whichever value refers to it are set.
    final class Block: @unchecked Sendable {
        let base: UnsafeMutablePointer<Element>
        let capacity: Int
        /// Elements copied from older blocks to make this one and all the blocks before it: the
        /// price of growth, which tests hold to O(elements), however many prefixes were taken.
        let elementsCopied: Int

        init(capacity: Int, copying source: UnsafePointer<Element>? = nil, count: Int = 0, copiedBefore: Int = 0) {
            self.capacity = Swift.max(capacity, 1)
            base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
            if let source, count > 0 { base.initialize(from: source, count: count) }
            elementsCopied = copiedBefore + count
        }

        deinit { base.deallocate() }
    }

    /// Held by the values that may append into `block`: when more than one holds it, a value
    /// must copy before it appends (one of them would overwrite what the other wrote).
    final class Writer: Sendable {}

    private var block: Block
    private var writer = Writer()
    package private(set) var count = 0

    /// The smallest block made, in elements.
    static var firstCapacity: Int { 64 }

    /// An empty array with room for `minimumCapacity` elements before its first growth.
    package init(minimumCapacity: Int = 0) {
        block = Block(capacity: Swift.max(minimumCapacity, 0))
    }

    /// `count` copies of `element`, with room for `minimumCapacity` elements in all.
    package init(repeating element: Element, count: Int, minimumCapacity: Int = 0) {
        self.init(minimumCapacity: Swift.max(count, minimumCapacity))
        block.base.initialize(repeating: element, count: Swift.max(count, 0))
        self.count = Swift.max(count, 0)
    }

    package mutating func append(_ element: Element) {
        if count == block.capacity || !isKnownUniquelyReferenced(&writer) {
            grow(minimumCapacity: count + 1)
        }
        (block.base + count).initialize(to: element)
        count += 1
    }

    package mutating func append(contentsOf elements: some Sequence<Element>) {
        for element in elements { append(element) }
    }

    /// Moves to a block of its own, twice as big (at least `minimumCapacity`), leaving the old
    /// one to the prefixes and copies that still use it.
    private mutating func grow(minimumCapacity: Int) {
        let capacity = Swift.max(minimumCapacity, 2 * block.capacity, Self.firstCapacity)
        block = Block(capacity: capacity, copying: block.base, count: count, copiedBefore: block.elementsCopied)
        writer = Writer()
    }

    /// The elements so far, as a value that later appends do not change: O(1), nothing copied.
    package var prefix: Prefix { Prefix(block: block, count: count) }

    /// Elements copied by growth to make this array's block (for tests of the cost of a stream).
    var elementsCopied: Int { block.elementsCopied }
    /// The block the elements are in: the same from one append to the next until one grows it
    /// (for tests that appends share rather than copy).
    var blockIdentity: ObjectIdentifier { ObjectIdentifier(block) }
    /// Elements the block has room for: what the array keeps in memory.
    var capacity: Int { block.capacity }

    /// The elements an `AppendOnlyArray` held when the prefix was taken.
    package struct Prefix: Sendable {
        let block: Block
        package let count: Int

        /// Elements copied by growth to make the block this prefix reads (for tests).
        var elementsCopied: Int { block.elementsCopied }
        /// The block this prefix reads (for tests).
        var blockIdentity: ObjectIdentifier { ObjectIdentifier(block) }
    }
}

extension AppendOnlyArray: RandomAccessCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
        return block.base[index]
    }
}

extension AppendOnlyArray.Prefix: RandomAccessCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { count }

    package subscript(index: Int) -> Element {
        precondition(index >= 0 && index < count, "index \(index) outside 0..<\(count)")
        return block.base[index]
    }
}

extension AppendOnlyArray.Prefix {
    /// A prefix holding `elements` (measured in one pass, not streamed).
    package init(_ elements: some Sequence<Element>) {
        var array = AppendOnlyArray(minimumCapacity: elements.underestimatedCount)
        array.append(contentsOf: elements)
        self = array.prefix
    }
}

extension AppendOnlyArray: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: Element...) {
        self.init(minimumCapacity: elements.count)
        append(contentsOf: elements)
    }
}

extension AppendOnlyArray.Prefix: ExpressibleByArrayLiteral {
    package init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension AppendOnlyArray: Equatable where Element: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

extension AppendOnlyArray.Prefix: Equatable where Element: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool { lhs.elementsEqual(rhs) }
}

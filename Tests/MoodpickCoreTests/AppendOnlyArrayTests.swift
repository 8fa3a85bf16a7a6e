import Testing
@testable import MoodpickCore

/// The lists a streaming input grows: a prefix taken between two batches copies nothing and
/// keeps what it saw; the array stays a value.
@Suite("AppendOnlyArray")
struct AppendOnlyArrayTests {
    @Test("a prefix keeps the elements it saw while the array goes on growing", arguments: [0, 1, 63, 64, 65, 1000])
    func prefixKeeps(count: Int) {
        var array = AppendOnlyArray<UInt32>()
        array.append(contentsOf: (0..<count).map(UInt32.init))
        let prefix = array.prefix
        array.append(contentsOf: (count..<count + 500).map(UInt32.init))
        #expect(Array(prefix) == (0..<count).map(UInt32.init))
        #expect(Array(array) == (0..<count + 500).map(UInt32.init))
    }

    @Test("appending after a prefix was taken writes into the same block: nothing is copied")
    func sharing() {
        var array = AppendOnlyArray<UInt16>(minimumCapacity: 100)
        array.append(contentsOf: [1, 2, 3])
        let prefix = array.prefix
        array.append(contentsOf: [4, 5])
        #expect(array.prefix.block === prefix.block)
        #expect(array.elementsCopied == 0)
        #expect(prefix == [1, 2, 3] && array == [1, 2, 3, 4, 5])
    }

    @Test("a copy of the array is a value: whichever appends first moves to a block of its own", arguments: [false, true])
    func copies(originalFirst: Bool) {
        var original: AppendOnlyArray<UInt32> = [1, 2]
        var copy = original
        let prefix = original.prefix
        if originalFirst {
            original.append(3)
            copy.append(30)
        } else {
            copy.append(30)
            original.append(3)
        }
        #expect(original == [1, 2, 3] && copy == [1, 2, 30] && prefix == [1, 2])
    }

    @Test("a stream in many batches, a prefix kept after each: growth copies fewer elements than it holds", arguments: [1, 10, 1000, 100_000])
    func streamCost(batches: Int) {
        let total = 100_000
        var array = AppendOnlyArray<UInt32>()
        var kept: [AppendOnlyArray<UInt32>.Prefix] = []
        for batch in 0..<batches {
            let range = (batch * total / batches)..<((batch + 1) * total / batches)
            array.append(contentsOf: range.map(UInt32.init))
            kept = [array.prefix]  // as the picker holds the last store only
        }
        #expect(kept.first?.count == total)
        // Doubling: the copies add up to less than the last block, which is less than twice
        // the elements, whatever the number of batches (a copy per batch would be total²/2).
        #expect(array.elementsCopied < array.capacity && array.capacity < 2 * total)
    }

    @Test("repeating, literals and prefixes made from a list compare by their elements")
    func equality() {
        #expect(AppendOnlyArray<UInt16>(repeating: 6, count: 3) == [6, 6, 6])
        #expect(AppendOnlyArray<UInt16>.Prefix([6, 6, 6]) == AppendOnlyArray(repeating: 6, count: 3).prefix)
        #expect(AppendOnlyArray<UInt16>() == [])
        #expect(AppendOnlyArray<UInt16>.Prefix([1, 2]) != [1, 3])
    }
}

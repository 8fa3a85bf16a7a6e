/// How good a match is: points for each matched character, more for consecutive characters and
/// for the start of a word, less for gaps (fzf's scheme, in its numbers).
///
/// A window is scored as found (see `FilterScan`): every character in it either matches the next
/// pattern character or is a gap. The first pattern character's bonus counts double, so a query
/// that starts a word ranks first.
enum FilterScore {
    static let match = 16
    static let gapStart = -3
    static let gapExtension = -1
    /// After a blank: the start of a word.
    static let boundaryWhite = 10
    /// After `/ , : ; |`: the start of a path or list element.
    static let boundaryDelimiter = 9
    /// After other punctuation.
    static let boundary = 8
    /// Punctuation itself matched.
    static let nonWord = 8
    /// A lower-to-upper or letter-to-digit step (camelCase, file2).
    static let camel = 7
    /// The least bonus of a character that follows a matched one.
    static let consecutive = 4
    static let firstCharacterMultiplier = 2

    /// What a character is, for the bonus of matching the one after it.
    enum Class: UInt8 {
        case white, delimiter, nonWord, lower, upper, letter, number
        var isWord: Bool { rawValue >= Class.lower.rawValue }
    }

    @inline(__always)
    static func classify(_ value: UInt32) -> Class {
        switch value {
        case 0x61...0x7A: return .lower
        case 0x41...0x5A: return .upper
        case 0x30...0x39: return .number
        case 0x2F, 0x2C, 0x3A, 0x3B, 0x7C: return .delimiter
        case 0x00...0x7F: return FilterScan.isBlank(value) ? .white : .nonWord
        default: return FilterScan.isBlank(value) ? .white : .letter
        }
    }

    @inline(__always)
    static func bonus(after previous: Class, at current: Class) -> Int {
        if current.isWord {
            switch previous {
            case .white: return boundaryWhite
            case .delimiter: return boundaryDelimiter
            case .nonWord: return boundary
            default: break
            }
        }
        if (previous == .lower && current == .upper) || (previous != .number && current == .number) { return camel }
        switch current {
        case .nonWord, .delimiter: return nonWord
        case .white: return boundaryWhite
        default: return 0
        }
    }

    /// The score of `pattern` matched within `window` of `text` (which starts at `from`),
    /// greedily from the window's start; `positions` gets the start byte of each matched
    /// character when given.
    static func score(
        _ pattern: [UInt32], caseSensitive: Bool, in text: UnsafeRawBufferPointer, from: Int,
        window: Range<Int>, positions: UnsafeMutablePointer<[Int]>? = nil
    ) -> Int {
        var previous: Class = .white
        if window.lowerBound > from {
            previous = classify(FilterScan.scalar(text, before: window.lowerBound, lower: from).value)
        }
        var score = 0
        var inGap = false
        var run = 0
        var firstBonus = 0
        var next = 0
        var index = window.lowerBound
        while index < window.upperBound && next < pattern.count {
            let (value, length) = FilterScan.scalar(text, at: index)
            let current = classify(value)
            if FilterScan.matches(value, pattern[next], caseSensitive: caseSensitive) {
                positions?.pointee.append(index)
                score += match
                var bonus = Self.bonus(after: previous, at: current)
                if run == 0 {
                    firstBonus = bonus
                } else {
                    if bonus >= boundary && bonus > firstBonus { firstBonus = bonus }
                    bonus = max(bonus, firstBonus, consecutive)
                }
                score += next == 0 ? bonus * firstCharacterMultiplier : bonus
                inGap = false
                run += 1
                next += 1
            } else {
                score += inGap ? gapExtension : gapStart
                inGap = true
                run = 0
                firstBonus = 0
            }
            previous = current
            index += length
        }
        return score
    }
}

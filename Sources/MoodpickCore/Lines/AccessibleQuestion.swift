/// What `--accessible` asks a typed line (or, where one key decides, a key) at a time: the menu
/// of items, then for an emoji that takes a skin tone the tone question. The caller reads the
/// terminal and hands each key or line over until a step has an outcome.
package protocol AccessibleQuestion {
    /// Whether the next key is read alone, without waiting for Enter.
    var choosesByOneKey: Bool { get }
    /// The first key of a line read one key at a time: a step when the key decides alone, nil
    /// when it begins a line to read on.
    func key(_ byte: UInt8) -> AccessibleStep?
    /// One typed line, without its line ending.
    mutating func read(line: String) -> AccessibleStep
    /// The end of input (Ctrl-D on an empty line).
    func endOfInput() -> AccessibleStep
}

/// How a line question ended: every mode's plain-lines form ends so.
package enum AccessibleOutcome: Equatable, Sendable {
    /// Item (or position) `index` was chosen.
    case chosen(Int)
    case cancelled
}

/// What one line did: the text to print (plain, no escape sequence) and, once the question is
/// done, how it ended.
package struct AccessibleStep: Equatable, Sendable {
    package let text: String
    package let outcome: AccessibleOutcome?
}

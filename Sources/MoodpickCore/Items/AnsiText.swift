/// `--ansi`: an item's escape sequences taken out, as fzf's `--ansi` does, so that they are
/// neither matched nor printed, and the colors they set kept for the view.
///
/// Removed: CSI sequences (`ESC [` parameters, intermediates, a final byte; SGR is the one read
/// for its style), OSC strings (`ESC ]` up to BEL or `ESC \`), and any other `ESC` with the byte
/// after it. An unfinished sequence at the end of the line is dropped too.
package enum AnsiText {
    /// A line without its escape sequences, and the style in force at its first visible byte
    /// (`ESC[32m* main ESC[m` is green): the color the view gives the item.
    package static func stripped(_ line: some Collection<UInt8>) -> (text: [UInt8], style: Style) {
        let bytes = Array(line)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count)
        var style = Style.plain
        var first: Style?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard byte == 0x1B else {
                if first == nil { first = style }
                text.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { break }
            let kind = bytes[index]
            index += 1
            if kind == UInt8(ascii: "[") {
                let start = index
                while index < bytes.count && !(0x40...0x7E).contains(bytes[index]) { index += 1 }
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "m"), let numbers = SGR.parameters(bytes[start..<index]) {
                    SGR.apply(numbers, to: &style)
                }
                index += 1
            } else if kind == UInt8(ascii: "]") {
                while index < bytes.count {
                    if bytes[index] == 0x07 { index += 1; break }
                    if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { index += 2; break }
                    index += 1
                }
            }
        }
        return (text, first ?? .plain)
    }

    /// Whether the line holds an ESC at all: only those are copied.
    package static func hasEscape(_ line: UnsafeRawBufferPointer) -> Bool { line.contains(0x1B) }
}

extension ItemStore {
    /// `--ansi`: a store of the same lines without their escape sequences (joined with NUL, as
    /// `reversed` joins them), and each item's style (`.plain` for a line without one).
    package func strippingEscapes(cellOptions: CellOptions) -> (items: ItemStore, styles: [Style]) {
        var bytes: [UInt8] = []
        var styles: [Style] = []
        styles.reserveCapacity(count)
        for index in 0..<count {
            let line = line(at: index)
            let (text, style) = AnsiText.hasEscape(line) ? AnsiText.stripped(line) : (Array(line), .plain)
            bytes.append(contentsOf: text.prefix { $0 != 0 })
            bytes.append(0)
            styles.append(style)
        }
        return (ItemStore(bytes: bytes, separator: .nul, cellOptions: cellOptions), styles)
    }
}

/// Terminfo padding, `$<5>`, `$<2*>`, `$<1.5/>`: a delay that real VT100s needed after some
/// sequences, written into the capability strings of entries such as `vt100` and `vt102`.
///
/// `tputs` turns it into a delay (or pad characters); a capability written without it shows
/// the `$<5>` literally on the screen, hundreds of times a frame. No terminal (or emulator)
/// that moodpick can run on needs the delay, so the painter drops it, the way `tputs` does
/// when the baud rate is unknown.
enum TerminfoPadding {
    /// `bytes` without any padding specification; other text (a `$` alone, `$<x>`) is kept.
    static func stripped(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(UInt8(ascii: "$")) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), let end = paddingEnd(bytes, from: index) {
                index = end
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    /// Where a padding specification starting at `start` (`$<`) ends, or nil when there is none:
    /// digits, optionally a point and one digit, then `*` and `/` in any order, then `>`.
    private static func paddingEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start + 1
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
        index += 1
        let digitsStart = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        }
        guard index > digitsStart else { return nil }
        while index < bytes.count, bytes[index] == UInt8(ascii: "*") || bytes[index] == UInt8(ascii: "/") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { return nil }
        return index + 1
    }
}

/// Text as `--accessible` prints it: no escape sequence and no control character, whatever an
/// item holds, so that a screen reader or a dumb terminal reads only text.
package enum AccessibleText {
    /// `text` with each escape sequence (ESC, and a CSI's parameters up to its final byte)
    /// removed and every other control character (C0, DEL, C1) shown as a space.
    package static func plain(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            if scalar == "\u{1B}" {
                skipSequence(&scalars)
            } else if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                out.append(" ")
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    /// Skips what follows an ESC: a CSI's bytes up to its final byte (0x40–0x7E), or one scalar.
    private static func skipSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        guard let next = scalars.next(), next == "[" else { return }
        while let byte = scalars.next(), !(0x40...0x7E).contains(byte.value) {}
    }
}

/// Base64 with the standard alphabet and `=` padding (RFC 4648 §4), as OSC 52 wants it.
/// Written here because the core has no Foundation.
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// The encoding of `bytes`: 4 ASCII bytes for each 3 input bytes, the last group padded.
    package static func encoded<Bytes: Collection>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var iterator = bytes.makeIterator()
        while let first = iterator.next() {
            let second = iterator.next()
            let third = second == nil ? nil : iterator.next()
            let group = UInt32(first) << 16 | UInt32(second ?? 0) << 8 | UInt32(third ?? 0)
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(second == nil ? 0x3D : alphabet[Int(group >> 6 & 63)])
            out.append(third == nil ? 0x3D : alphabet[Int(group & 63)])
        }
        return out
    }
}

/// The kitty graphics protocol's commands moodpick sends (docs/IMAGES.md, "Drawing"), as
/// bytes: pure functions, tested byte for byte. Every command is an APC string,
/// `ESC _ G keys ; payload ESC \`, and carries `q=2` so the terminal answers none of them (no
/// reply comes back to be read as keys).
package enum KittyGraphics {
    /// Most base64 bytes in one command's payload (the protocol's limit); a larger image is
    /// sent in chunks, each but the last marked `m=1`.
    package static let chunkLimit = 4096

    /// Transmits `image` as 32-bit RGBA (`f=32`), its size in pixels `s=` by `v=`, stored under
    /// image id `id` (`a=t`: transmit only, nothing shown until a placement). Sent once per id:
    /// placements then refer to it.
    package static func transmit(_ image: RGBAImage, id: Int) -> [UInt8] {
        let encoded = base64(image.pixels)
        let keys = "a=t,f=32,s=\(image.width),v=\(image.height),i=\(id),q=2"
        guard encoded.count > chunkLimit else { return command(keys, payload: encoded[...]) }
        var out: [UInt8] = []
        out.reserveCapacity(encoded.count + encoded.count / chunkLimit * 16 + 64)
        var start = 0
        while start < encoded.count {
            let end = min(start + chunkLimit, encoded.count)
            let more = end < encoded.count ? 1 : 0
            out += command(start == 0 ? "\(keys),m=\(more)" : "m=\(more),q=2", payload: encoded[start..<end])
            start = end
        }
        return out
    }

    /// A rectangle of an image in its pixels: the part shown of a cell the strip's edge cuts.
    package struct SourceRectangle: Equatable, Sendable {
        package var x: Int, y: Int, width: Int, height: Int
        package init(x: Int, y: Int, width: Int, height: Int) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// Places image `id` at the cursor as placement `placement` (`a=p`; the same ids again
    /// move it, so a glide re-places, never re-sends): `source` the part shown (nil: all of
    /// it), `offset` pixels into the cursor's cell (`X=`, `Y=`, each less than a cell),
    /// `cells` the columns and rows to scale it into (nil: its own size in pixels). `C=1`: the
    /// cursor stays where it is.
    package static func place(id: Int, placement: Int, source: SourceRectangle? = nil, offset: (x: Int, y: Int) = (0, 0),
                              cells: (columns: Int, rows: Int)? = nil) -> [UInt8] {
        var keys = "a=p,i=\(id),p=\(placement)"
        if let source { keys += ",x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height)" }
        if offset.x > 0 { keys += ",X=\(offset.x)" }
        if offset.y > 0 { keys += ",Y=\(offset.y)" }
        if let cells { keys += ",c=\(cells.columns),r=\(cells.rows)" }
        return command(keys + ",C=1,q=2", payload: [][...])
    }

    /// Deletes placement `placement` of image `id`, keeping the image's data (`d=i`): a cell
    /// that left the strip, placed again when it comes back.
    package static func deletePlacement(id: Int, placement: Int) -> [UInt8] {
        command("a=d,d=i,i=\(id),p=\(placement),q=2", payload: [][...])
    }

    /// Deletes every placement of image `id` and frees its data (`d=I`).
    package static func deleteImage(id: Int) -> [UInt8] { command("a=d,d=I,i=\(id),q=2", payload: [][...]) }

    /// Deletes every placement on the screen and frees the data of images with no placement
    /// left (`d=A`): the teardown, on every exit path.
    package static let deleteAll: [UInt8] = command("a=d,d=A,q=2", payload: [][...])

    /// `ESC _ G keys ; payload ESC \` (no `;` when there is no payload).
    private static func command(_ keys: String, payload: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")]
        out += keys.utf8
        if !payload.isEmpty {
            out.append(UInt8(ascii: ";"))
            out += payload
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 with padding (RFC 4648 §4), what the protocol's payload is. Here, not
    /// shared with the core's: this module imports nothing but the codecs.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: UInt8(ascii: "="), count: (bytes.count + 2) / 3 * 4)
        var at = 0, index = 0
        while index < bytes.count {
            let left = bytes.count - index
            let group = UInt32(bytes[index]) << 16 | (left > 1 ? UInt32(bytes[index + 1]) << 8 : 0) | (left > 2 ? UInt32(bytes[index + 2]) : 0)
            for shift in stride(from: 18, through: 0, by: -6).prefix(min(left, 3) + 1) {
                out[at] = alphabet[Int(group >> UInt32(shift) & 63)]
                at += 1
            }
            at += 4 - (min(left, 3) + 1)
            index += 3
        }
        return out
    }
}

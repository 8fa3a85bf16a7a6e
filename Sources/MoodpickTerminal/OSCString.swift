import MoodpickCore

/// An operating system command string being read (`ESC ]` … BEL, or … `ESC \`), the shape of
/// the reply to OSC 11 (the background colour), or a device control string (`ESC P >` … `ESC \`),
/// the shape of XTVERSION's reply, or an application program command (`ESC _ G` … `ESC \`), the
/// shape of the kitty graphics protocol's answer: a small state machine the decoder feeds one byte at a time,
/// so a reply split across reads decodes the same (docs/TERMINAL.md).
///
/// Bounded: at most ``limit`` bytes are kept; a longer string is still read to its end and then
/// dropped, so no part of it is ever typed. A control byte other than BEL and ESC cannot be part
/// of the string: it ends it unread (`cut`), and the decoder reads that byte as a key, so an
/// Alt-] typed before Enter costs nothing but the `]`. While a reply is awaited, a control in
/// the string is a key typed while the rest of the reply is on its way (`typed`), and the string
/// goes on (docs/TERMINAL.md, "Replies in pieces").
struct OSCString: Sendable {
    /// Longest string kept, in bytes; a reply moodpick reads (`11;rgb:RRRR/GGGG/BBBB`) is 24.
    static let limit = 128

    /// What one byte did.
    enum Step: Equatable {
        /// Still inside the string.
        case reading
        /// The string ended: the reply it was, if moodpick reads it (nil: dropped).
        case ended(TerminalReply?)
        /// The byte ended the string without a terminator: the string is dropped and the byte
        /// is read afresh, after an ESC when `afterEscape` (that ESC began a new sequence).
        case cut(afterEscape: Bool)
        /// The byte is a key typed in the middle of a reply: the decoder reads it as a key,
        /// and the string goes on.
        case typed
    }

    /// Which kind of string: its introducer decides which replies it can be.
    enum Kind: Sendable { case osc, dcs, apc }

    private let kind: Kind
    private var body: [UInt8] = []
    private var overlong = false
    /// An ESC came: a `\` now ends the string (ST).
    private var escaped = false

    /// A string whose introducer was just read; a DCS string's body starts at its `>`, an APC
    /// string's at its `G`.
    init(_ kind: Kind = .osc, body: [UInt8] = []) {
        self.kind = kind
        self.body = body
    }

    /// Takes the next byte of the string; `awaitingReply`: a reply is on its way.
    mutating func take(_ byte: UInt8, awaitingReply: Bool = false) -> Step {
        if escaped {
            if awaitingReply && (byte < 0x20 || byte == 0x7F) && byte != 0x1B { return .typed }
            return byte == UInt8(ascii: "\\") ? .ended(reply) : .cut(afterEscape: true)
        }
        switch byte {
        case 0x07: return .ended(reply)
        case 0x1B:
            escaped = true
            return .reading
        case 0..<0x20, 0x7F: return awaitingReply ? .typed : .cut(afterEscape: false)
        default:
            if body.count < Self.limit { body.append(byte) } else { overlong = true }
            return .reading
        }
    }

    /// The reply the whole string is, when moodpick reads it.
    private var reply: TerminalReply? {
        guard !overlong else { return nil }
        switch kind {
        case .osc: return TerminalReply.osc(body: body)
        case .dcs: return TerminalReply.dcs(body: body)
        case .apc: return TerminalReply.apc(body: body)
        }
    }
}

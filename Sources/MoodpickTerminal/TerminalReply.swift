import MoodpickCore

/// The replies the decoder knows, as their shapes: whether one answers a question is the
/// probe's business (`StartupProbe`).
package enum TerminalReply: Equatable, Sendable {
    /// `ESC [ row ; column R`, as 0-based screen coordinates: a cursor position report, or a
    /// function key with a modifier (xterm sends Ctrl-F3 as `ESC [ 1 ; 5 R`).
    case cursorPosition(row: Int, column: Int)
    /// `ESC [ ? class ; attribute … c`: the primary device attributes (DA1), which every
    /// terminal answers; `sixel` when an attribute after the class is 4 (sixel graphics).
    case primaryAttributes(sixel: Bool)
    /// `ESC [ ? mode ; state $ y`: DECRQM's report of a DEC private mode (state 0 not
    /// recognized, 1 set, 2 reset, 3 always set, 4 always reset).
    case modeReport(mode: Int, state: Int)
    /// `ESC [ ? flags u`: the kitty keyboard protocol's flags in effect.
    case keyboardFlags(Int)
    /// `ESC [ 6 ; height ; width t`: one cell's size in pixels.
    case cellSize(height: Int, width: Int)
    /// `OSC 11 ; rgb:R/G/B` (BEL or ST): the default background, scaled to 8 bits a channel.
    case background(TerminalAbilities.RGB)
    /// `DCS > | name(version) ST`: XTVERSION's answer, the terminal's name and version as it
    /// gives them (`kitty(0.26.5)`, `XTerm(379)`, `foot(1.13.1)`, `tmux 3.4`).
    case version(String)
    /// `APC G i=id ; message ST`: the kitty graphics protocol's answer to a command with image
    /// id `id`; `ok` when the message is `OK` (an error is `ECODE:text`: no kitty graphics).
    case graphics(id: Int, ok: Bool)
}

/// The shapes of the replies to the start-up probe's questions (docs/TERMINAL.md, "What moodpick
/// asks"), read from a finished sequence's text: no key has any of these shapes, so the decoder
/// takes them before it looks for a key.
extension TerminalReply {
    /// The reply a CSI sequence is: `parameters` are the bytes between `ESC [` and `final`.
    /// nil when it is none of the replies below (a key, a mouse report, something unknown).
    static func csi(parameters: String, final: UInt8) -> TerminalReply? {
        switch (parameters.first, final) {
        case ("?", UInt8(ascii: "c")): return .primaryAttributes(sixel: hasSixel(attributes: parameters.utf8.dropFirst()))
        case ("?", UInt8(ascii: "y")):
            // `? mode ; state $`
            guard parameters.last == "$" else { return nil }
            let numbers = numbers(parameters.dropFirst().dropLast())
            guard numbers.count == 2, let mode = numbers[0], let state = numbers[1] else { return nil }
            return .modeReport(mode: mode, state: state)
        case ("?", UInt8(ascii: "u")):
            let numbers = numbers(parameters.dropFirst())
            guard numbers.count == 1, let flags = numbers[0] else { return nil }
            return .keyboardFlags(flags)
        case (_, UInt8(ascii: "t")):
            let numbers = numbers(Substring(parameters))
            guard numbers.count == 3, numbers[0] == 6, let height = numbers[1], let width = numbers[2] else { return nil }
            return .cellSize(height: height, width: width)
        default: return nil
        }
    }

    /// The reply an OSC string is (`body`: the bytes between `ESC ]` and its terminator): only
    /// OSC 11's `11;rgb:R/G/B`, each channel 1 to 4 hex digits, scaled to 8 bits.
    static func osc(body: [UInt8]) -> TerminalReply? {
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;rgb:") else { return nil }
        let channels = text.dropFirst("11;rgb:".count).split(separator: "/", omittingEmptySubsequences: false)
        guard channels.count == 3 else { return nil }
        let scaled = channels.compactMap(eightBits)
        guard scaled.count == 3 else { return nil }
        return .background(TerminalAbilities.RGB(red: scaled[0], green: scaled[1], blue: scaled[2]))
    }

    /// The reply a device control string is (`body`: the bytes after `ESC P`, before ST): only
    /// XTVERSION's `>|text`.
    static func dcs(body: [UInt8]) -> TerminalReply? {
        guard body.starts(with: Array(">|".utf8)) else { return nil }
        let text = body.dropFirst(2)
        guard text.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
        return .version(String(decoding: text, as: UTF8.self))
    }

    /// The reply an application program command is (`body`: the bytes after `ESC _`, before
    /// ST): only the kitty graphics protocol's `G` answer, `Gi=31;OK` or `Gi=31;ENOENT:…`; its
    /// other keys (`p=`, `I=`) may come too and are skipped.
    static func apc(body: [UInt8]) -> TerminalReply? {
        guard body.first == UInt8(ascii: "G"), let semicolon = body.firstIndex(of: UInt8(ascii: ";")) else { return nil }
        var id: Int?
        for pair in body[1..<semicolon].split(separator: UInt8(ascii: ",")) where pair.starts(with: [UInt8(ascii: "i"), UInt8(ascii: "=")]) {
            id = Int(String(decoding: pair.dropFirst(2), as: UTF8.self))
        }
        guard let id, id >= 0 else { return nil }
        return .graphics(id: id, ok: body[(semicolon + 1)...].elementsEqual("OK".utf8))
    }

    /// Whether DA1's `attributes` (after its `?`: the class, then the attributes, `;` between)
    /// hold 4, sixel graphics: `63;1;2;4;6;9;15;16;22;28` is xterm -ti vt340. The class itself
    /// is not an attribute (a VT132 answers class 4). A byte scan: every start-up reads it.
    private static func hasSixel(attributes: Substring.UTF8View) -> Bool {
        var field = 0, isFour = false, digits = 0
        for byte in attributes {
            if byte == UInt8(ascii: ";") {
                if field > 0 && isFour && digits == 1 { return true }
                field += 1
                digits = 0
                isFour = false
            } else {
                digits += 1
                isFour = byte == UInt8(ascii: "4")
            }
        }
        return field > 0 && isFour && digits == 1
    }

    /// One channel of `rgb:`, 1 to 4 hex digits (a fraction of the channel's full scale, as X11
    /// reads it), as 0–255.
    private static func eightBits(_ digits: Substring) -> Int? {
        guard (1...4).contains(digits.count), digits.allSatisfy(\.isHexDigit), let value = Int(digits, radix: 16) else { return nil }
        let full = (1 << (4 * digits.count)) - 1
        return (value * 255 + full / 2) / full
    }

    /// Numbers separated by `;`; nil where one is not a number (or is out of range).
    private static func numbers(_ text: Substring) -> [Int?] {
        text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0).flatMap { (0...99_999).contains($0) ? $0 : nil } }
    }
}

extension TerminalToken {
    /// Whether this is DA1's reply, the probe's sentinel (whatever attributes it lists).
    package var isSentinelReply: Bool {
        if case .reply(.primaryAttributes) = self { return true }
        return false
    }
}

import MoodpickCore

/// What the terminal sent: an input event, or something shaped like the reply to a question.
package enum TerminalToken: Equatable, Sendable {
    case event(InputEvent)
    /// A reply to a question moodpick asks (`StartupProbe`), or bytes of the same shape: only
    /// the probe tells an answer from a key.
    case reply(TerminalReply)
}

/// Turns the bytes the terminal sends into keys, mouse reports, pastes and replies: a
/// pure state machine, fed whatever `read` returned, so a sequence split across reads, keys
/// typed before a query's reply, and a megabyte paste are all tested without a terminal.
///
/// ncurses used to decode keys; it cannot hand back bytes read past a cursor report as the
/// bytes they were, and its key reading waits on its own buffer, not on every source moodpick
/// waits on. So moodpick reads `/dev/tty` itself and decodes here (docs/TERMINAL.md).
///
/// Sequences: CSI (`ESC [` params final) and SS3 (`ESC O` final) keys in both the normal and
/// the keypad-transmit forms; SGR (`ESC [ < b ; x ; y M|m`) and X10 (`ESC [ M` + 3 bytes) mouse
/// reports; bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`); OSC strings (`ESC ]` … BEL or ST)
/// XTVERSION's DCS string (`ESC P >` … ST) and the kitty graphics answer's APC string
/// (`ESC _ G` … ST), read by `OSCString`; UTF-8 characters. A sequence that is not understood is consumed whole
/// and dropped, so no part of it is ever typed.
package struct InputDecoder: Sendable {
    /// Most characters of a paste that are kept; the rest is read and counted, never kept.
    package static let pasteLimit = 4096
    /// Longest CSI parameter text kept; a longer sequence is consumed and dropped.
    static let parameterLimit = 64
    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    private enum State: Sendable {
        case ground
        case escape
        case csi
        case ss3
        case x10([UInt8])
        case paste
        /// Inside `ESC ]` … BEL or ST, `ESC P >` … ST, or `ESC _ G` … ST.
        case osc
        /// After `ESC P`: a `>` begins XTVERSION's reply; anything else was Alt-P.
        case dcsIntroducer
        /// After `ESC _`: a `G` begins the kitty graphics protocol's answer; anything else was Alt-_.
        case apcIntroducer
    }

    private var state = State.ground
    private var parameters: [UInt8] = []
    /// The CSI sequence being read is longer than any moodpick understands: drop it at its end.
    private var overlong = false
    private var utf8: [UInt8] = []
    private var utf8Needed = 0
    private var pasteBytes: [UInt8] = []
    private var pasteScalars = 0
    private var pasteMatched = 0
    private var osc = OSCString()
    /// The ESC being read was followed by a control key (Alt plus that key, or a key typed
    /// while the rest of a reply was on its way): it may still begin a sequence, but it is no
    /// Esc key of its own.
    private var escapeSpent = false

    /// The kitty keyboard protocol's flags in effect (docs/TERMINAL.md, "Key events"): with
    /// flag 1 (disambiguate) Esc comes as `CSI 27 u`, so a lone ESC byte is only ever a cut
    /// sequence, never the Esc key; with flag 2 (event types) presses of the keys sent as
    /// sequences come as `keyDown`, their repeats and releases as `keyRepeat` and `keyUp`.
    /// 0 (the default): the legacy keyboard, as every terminal starts.
    package var keyboardFlags = 0
    /// The size of a cell in pixels while mouse reports are in pixels (DEC 1016, SGR-pixels);
    /// nil: reports are in cells.
    package var pixelCell: TerminalAbilities.PixelSize?
    /// Whether replies are on their way (the start-up probe's answers, awaited or late:
    /// `TimedDecoder`). No sequence holds a control byte, so one inside a sequence is then a
    /// key typed while the rest of a reply is coming, and the sequence goes on; otherwise it
    /// cuts the sequence (docs/TERMINAL.md, "Replies in pieces").
    package var awaitsReplies = false

    package init(keyboardFlags: Int = 0, pixelCell: TerminalAbilities.PixelSize? = nil) {
        self.keyboardFlags = keyboardFlags
        self.pixelCell = pixelCell
    }

    /// Whether a lone ESC byte can be the Esc key (the protocol's flag 1 is off).
    private var escapeIsAKey: Bool { keyboardFlags & 1 == 0 }

    /// Whether bytes are held back as the start of a sequence: a lone ESC is Esc only if the
    /// terminal stays quiet for a moment (the reader then calls ``flush()``).
    package var isPending: Bool {
        switch state {
        case .ground: return utf8Needed > 0
        case .paste: return false
        default: return true
        }
    }

    /// Whether a bracketed paste is being read.
    package var isInPaste: Bool {
        if case .paste = state { return true }
        return false
    }

    /// Decodes `bytes`; returns what they completed, in order.
    package mutating func feed<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> [TerminalToken] {
        var out: [TerminalToken] = []
        for byte in bytes { feed(byte, into: &out) }
        return out
    }

    /// The terminal went quiet: a lone ESC is the Esc key, a cut sequence is dropped, and a
    /// paste whose end never came ends here.
    package mutating func flush() -> [TerminalToken] {
        var out: [TerminalToken] = []
        switch state {
        case .escape: if escapeIsAKey && !escapeSpent { out.append(.event(.key(.escape))) }
        case .dcsIntroducer: ground(UInt8(ascii: "P"), into: &out)  // Alt-P: the key alone
        case .apcIntroducer: ground(UInt8(ascii: "_"), into: &out)  // Alt-_: the key alone
        case .paste: endPaste(into: &out)
        default: break
        }
        state = .ground
        escapeSpent = false
        parameters.removeAll(keepingCapacity: true)
        utf8.removeAll(keepingCapacity: true)
        utf8Needed = 0
        return out
    }

    private mutating func feed(_ byte: UInt8, into out: inout [TerminalToken]) {
        switch state {
        case .ground: ground(byte, into: &out)
        case .escape:
            let spent = escapeSpent
            escapeSpent = false
            switch byte {
            case UInt8(ascii: "["):
                parameters.removeAll(keepingCapacity: true)
                overlong = false
                state = .csi
            case UInt8(ascii: "O"): state = .ss3
            case UInt8(ascii: "]"):
                osc = OSCString()
                state = .osc
            case UInt8(ascii: "P"): state = .dcsIntroducer
            case UInt8(ascii: "_"): state = .apcIntroducer
            case 0x1B: if escapeIsAKey && !spent { out.append(.event(.key(.escape))) }  // ESC ESC: the first was Esc (or cut)
            case 0..<0x20, 0x7F:
                // ESC, then a control: Alt plus that key, or a key typed while the rest of a
                // reply is on its way (docs/TERMINAL.md, "Replies in pieces"). The key counts at
                // once and the ESC waits on: what follows may still make it a sequence.
                ground(byte, into: &out)
                escapeSpent = true
            case UInt8(ascii: "b"), UInt8(ascii: "f"):
                // Alt-b, Alt-f: fzf's word moves in the query.
                state = .ground
                out.append(.event(.key(byte == UInt8(ascii: "b") ? .altB : .altF)))
            default:
                // Alt plus another key: moodpick has no binding for it, so the key counts alone.
                state = .ground
                ground(byte, into: &out)
            }
        case .dcsIntroducer: afterIntroducer(byte, begins: UInt8(ascii: ">"), kind: .dcs, key: UInt8(ascii: "P"), into: &out)
        case .apcIntroducer: afterIntroducer(byte, begins: UInt8(ascii: "G"), kind: .apc, key: UInt8(ascii: "_"), into: &out)
        case .ss3:
            state = .ground
            if let key = Self.ss3Key(byte) { out.append(.event(.key(key))) }
        case .csi: csi(byte, into: &out)
        case .x10(var bytes):
            bytes.append(byte)
            if bytes.count == 3 {
                state = .ground
                if let event = MouseReport.x10(bytes) { out.append(.event(event)) }
            } else {
                state = .x10(bytes)
            }
        case .paste: paste(byte, into: &out)
        case .osc:
            switch osc.take(byte, awaitingReply: awaitsReplies) {
            case .reading: break
            case .ended(let reply):
                state = .ground
                if let reply { out.append(.reply(reply)) }
            case .typed: ground(byte, into: &out)  // a key typed meanwhile; the string goes on
            case .cut(let afterEscape):
                // No terminator: the string is dropped and the byte read afresh.
                state = afterEscape ? .escape : .ground
                feed(byte, into: &out)
            }
        }
    }

    /// After `ESC P` or `ESC _`: `begins` (XTVERSION's `>`, kitty graphics' `G`) starts the
    /// string of `kind`, a reply's shape; anything else means the ESC was Alt plus `key`, and
    /// that key and this byte each count alone.
    private mutating func afterIntroducer(_ byte: UInt8, begins: UInt8, kind: OSCString.Kind, key: UInt8, into out: inout [TerminalToken]) {
        if byte == begins {
            osc = OSCString(kind, body: [byte])
            state = .osc
        } else {
            state = .ground
            ground(key, into: &out)
            feed(byte, into: &out)
        }
    }

    private mutating func ground(_ byte: UInt8, into out: inout [TerminalToken]) {
        if utf8Needed > 0 {
            guard byte & 0xC0 == 0x80 else {
                // A broken sequence: drop it and read this byte afresh.
                utf8.removeAll(keepingCapacity: true)
                utf8Needed = 0
                ground(byte, into: &out)
                return
            }
            utf8.append(byte)
            utf8Needed -= 1
            if utf8Needed == 0 {
                if let scalar = Self.decode(utf8), let key = KeyDecoder.key(forCharacter: scalar.value) {
                    out.append(.event(.key(key)))
                }
                utf8.removeAll(keepingCapacity: true)
            }
            return
        }
        switch byte {
        case 0x1B: state = .escape
        case 0..<0x80:
            if let key = KeyDecoder.key(forCharacter: UInt32(byte)) { out.append(.event(.key(key))) }
        case 0xC2...0xDF: begin(byte, needing: 1)
        case 0xE0...0xEF: begin(byte, needing: 2)
        case 0xF0...0xF4: begin(byte, needing: 3)
        default: break  // never the first byte of a character
        }
    }

    private mutating func begin(_ byte: UInt8, needing count: Int) {
        utf8 = [byte]
        utf8Needed = count
    }

    private mutating func csi(_ byte: UInt8, into out: inout [TerminalToken]) {
        if parameters.isEmpty && byte == UInt8(ascii: "M") {
            state = .x10([])
            return
        }
        switch byte {
        case 0x20...0x3F:
            if parameters.count < Self.parameterLimit { parameters.append(byte) } else { overlong = true }
        case 0x40...0x7E:
            state = .ground
            if !overlong { finishCSI(final: byte, into: &out) }
        case 0x1B:
            state = .escape  // a cut sequence, then a new one
        case 0..<0x20 where awaitsReplies, 0x7F where awaitsReplies:
            ground(byte, into: &out)  // a key typed while the rest of a reply is coming
        default:
            state = .ground  // a byte no sequence holds: drop the sequence
        }
    }

    private mutating func finishCSI(final: UInt8, into out: inout [TerminalToken]) {
        let text = String(decoding: parameters, as: UTF8.self)
        if text.first == "<" {
            if final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
                let event = MouseReport.sgr(body: String(text.dropFirst()), final: Character(Unicode.Scalar(final)), pixelCell: pixelCell) {
                out.append(.event(event))
            }
            return
        }
        if let reply = TerminalReply.csi(parameters: text, final: final) {
            out.append(.reply(reply))
            return
        }
        if text.first == "?" { return }
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        switch final {
        case UInt8(ascii: "R"):
            if numbers.count == 2, let row = numbers[0], let column = numbers[1], row >= 1, column >= 1 {
                out.append(.reply(.cursorPosition(row: row - 1, column: column - 1)))
            }
        case UInt8(ascii: "~"):
            switch numbers.first ?? nil {
            case 200:
                state = .paste
                pasteBytes.removeAll(keepingCapacity: true)
                pasteScalars = 0
                pasteMatched = 0
            default: keyEvent(final: final, into: &out)
            }
        default: keyEvent(final: final, into: &out)
        }
    }

    /// A key sequence, legacy or the kitty keyboard protocol's (`KittyKeyCode`).
    private func keyEvent(final: UInt8, into out: inout [TerminalToken]) {
        let releases = keyboardFlags & 2 != 0
        if let event = KittyKeyCode.event(parameters: parameters, final: final, reportsReleases: releases) {
            out.append(.event(event))
        }
    }

    /// Collects a paste up to `ESC [ 201 ~`, keeping its first ``pasteLimit`` characters. The
    /// cost per byte is constant, so a megabyte paste is read as fast as it arrives.
    private mutating func paste(_ byte: UInt8, into out: inout [TerminalToken]) {
        if byte == Self.pasteEnd[pasteMatched] {
            pasteMatched += 1
            if pasteMatched == Self.pasteEnd.count {
                endPaste(into: &out)
                state = .ground
            }
            return
        }
        if pasteMatched > 0 {
            // Not the end marker after all: what matched so far is pasted text.
            for held in Self.pasteEnd[0..<pasteMatched] { keep(held) }
            pasteMatched = 0
            if byte == Self.pasteEnd[0] {
                pasteMatched = 1
                return
            }
        }
        keep(byte)
    }

    private mutating func keep(_ byte: UInt8) {
        if byte & 0xC0 != 0x80 { pasteScalars += 1 }  // a scalar starts here
        if pasteScalars <= Self.pasteLimit { pasteBytes.append(byte) }
    }

    private mutating func endPaste(into out: inout [TerminalToken]) {
        let text = String(decoding: pasteBytes, as: UTF8.self)
        pasteBytes.removeAll(keepingCapacity: false)
        pasteScalars = 0
        pasteMatched = 0
        if !text.isEmpty { out.append(.event(.paste(text))) }
    }

    private static func decode(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    private static func ss3Key(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"),
            UInt8(ascii: "H"), UInt8(ascii: "F"):
            return KittyKeyCode.key(code: nil, final: final, modifiers: 0)
        case UInt8(ascii: "M"): return .enter  // keypad Enter
        default: return nil
        }
    }
}

import MoodpickCore
import MoodpickTerminal

/// The start-up probe's replies (`StartupProbe`): whatever the terminal sends after the request,
/// however `read` splits it, the answer is the same; a cursor it believes lies on the screen and
/// is a report of the bytes; once the sentinel came, it is the token right before it once the
/// ability answers are set aside; the abilities are what the last reply of each kind said; and
/// every other token taken stays input, in order: nothing lost, nothing made up.
///
/// Input: the screen's columns and rows (a byte each, 0 read as 1), a split point, then the
/// terminal's bytes.
enum ProbeFuzz {
    static func run(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 3 else { return }
        let screen = ScreenSize(columns: Int(bytes[0]), rows: Int(bytes[1]))
        let input = Array(bytes.dropFirst(3))
        let cut = input.isEmpty ? 0 : Int(bytes[2]) % (input.count + 1)
        ProbeInTimeFuzz.run(input)
        var whole = InputDecoder()
        let tokens = whole.feed(input) + whole.flush()
        var split = InputDecoder()
        let pieces = split.feed(input[..<cut]) + split.feed(input[cut...]) + split.flush()
        precondition(pieces == tokens, "a split at \(cut) decodes differently")

        var probe = StartupProbe(screen: screen)
        var taken: [TerminalToken] = []
        var abilities = TerminalAbilities.none
        for token in tokens where !probe.isComplete {
            probe.take(token)
            if case .reply(.primaryAttributes(let sixel)) = token {
                if sixel && abilities.pictures == nil { abilities.pictures = .sixel }
            } else if !answers(token, into: &abilities) {
                taken.append(token)
            }
        }
        var again = StartupProbe(screen: screen)
        for token in pieces { again.take(token) }
        let answer = probe.answer
        precondition(again.answer == answer, "the same replies, another answer")
        precondition(answer.isComplete == tokens.contains(where: \.isSentinelReply), "complete exactly when the sentinel came")
        precondition(answer.abilities == abilities, "abilities \(answer.abilities), the replies say \(abilities)")

        guard let cursor = answer.cursor else {
            precondition(answer.kept == taken, "no answer, yet not everything kept")
            return
        }
        precondition(cursor.row >= 0 && cursor.column >= 0 && cursor.row < screen.rows && cursor.column <= screen.columns,
                     "a cursor beyond the \(screen.columns) × \(screen.rows) screen: \(cursor)")
        let report = TerminalToken.reply(.cursorPosition(row: cursor.row, column: cursor.column))
        guard let index = answer.isComplete ? taken.indices.last : taken.lastIndex(of: report) else {
            preconditionFailure("an answer from no report")
        }
        precondition(taken[index] == report, "the answer is not the report right before the sentinel")
        var kept = taken
        kept.remove(at: index)
        precondition(answer.kept == kept, "the tokens kept are not the others, in order")
    }

    /// The oracle for the ability replies: whether `token` answers an ability question, and
    /// what the last reply of its kind says (DECRQM of 2026, 2027, 1016; the kitty flags; a
    /// cell size, zero meaning unknown; OSC 11; XTVERSION; a kitty graphics answer, OK to the
    /// query's id meaning kitty; DA1's sixel, taken by the caller).
    static func answers(_ token: TerminalToken, into abilities: inout TerminalAbilities) -> Bool {
        guard case .reply(let reply) = token else { return false }
        switch reply {
        case .modeReport(let mode, let state):
            let states: [Int: TerminalAbilities.ModeState] = [0: .notRecognized, 1: .set, 2: .reset, 3: .alwaysSet, 4: .alwaysReset]
            let value = states[state] ?? .unknown
            switch mode {
            case 2026: abilities.synchronizedOutput = value
            case 2027: abilities.graphemeClustering = value
            case 1016: abilities.pixelMouse = value
            default: return false
            }
        case .keyboardFlags(let flags): abilities.kittyKeyboardFlags = flags
        case .cellSize(let height, let width):
            abilities.cellPixels = height > 0 && width > 0 ? .init(width: width, height: height) : nil
        case .background(let colour): abilities.background = colour
        case .version(let text): abilities.terminal = .init(xtversion: text)
        case .graphics(let id, let ok): if ok && id == StartupProbe.graphicsQueryID { abilities.pictures = .kitty }
        case .cursorPosition, .primaryAttributes: return false
        }
        return true
    }
}

/// The same replies in time (`TimedDecoder`, as `TerminalReader.probe` plays it): cut at up to
/// four points with gaps of 0 to 2.5 s, both drawn from the input itself (so a run replays),
/// the first piece as the questions go out, the wait 1 s. Wherever the rest is still owed (no
/// sentinel's reply before the last piece) and comes within 1 s of the piece before, either
/// within the wait or once the terminal has begun to answer, the pieces decode as the replies
/// read at once: no ESC taken for Esc, no cut reply typed. (Control bytes, which are keys typed
/// meanwhile only while replies are owed, are left out of that comparison.)
enum ProbeInTimeFuzz {
    static let wait = Duration.seconds(1)

    static func run(_ input: [UInt8]) {
        var seed = input.reduce(UInt64(0xCBF2_9CE4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
        func draw(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        let cuts = (0..<draw(5)).map { _ in draw(input.count + 1) }.sorted()
        let bounds = [0] + cuts + [input.count]
        var at = Duration.zero
        var pieces: [(at: Duration, bytes: ArraySlice<UInt8>)] = []
        for (index, bound) in zip(bounds, bounds.dropFirst()).enumerated() {
            if index > 0 { at += .milliseconds(draw(2501)) }
            pieces.append((at, input[bound.0..<bound.1]))
        }
        let tokens = play(pieces)

        // When the rest is owed and comes in time, the replies read at once.
        var owing = InputDecoder()
        owing.awaitsReplies = true
        let beforeLast = pieces.dropLast().flatMap { owing.feed($0.bytes) }
        var begun = InputDecoder()
        begun.awaitsReplies = true
        let withinWait = pieces.filter { $0.at < wait }.flatMap { begun.feed($0.bytes) }
        let answered = withinWait.contains { if case .reply = $0 { true } else { false } } || begun.isPending
        let inTime = zip(pieces, pieces.dropFirst()).allSatisfy { $1.at - $0.at < .seconds(1) }
            && (pieces.allSatisfy { $0.at < wait } || answered)
        let controls = input.contains { ($0 < 0x20 && $0 != 0x1B) || $0 == 0x7F }
        guard inTime, !controls, !beforeLast.contains(where: \.isSentinelReply) else { return }
        var whole = InputDecoder()
        let expected = whole.feed(input) + whole.flush()
        precondition(tokens == expected, "cut at \(cuts) with gaps \(pieces.map(\.at)): \(tokens), read at once: \(expected)")
    }

    /// The tokens of `pieces` read as the reader reads them, to the end of the input.
    static func play(_ pieces: [(at: Duration, bytes: ArraySlice<UInt8>)]) -> [TerminalToken] {
        var timed = TimedDecoder()
        timed.awaitAnswers(until: wait)
        var waiting = true, begun = false
        var tokens: [TerminalToken] = []
        func take(_ more: [TerminalToken], at now: Duration) {
            for token in more {
                if waiting, case .reply = token { begun = true }
                if waiting && token.isSentinelReply {
                    waiting = false
                    timed.answersEnded(at: now, complete: true, begun: true)
                }
                tokens.append(token)
            }
        }
        for piece in pieces {
            // Time passes to the piece: the wait may end, what is held may be given up.
            while let wake = [waiting ? wait : nil, timed.givesUpAt].compactMap({ $0 }).filter({ $0 <= piece.at }).min() {
                if waiting && wake == wait {
                    waiting = false
                    timed.answersEnded(at: wait, complete: false, begun: begun)
                } else {
                    take(timed.giveUp(), at: wake)
                }
            }
            take(timed.feed(piece.bytes, at: piece.at), at: piece.at)
        }
        take(timed.giveUp(), at: .seconds(60))
        return tokens
    }
}

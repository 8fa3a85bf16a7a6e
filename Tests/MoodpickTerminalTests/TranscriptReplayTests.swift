import Foundation
import Testing
@testable import MoodpickCore
@testable import MoodpickTerminal

/// What real terminals sent, replayed (Tests/Transcripts, docs/TERMINAL.md "Key events"): for
/// each terminal, the probe's recorded answers decide what moodpick pushes, as at start-up;
/// the recording made with exactly those flags is then decoded and handed to the picker, so
/// every key must count once there. A change of the flags pushed, or of how keys are read,
/// meets kitty 0.26's and foot 1.13's real bytes here: with flags 1 | 2 their Enter, Tab and
/// Backspace releases come as the legacy bytes, a second press.
@Suite("Transcript replay")
struct TranscriptReplayTests {
    static let transcripts = (try? Transcript.all()) ?? []
    /// The terminals recorded, each once (its recordings differ in the flags pushed).
    static let terminals = Array(Set(transcripts.map(\.terminal))).sorted()

    /// What moodpick learns from `transcript`'s probe answers: the abilities, and the answer's
    /// leftovers (which must be none: no reply is ever input).
    static func probe(_ transcript: Transcript) -> StartupProbe.Answer {
        var decoder = InputDecoder()
        var probe = StartupProbe(screen: ScreenSize(columns: 100, rows: 30))
        for token in decoder.feed(transcript.reply) + decoder.flush() { probe.take(token) }
        return probe.answer
    }

    /// The flags moodpick pushes for the terminal `abilities` describe (nil: none), read from
    /// the bytes of the mode it turns on, as the terminal reads them.
    static func pushedFlags(_ abilities: TerminalAbilities) -> Int? {
        guard let mode = TerminalMode.allowed(by: abilities, mouse: true).first(where: { $0.slot == .keyboardProtocol }) else { return nil }
        let text = String(decoding: mode.on, as: UTF8.self)
        return Int(text.dropFirst(3).dropLast())  // ESC [ > flags u
    }

    /// The recording of `terminal` that moodpick meets today: the one with the flags it pushes.
    static func met(_ terminal: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (Transcript, InputDecoder) {
        let recordings = transcripts.filter { $0.terminal == terminal }
        let abilities = try #require(recordings.first.map(probe)?.abilities, sourceLocation: sourceLocation)
        let flags = pushedFlags(abilities)
        let transcript = try #require(recordings.first { $0.flags == flags },
                                      "no transcript of \(terminal) with the flags moodpick pushes (\(flags.map(String.init) ?? "none"))",
                                      sourceLocation: sourceLocation)
        var decoder = InputDecoder()
        decoder.configure(for: abilities)
        return (transcript, decoder)
    }

    /// The events of one action: each read decoded, then the quiet after it (the reader's flush).
    static func events(_ action: String, of transcript: Transcript, decoder: inout InputDecoder) -> [InputEvent] {
        (transcript.actions[action] ?? []).flatMap { read in
            (decoder.feed(read) + decoder.flush()).compactMap { if case .event(let event) = $0 { event } else { nil } }
        }
    }

    @Test("every recording has every action, and its probe answers are read whole: none typed, the terminal named",
          arguments: transcripts)
    func answers(transcript: Transcript) throws {
        #expect(Set(transcript.actions.keys).isSuperset(of: Self.actions), "actions: \(transcript.actions.keys.sorted())")
        let answer = Self.probe(transcript)
        #expect(answer.isComplete && answer.kept.isEmpty && answer.cursor == CursorPosition(row: 0, column: 0))
        let identity = try #require(answer.abilities.terminal, "XTVERSION answered")
        #expect("\(identity.name) \(identity.version)".lowercased() == transcript.terminal.lowercased())
        #expect((answer.abilities.kittyKeyboardFlags != nil) == (transcript.flags != nil), "flags pushed where ? u was answered")
    }

    static let actions: Set = [
        "enter-across-push", "enter-tap", "tab-tap", "backspace-tap", "a-tap", "shift-a-tap", "space-tap", "right-tap", "up-tap",
        "escape-tap", "ctrl-c-tap", "right-held", "backspace-held", "a-held",
    ]

    /// Each tap's one key.
    static let taps: [(String, Key)] = [
        ("enter-tap", .enter), ("tab-tap", .tab), ("backspace-tap", .backspace), ("a-tap", .character("a")),
        ("shift-a-tap", .character("A")), ("space-tap", .space), ("right-tap", .right), ("up-tap", .up), ("escape-tap", .escape),
        ("ctrl-c-tap", .ctrlC),
    ]

    @Test("with the flags moodpick pushes there: each tap presses its key once, the start's Enter release presses nothing, a held key is one press and its repeats",
          arguments: terminals)
    func decoded(terminal: String) throws {
        var (transcript, decoder) = try Self.met(terminal)
        let across = Self.events("enter-across-push", of: transcript, decoder: &decoder)
        #expect(across.allSatisfy { $0.pressedKey == nil }, "the release of the Enter that started moodpick: \(across)")
        for (action, key) in Self.taps {
            let events = Self.events(action, of: transcript, decoder: &decoder)
            #expect(events.compactMap(\.pressedKey) == [key], "\(action): \(events)")
            #expect(events.allSatisfy { $0.pressedOrRepeatedKey ?? key == key && $0 != .keyRepeat(key) }, "\(action): \(events)")
        }
        for (action, key) in [("right-held", Key.right), ("backspace-held", .backspace), ("a-held", .character("a"))] {
            let events = Self.events(action, of: transcript, decoder: &decoder)
            let keys = events.compactMap(\.pressedOrRepeatedKey)
            #expect(keys.count >= 5 && keys.allSatisfy { $0 == key }, "\(action): \(events)")
            if let flags = transcript.flags, flags & 8 != 0 {  // all keys as escape codes: text keys too
                #expect(events.compactMap(\.pressedKey) == [key] && events.last == .keyUp(key), "\(action): one press, repeats, its release: \(events)")
            }
        }
    }

    /// The actions' events, the reads of each spread over its length (a tap 120 ms, a held key
    /// 1 s) and the actions 500 ms apart, as they were recorded; a frame's advance between them.
    static func play(_ actions: [String], of terminal: String, into picker: inout Picker) throws {
        var (transcript, decoder) = try met(terminal)
        var start = 0.0
        for action in actions {
            let reads = transcript.actions[action] ?? []
            let length = action.hasSuffix("-held") ? 1000.0 : 120.0
            for (index, read) in reads.enumerated() {
                let at = start + (reads.count > 1 ? length * Double(index) / Double(reads.count - 1) : 0)
                while picker.time + Self.frame < ReplayTime.duration(milliseconds: at) {
                    picker.advance(to: picker.time + Self.frame)
                }
                for token in decoder.feed(read) + decoder.flush() {
                    if case .event(let event) = token { picker.handle(event, at: ReplayTime.duration(milliseconds: at)) }
                }
            }
            start += length + 500
        }
        let end = picker.time + .seconds(3)
        while picker.time < end && picker.outcome == nil { picker.advance(to: picker.time + Self.frame) }
    }

    /// One frame interval, as the session draws.
    static let frame = Duration.nanoseconds(16_666_667)

    static func moods(options: PickerOptions = PickerOptions()) -> Picker {
        let items = ItemStore(items: ["😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thoughtful", "😍 in love", "😎 cool"]
                                     + (0..<40).map { "🙂 mood \($0)" })
        return Picker(items: items, layout: items.layout(spacing: 2), options: options, picture: ScreenSize(columns: 80, rows: 24), start: 0)
    }

    @Test("started with a held Enter it waits; Right, Right, Enter chooses angry", arguments: terminals)
    func startAndChoose(terminal: String) throws {
        var waiting = Self.moods()
        try Self.play(["enter-across-push"], of: terminal, into: &waiting)
        #expect(waiting.outcome == nil, "the Enter that started it chose")
        var picker = Self.moods()
        try Self.play(["enter-across-push", "right-tap", "right-tap", "enter-tap"], of: terminal, into: &picker)
        #expect(picker.outcome == .chosen(2))
    }

    @Test("a, a, Backspace leaves a; Shift-a types A", arguments: terminals)
    func typing(terminal: String) throws {
        var picker = Self.moods()
        try Self.play(["enter-across-push", "a-tap", "a-tap", "backspace-tap"], of: terminal, into: &picker)
        #expect(picker.query.text == "a")
        var shifted = Self.moods()
        try Self.play(["enter-across-push", "shift-a-tap"], of: terminal, into: &shifted)
        #expect(shifted.query.text == "A")
    }

    @Test("one Tab marks one item (--multi)", arguments: terminals)
    func tab(terminal: String) throws {
        var picker = Self.moods(options: PickerOptions(multi: .max))
        try Self.play(["enter-across-push", "tab-tap"], of: terminal, into: &picker)
        #expect(picker.marks.items == [0] && picker.selectedIndex == 1)
    }

    @Test("a held Right glides and stops at its release; Esc and Ctrl-C cancel", arguments: terminals)
    func heldAndCancel(terminal: String) throws {
        var picker = Self.moods()
        try Self.play(["enter-across-push", "right-held"], of: terminal, into: &picker)
        #expect(picker.outcome == nil && picker.selectedIndex > 3, "it glided: \(picker.selectedIndex)")
        let rest = picker.selectedIndex
        picker.advance(to: picker.time + .seconds(2))
        #expect(picker.selectedIndex == rest, "it stopped at the release")
        for action in ["escape-tap", "ctrl-c-tap"] {
            var cancelled = Self.moods()
            try Self.play(["enter-across-push", action], of: terminal, into: &cancelled)
            #expect(cancelled.outcome == .cancelled, "\(action)")
        }
    }
}

/// The headless event script of `--replay` and `--record` (SPEC §6): one event a line,
/// `<ms> <event> [arguments]`, `#` comments and blank lines allowed, times never decreasing.
/// Beyond SPEC's events, `<ms> paste <text>` carries a bracketed paste (the rest of the line),
/// so that a recorded run replays exactly.
public struct ReplayScript: Sendable, Equatable {
    /// An event and when it happened, since the run began.
    public struct Entry: Sendable, Equatable {
        public var time: Duration
        public var event: InputEvent
        public init(time: Duration, event: InputEvent) {
            self.time = time
            self.event = event
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }

    /// Parses a script; a malformed line throws with its 1-based line number.
    public init(parsing text: String) throws(ReplayError) {
        var entries: [Entry] = []
        var previous: Double = 0
        // "\r\n" is one Character in Swift: split on it as well as on "\n".
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        for (number, rawLine) in lines.enumerated() {
            var line = Substring(rawLine)
            if line.last == "\r" { line.removeLast() }
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            if trimmed.isEmpty || trimmed.first == "#" { continue }
            let lineNumber = number + 1
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard let milliseconds = Double(words[0]), milliseconds.isFinite, milliseconds >= 0 else {
                throw ReplayError(line: lineNumber, message: "expected a time in milliseconds, found '\(words[0])'")
            }
            guard milliseconds >= previous else {
                throw ReplayError(line: lineNumber, message: "time \(words[0]) is earlier than the line before")
            }
            previous = milliseconds
            let event: InputEvent
            if words.count >= 2, words[1] == "paste", let textStart = Self.pasteText(trimmed) {
                event = .paste(String(textStart))
            } else {
                event = try Self.event(words.dropFirst(), line: lineNumber, raw: trimmed)
            }
            entries.append(Entry(time: ReplayTime.duration(milliseconds: milliseconds), event: event))
        }
        self.entries = entries
    }

    /// The text of a `<ms> paste <text>` line: everything after the one space that follows "paste".
    private static func pasteText(_ line: Substring) -> Substring? {
        let afterTime = line.drop(while: { $0 != " " && $0 != "\t" }).drop(while: { $0 == " " || $0 == "\t" })
        guard afterTime.hasPrefix("paste ") else { return nil }
        let text = afterTime.dropFirst("paste ".count)
        return text.isEmpty ? nil : text
    }

    private static func event(_ words: ArraySlice<String>, line: Int, raw: Substring) throws(ReplayError) -> InputEvent {
        guard let verb = words.first else { throw ReplayError(line: line, message: "missing event after the time") }
        let arguments = Array(words.dropFirst())
        func numbers(_ count: Int) throws(ReplayError) -> [Int] {
            guard arguments.count == count else {
                throw ReplayError(line: line, message: "'\(verb)' takes \(count) numbers, found \(arguments.count) arguments")
            }
            var values: [Int] = []
            for argument in arguments {
                guard let value = Int(argument), value >= 0 else {
                    throw ReplayError(line: line, message: "'\(argument)' is not a column or row (a whole number ≥ 0)")
                }
                values.append(value)
            }
            return values
        }
        switch verb {
        case "key":
            // A space is written "space": words are split on blanks.
            guard arguments.count == 1, let key = KeyName.key(named: arguments[0]) else {
                let name = arguments.joined(separator: " ")
                throw ReplayError(line: line, message: "unknown key '\(name)'")
            }
            return .key(key)
        case "press":
            let v = try numbers(2)
            return .press(column: v[0], row: v[1])
        case "drag":
            let v = try numbers(2)
            return .drag(column: v[0], row: v[1])
        case "release":
            let v = try numbers(2)
            return .release(column: v[0], row: v[1])
        case "wheel":
            guard let direction = arguments.first.flatMap(WheelDirection.init(rawValue:)) else {
                throw ReplayError(line: line, message: "wheel needs 'up' or 'down' then a column and a row")
            }
            guard arguments.count == 3, let column = Int(arguments[1]), let row = Int(arguments[2]), column >= 0, row >= 0 else {
                throw ReplayError(line: line, message: "wheel needs 'up' or 'down' then a column and a row")
            }
            return .wheel(direction, column: column, row: row)
        case "resize":
            let v = try numbers(2)
            guard v[0] > 0, v[1] > 0 else { throw ReplayError(line: line, message: "a screen is at least 1 × 1") }
            return .resize(columns: v[0], rows: v[1])
        default:
            throw ReplayError(line: line, message: "unknown event '\(verb)' (key, press, drag, release, wheel, resize)")
        }
    }

    /// The script's text, one line per entry (what `--record` writes).
    public var text: String {
        entries.map { Self.line(for: $0.event, at: $0.time) }.joined(separator: "\n") + (entries.isEmpty ? "" : "\n")
    }

    /// One script line; nil for an event the format has no line for (a paste is written as keys).
    public static func line(for event: InputEvent, at time: Duration) -> String {
        let ms = DecimalText.format(time.moodpickSeconds * 1000)
        switch event {
        case .key(let key): return "\(ms) key \(KeyName.name(of: key))"
        case .press(let c, let r): return "\(ms) press \(c) \(r)"
        case .drag(let c, let r): return "\(ms) drag \(c) \(r)"
        case .release(let c, let r): return "\(ms) release \(c) \(r)"
        case .wheel(let d, let c, let r): return "\(ms) wheel \(d.rawValue) \(c) \(r)"
        case .resize(let c, let r): return "\(ms) resize \(c) \(r)"
        case .paste(let text):
            // One line: line breaks and other controls (never typed text) are left out.
            let kept = String(text.unicodeScalars.filter { !DisplayWidth.isControl($0) }
                .map(Character.init))
            return kept.isEmpty ? "" : "\(ms) paste \(kept)"
        }
    }
}

/// A malformed script line: exit status 2 with this message.
public struct ReplayError: Error, Equatable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
    public var description: String { "line \(line): \(message)" }
}

/// Milliseconds as written in scripts and traces.
enum ReplayTime {
    static func duration(milliseconds: Double) -> Duration {
        let whole = milliseconds.rounded(.down)
        let nanoseconds = ((milliseconds - whole) * 1_000_000).rounded()
        return .milliseconds(Int64(whole)) + .nanoseconds(Int64(nanoseconds))
    }
}

/// The headless event script of `--replay` and `--record`: one event a line,
/// `<ms> <event> [arguments]`, `#` comments and blank lines allowed, times never decreasing.
/// Beyond the documented events, `<ms> paste <text>` carries a bracketed paste (the rest of
/// the line), so that a recorded run replays exactly.
///
/// Words are separated by U+0020 and U+0009 only (see `ScriptWords`). A `#` word after an
/// event's arguments starts a comment (`0 key right   # then enter`); `0 key #` is the key `#`.
package struct ReplayScript: Sendable, Equatable {
    /// An event and when it happened, since the run began.
    package struct Entry: Sendable, Equatable {
        package var time: Duration
        package var event: InputEvent
        package init(time: Duration, event: InputEvent) {
            self.time = time
            self.event = event
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) { self.entries = entries }

    /// Parses a script; a malformed line throws with its 1-based line number.
    package init(parsing text: String) throws(ReplayError) {
        guard text.utf8.count <= ReplayLimits.maximumScriptBytes else {
            throw ReplayError(line: 0, message: "the script is larger than \(ReplayLimits.maximumScriptBytes >> 20) MiB")
        }
        var entries: [Entry] = []
        var previous = Duration.zero
        var lineNumber = 0
        var lineStart = text.utf8.startIndex
        while lineStart < text.utf8.endIndex || lineNumber == 0 {
            // Lines are split on LF bytes (an LF scalar is one byte in UTF-8): "\r\n" is one
            // Character, but one line break. No list of lines is made: its type alone costs a
            // short replay 3 % of its instructions (Benchmarks/README.md, "The start-up budget").
            let lineEnd = text.utf8[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? text.utf8.endIndex
            var line = Substring(text.unicodeScalars[lineStart..<lineEnd])
            lineNumber += 1
            lineStart = lineEnd < text.utf8.endIndex ? text.utf8.index(after: lineEnd) : lineEnd
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            let words = ScriptWords(line)
            guard let first = words.words.first, !first.hasPrefix("#") else { continue }
            guard let time = ReplayTime.parse(first) else {
                throw ReplayError(
                    line: lineNumber,
                    message: "expected a time in milliseconds (digits and a point, at most \(ReplayLimits.maximumMilliseconds)), found '\(first)'")
            }
            guard time >= previous else {
                throw ReplayError(line: lineNumber, message: "time \(first) is earlier than the line before")
            }
            previous = time
            let event: InputEvent
            if words.words.count >= 2, words.words[1] == "paste", let pasted = words.rest(after: 1) {
                event = .paste(pasted)
            } else {
                event = try Self.event(words.words.dropFirst(), line: lineNumber)
            }
            entries.append(Entry(time: time, event: event))
        }
        self.entries = entries
    }

    /// The arguments each event takes: words after them that start with `#` are a comment. A
    /// switch, not a dictionary: building one cost every replay its hashing and runtime types.
    private static func arity(of verb: String) -> Int? {
        switch verb {
        case "key", "keydown", "keyrepeat", "keyup": return 1
        case "press", "drag", "release", "resize": return 2
        case "wheel": return 3
        default: return nil
        }
    }

    private static func event(_ words: ArraySlice<String>, line: Int) throws(ReplayError) -> InputEvent {
        guard let verb = words.first else { throw ReplayError(line: line, message: "missing event after the time") }
        var arguments = Array(words.dropFirst())
        if let count = arity(of: verb),
            let comment = arguments.indices.first(where: { $0 >= count && arguments[$0].hasPrefix("#") }) {
            arguments.removeSubrange(comment...)
        }
        func coordinate(_ argument: String) -> Int? {
            guard let value = Int(argument), (0...ReplayLimits.maximumCoordinate).contains(value) else { return nil }
            return value
        }
        func numbers(_ count: Int) throws(ReplayError) -> [Int] {
            guard arguments.count == count else {
                throw ReplayError(line: line, message: "'\(verb)' takes \(count) numbers, found \(arguments.count) arguments")
            }
            var values: [Int] = []
            for argument in arguments {
                guard let value = coordinate(argument) else {
                    throw ReplayError(
                        line: line,
                        message: "'\(argument)' is not a column or row (a whole number from 0 to \(ReplayLimits.maximumCoordinate))")
                }
                values.append(value)
            }
            return values
        }
        switch verb {
        case "key", "keydown", "keyrepeat", "keyup":
            guard arguments.count == 1, let key = KeyName.key(named: arguments[0]) else {
                let name = arguments.joined(separator: " ")
                throw ReplayError(line: line, message: "unknown key '\(name)'")
            }
            switch verb {
            case "keydown": return .keyDown(key)
            case "keyrepeat": return .keyRepeat(key)
            case "keyup": return .keyUp(key)
            default: return .key(key)
            }
        case "press", "drag", "release":
            // A pointer known to the pixel (DEC 1016) is at a column with decimals: `drag 12.375 3`.
            var fraction = 0.0
            if let decimal = PointerColumn.split(arguments.first ?? "") {
                arguments[0] = String(decimal.column)
                fraction = decimal.fraction
            }
            let v = try numbers(2)
            switch verb {
            case "press": return .press(column: v[0], row: v[1], fraction: fraction)
            case "drag": return .drag(column: v[0], row: v[1], fraction: fraction)
            default: return .release(column: v[0], row: v[1], fraction: fraction)
            }
        case "wheel":
            guard arguments.count == 3, let direction = WheelDirection(rawValue: arguments[0]),
                let column = coordinate(arguments[1]), let row = coordinate(arguments[2]) else {
                throw ReplayError(line: line, message: "wheel needs 'up', 'down', 'left' or 'right' then a column and a row")
            }
            return .wheel(direction, column: column, row: row)
        case "resize":
            guard arguments.count == 2 else {
                throw ReplayError(line: line, message: "'resize' takes 2 numbers, found \(arguments.count) arguments")
            }
            let cells = ReplayLimits.screenCells
            guard let columns = Int(arguments[0]), let rows = Int(arguments[1]), cells.contains(columns), cells.contains(rows) else {
                throw ReplayError(
                    line: line,
                    message: "a screen is at least 1 × 1 and at most \(cells.upperBound) × \(cells.upperBound) (\(cells.lowerBound) to \(cells.upperBound) columns and rows, as with --cols and --rows)")
            }
            return .resize(columns: columns, rows: rows)
        default:
            throw ReplayError(line: line, message: "unknown event '\(verb)' (key, keydown, keyrepeat, keyup, press, drag, release, wheel, resize)")
        }
    }

    /// The script's text, one line per entry (what `--record` writes).
    package var text: String {
        entries.map { Self.line(for: $0.event, at: $0.time) }.joined(separator: "\n") + (entries.isEmpty ? "" : "\n")
    }

    /// One script line; empty for a paste with nothing the format can carry.
    package static func line(for event: InputEvent, at time: Duration) -> String {
        let ms = DecimalText.format(time.moodpickSeconds * 1000)
        switch event {
        case .key(let key): return "\(ms) key \(KeyName.name(of: key))"
        case .keyDown(let key): return "\(ms) keydown \(KeyName.name(of: key))"
        case .keyRepeat(let key): return "\(ms) keyrepeat \(KeyName.name(of: key))"
        case .keyUp(let key): return "\(ms) keyup \(KeyName.name(of: key))"
        case .press(let c, let r, let f): return "\(ms) press \(PointerColumn.text(c, f)) \(r)"
        case .drag(let c, let r, let f): return "\(ms) drag \(PointerColumn.text(c, f)) \(r)"
        case .release(let c, let r, let f): return "\(ms) release \(PointerColumn.text(c, f)) \(r)"
        case .wheel(let d, let c, let r): return "\(ms) wheel \(d.rawValue) \(c) \(r)"
        case .resize(let c, let r): return "\(ms) resize \(c) \(r)"
        case .paste(let text):
            // One line: line breaks and other controls (never typed text) are left out.
            let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { !DisplayWidth.isControl($0) }))
            return kept.isEmpty ? "" : "\(ms) paste \(kept)"
        }
    }
}

/// A malformed script line: exit status 2 with this message. Line 0 is the script as a whole.
package struct ReplayError: Error, Equatable, CustomStringConvertible {
    package var line: Int
    package var message: String
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
    package var description: String { line == 0 ? message : "line \(line): \(message)" }
}

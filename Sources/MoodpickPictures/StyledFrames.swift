import MoodpickCore

/// A recording of styled screens over time, in a plain line format that a replay can write and
/// ``AnimatedSVG`` reads: the input of the README's pictures.
///
/// ```
/// frames 80 5                  screen columns and rows
/// style a 6 -1 bold            a style key: foreground, background (COLOR as in --color), attributes
/// @ 0                          a frame, at this many milliseconds (decimals allowed)
/// |  😀  😢                     a text row, after the bar
/// :  aaaa                      its style row (optional): one key per column, '.' or ' ' plain
/// ```
/// A frame has up to `rows` text rows; missing ones are blank. A wide cluster takes its key from
/// its first column. Lines starting with `#` and empty lines are ignored.
package struct StyledFrames: Hashable, Sendable {
    /// One text row and the style key of each of its columns.
    package struct Row: Hashable, Sendable {
        package var text: String
        package var keys: [Character]

        package init(text: String, keys: [Character] = []) {
            self.text = text
            self.keys = keys
        }

        /// The key of `column`, '.' (plain) past the end.
        package func key(atColumn column: Int) -> Character {
            column < keys.count ? keys[column] : "."
        }
    }

    /// One screen at one moment.
    package struct Snapshot: Hashable, Sendable {
        package var milliseconds: Double
        package var rows: [Row]

        package init(milliseconds: Double, rows: [Row]) {
            self.milliseconds = milliseconds
            self.rows = rows
        }
    }

    /// Why a dump could not be read: the line (1-based) and what was wrong with it.
    package struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        package var line: Int
        package var message: String
        package var description: String { "frames line \(line): \(message)" }
    }

    package var columns: Int
    package var rows: Int
    /// Style keys; '.' and ' ' are always plain.
    package var styles: [Character: Style]
    package var snapshots: [Snapshot]

    package init(columns: Int, rows: Int, styles: [Character: Style] = [:], snapshots: [Snapshot] = []) {
        self.columns = columns
        self.rows = rows
        self.styles = styles
        self.snapshots = snapshots
    }

    /// The style a key stands for (plain for '.', ' ' and unknown keys).
    package func style(forKey key: Character) -> Style {
        styles[key] ?? .plain
    }

    /// Reads the line format above.
    package init(parsing text: String) throws(ParseError) {
        self.init(columns: 0, rows: 0)
        var sawHeader = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = line.last == "\r" ? line.dropLast() : line
            guard let first = line.first, first != "#" else { continue }
            func fail(_ message: String) -> ParseError { ParseError(line: number, message: message) }
            let words = line.split(separator: " ").map(String.init)
            switch first {
            case "|", ":":
                guard var snapshot = snapshots.popLast() else { throw fail("a row before the first '@'") }
                let body = String(line.dropFirst())
                if first == "|" {
                    guard snapshot.rows.count < rows else { throw fail("more than \(rows) rows in a frame") }
                    snapshot.rows.append(Row(text: body))
                } else {
                    guard !snapshot.rows.isEmpty else { throw fail("a style row before its text row") }
                    snapshot.rows[snapshot.rows.count - 1].keys = Array(body)
                }
                snapshots.append(snapshot)
            case "@":
                guard sawHeader else { throw fail("a frame before the 'frames' header") }
                guard words.count == 2, let ms = Double(words[1]), ms.isFinite, ms >= 0 else { throw fail("expected '@ MILLISECONDS'") }
                if let last = snapshots.last, ms < last.milliseconds { throw fail("time goes back") }
                snapshots.append(Snapshot(milliseconds: ms, rows: []))
            default:
                switch words.first {
                case "frames":
                    // Bounded as a replay's screen is: a picture of 10^18 columns used to trap
                    // when its width in pixels was worked out, and 10^12 rows to exhaust memory.
                    let cells = ReplayLimits.screenCells
                    guard words.count == 3, let c = Int(words[1]), let r = Int(words[2]), cells.contains(c), cells.contains(r) else {
                        throw fail("expected 'frames COLUMNS ROWS' (\(cells.lowerBound) to \(cells.upperBound) each)")
                    }
                    (columns, rows, sawHeader) = (c, r, true)
                case "style":
                    guard words.count >= 4, words[1].count == 1, let key = words[1].first, key != ".", key != " " else {
                        throw fail("expected 'style KEY FG BG [ATTR…]'")
                    }
                    var style = Style()
                    do {
                        style.foreground = try ColorSpec.color(words[2], entry: String(line))
                        style.background = try ColorSpec.color(words[3], entry: String(line))
                    } catch {
                        throw fail(error.description)
                    }
                    for word in words.dropFirst(4) {
                        guard let attribute = Attributes.named.first(where: { $0.name == word })?.attribute else {
                            throw fail("'\(word)' is not an attribute")
                        }
                        style.attributes.insert(attribute)
                    }
                    styles[key] = style
                default:
                    throw fail("expected 'frames', 'style', '@', '|' or ':'")
                }
            }
        }
        guard sawHeader else { throw ParseError(line: 1, message: "no 'frames COLUMNS ROWS' header") }
    }

    /// The dump in the line format (parsing it gives this value back).
    package var text: String {
        var out = "frames \(columns) \(rows)\n"
        for key in styles.keys.sorted() {
            let style = styles[key]!
            var words = ["style", String(key), Self.colorText(style.foreground), Self.colorText(style.background)]
            words += Attributes.named.filter { style.attributes.contains($0.attribute) }.map(\.name)
            out += words.joined(separator: " ") + "\n"
        }
        for snapshot in snapshots {
            out += "@ \(DecimalText.format(snapshot.milliseconds))\n"
            for row in snapshot.rows {
                out += "|\(row.text)\n"
                if row.keys.contains(where: { $0 != "." && $0 != " " }) { out += ":\(String(row.keys))\n" }
            }
        }
        return out
    }

    private static func colorText(_ color: Color) -> String {
        switch color {
        case .default: return "-1"
        case .palette(let index): return String(index)
        case .rgb(let r, let g, let b):
            let hex = [r, g, b].map { value -> String in
                let digits = String(value, radix: 16)
                return digits.count == 1 ? "0" + digits : digits
            }
            return "#" + hex.joined()
        }
    }
}

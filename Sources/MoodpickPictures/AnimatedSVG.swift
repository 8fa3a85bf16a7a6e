import MoodpickCore

/// Writes styled frames as one SVG picture that plays them with CSS keyframes: the README's
/// demo, which needs no script, no GIF and no font download.
///
/// - Emoji are drawn as text, each centered on its own cells, so every viewer shows its own
///   color emoji; runs of one-column characters give every character its own x, so a fallback
///   font cannot drift off the grid. Spaces are never written (SVG would collapse them).
/// - Rows are written once (`<defs>`), frames once each, stacked in one "film" that a nested
///   `<svg>` clips to the screen; one `@keyframes` rule moves the film to frame u at the
///   percentage of the loop where it shows (`step-end`, so frames cut, not slide), and the loop
///   holds the last frame ``holdMilliseconds`` before it starts again.
/// - `prefers-reduced-motion: reduce` stops the film on the last frame.
/// - Nothing depends on the time of writing or on hashing: the same frames give the same bytes.
package enum AnimatedSVG {
    /// A cell, in pixels: 80 columns make a 828-pixel card, about the width of a README column.
    package static let cellWidth = 10
    package static let rowHeight = 24
    package static let padding = 14
    /// Text baseline within a row, and the font sizes, in pixels.
    package static let baseline = 17
    package static let fontSize = 16
    package static let emojiSize = 17
    /// How long the last frame stays before the loop starts over, milliseconds.
    package static let holdMilliseconds = 1500.0

    package static func render(_ frames: StyledFrames, title: String = "moodpick") -> String {
        var writer = Writer(frames: frames)
        return writer.document(title: escaped(title))
    }

    /// Text made safe for XML: & < > " escaped, control characters dropped.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a character can share a `<text>` with an x list: one column and one scalar of
    /// the Basic Multilingual Plane (browsers count x positions per UTF-16 unit), not a control.
    static func isRunMember(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return scalar.value >= 0x20 && scalar.value != 0x7F && !(0x80..<0xA0).contains(scalar.value) && scalar.value < 0x10000
    }

    /// ` class="…"`, or nothing.
    static func attribute(_ className: String?) -> String {
        className.map { " class=\"\($0)\"" } ?? ""
    }

    /// A film offset in CSS pixels ("0" rather than "-0").
    static func lift(_ pixels: Int) -> String {
        pixels == 0 ? "0" : "-\(pixels)px"
    }

    private struct Writer {
        let frames: StyledFrames
        /// Each distinct style used, in order of first use: its CSS class number.
        var classes: [Style] = []
        /// Each distinct row's SVG, in order of first use.
        var rows: [String] = []
        var rowIndex: [StyledFrames.Row: Int] = [:]

        init(frames: StyledFrames) { self.frames = frames }

        mutating func document(title: String) -> String {
            let width = frames.columns * cellWidth, height = frames.rows * rowHeight
            // Frames as lists of row numbers (-1: blank), deduplicated; the timeline as (ms, frame).
            var unique: [[Int]] = [], uniqueIndex: [[Int]: Int] = [:]
            var timeline: [(ms: Double, frame: Int)] = []
            for snapshot in frames.snapshots {
                let ids = (0..<frames.rows).map { r in r < snapshot.rows.count ? rowID(snapshot.rows[r]) : -1 }
                let u: Int
                if let known = uniqueIndex[ids] { u = known } else {
                    u = unique.count
                    unique.append(ids)
                    uniqueIndex[ids] = u
                }
                if timeline.last?.frame != u { timeline.append((snapshot.milliseconds, u)) }
            }
            let cardWidth = width + 2 * padding, cardHeight = height + 2 * padding
            var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(cardWidth)\" height=\"\(cardHeight)\" "
            out += "viewBox=\"0 0 \(cardWidth) \(cardHeight)\" role=\"img\" aria-label=\"\(title)\">\n"
            out += "<title>\(title)</title>\n<style>\n"
            out += "text{font-family:ui-monospace,'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:\(fontSize)px;"
            out += "fill:\(CardPalette.foreground);white-space:pre}\n"
            out += ".e{font-family:'Apple Color Emoji','Segoe UI Emoji','Noto Color Emoji',sans-serif;"
            out += "font-size:\(emojiSize)px;text-anchor:middle}\n"
            for (number, style) in classes.enumerated() { out += css(style, number: number) }
            out += animation(timeline: timeline, frameHeight: height)
            out += "</style>\n"
            out += "<rect width=\"\(cardWidth)\" height=\"\(cardHeight)\" rx=\"8\" fill=\"\(CardPalette.background)\"/>\n"
            out += "<defs>\n"
            for (number, row) in rows.enumerated() { out += "<g id=\"r\(number)\">\(row)</g>\n" }
            out += "</defs>\n"
            out += "<svg x=\"\(padding)\" y=\"\(padding)\" width=\"\(width)\" height=\"\(height)\" overflow=\"hidden\">\n"
            out += "<g class=\"film\">\n"
            for (u, ids) in unique.enumerated() {
                out += "<g transform=\"translate(0 \(u * height))\">"
                for (r, id) in ids.enumerated() where id >= 0 { out += "<use href=\"#r\(id)\" y=\"\(r * rowHeight)\"/>" }
                out += "</g>\n"
            }
            out += "</g>\n</svg>\n</svg>\n"
            return out
        }

        /// The keyframes (none for a still picture).
        func animation(timeline: [(ms: Double, frame: Int)], frameHeight: Int) -> String {
            guard timeline.count > 1, let first = timeline.first, let last = timeline.last else { return "" }
            let total = last.ms - first.ms + holdMilliseconds
            var out = "@keyframes roll{"
            for entry in timeline {
                let percent = DecimalText.format(100 * (entry.ms - first.ms) / total)
                out += "\(percent)%{transform:translateY(\(lift(entry.frame * frameHeight)))}"
            }
            out += "100%{transform:translateY(\(lift(last.frame * frameHeight)))}}\n"
            out += ".film{animation:roll \(DecimalText.format(total / 1000))s step-end infinite}\n"
            out += "@media (prefers-reduced-motion:reduce){.film{animation:none;transform:translateY(\(lift(last.frame * frameHeight)))}}\n"
            return out
        }

        /// A style's CSS: `.tN` for its text, `.bN` for its background.
        func css(_ style: Style, number: Int) -> String {
            var foreground = CardPalette.css(style.foreground, fallback: CardPalette.foreground)
            var background = CardPalette.css(style.background, fallback: CardPalette.background)
            if style.attributes.contains(.reverse) { swap(&foreground, &background) }
            var text = "fill:\(foreground)"
            if style.attributes.contains(.bold) { text += ";font-weight:bold" }
            if style.attributes.contains(.dim) { text += ";opacity:.55" }
            if style.attributes.contains(.italic) { text += ";font-style:italic" }
            if style.attributes.contains(.underline) { text += ";text-decoration:underline" }
            return ".t\(number){\(text)}\n.b\(number){fill:\(background)}\n"
        }

        /// The style's class number; nil for plain text, which needs none.
        mutating func classNumber(_ style: Style) -> Int? {
            if style == .plain { return nil }
            if let number = classes.firstIndex(of: style) { return number }
            classes.append(style)
            return classes.count - 1
        }

        /// The row's number among the distinct rows (-1 for a blank one), writing it the first time.
        mutating func rowID(_ row: StyledFrames.Row) -> Int {
            if let id = rowIndex[row] { return id }
            let svg = self.svg(row)
            if svg.isEmpty { rowIndex[row] = -1; return -1 }
            rows.append(svg)
            rowIndex[row] = rows.count - 1
            return rows.count - 1
        }

        /// A row's backgrounds, then its text.
        mutating func svg(_ row: StyledFrames.Row) -> String {
            var cells: [(column: Int, width: Int, character: Character, style: Style)] = []
            var column = 0
            for character in row.text {
                let width = DisplayWidth.columns(of: character)
                cells.append((column, width, character, frames.style(forKey: row.key(atColumn: column))))
                column += width
            }
            var out = ""
            // Backgrounds: one rect per run of cells whose style paints one (a color or reverse).
            var index = 0
            while index < cells.count {
                let style = cells[index].style
                guard style.background != .default || style.attributes.contains(.reverse) else { index += 1; continue }
                var end = index
                while end + 1 < cells.count && cells[end + 1].style == style { end += 1 }
                let x = cells[index].column * cellWidth
                let w = (cells[end].column + cells[end].width - cells[index].column) * cellWidth
                out += "<rect class=\"b\(classNumber(style) ?? 0)\" x=\"\(x)\" width=\"\(w)\" height=\"\(rowHeight)\"/>"
                index = end + 1
            }
            // Text: wide clusters alone and centered on their cells; runs of one-column,
            // one-scalar characters with an x each; any other cluster alone at its column.
            index = 0
            while index < cells.count {
                let cell = cells[index]
                let classes = classNumber(cell.style).map { "t\($0)" }
                if cell.width >= 2 {
                    let center = cell.column * cellWidth + cell.width * cellWidth / 2
                    let names = ["e", classes].compactMap { $0 }.joined(separator: " ")
                    out += "<text class=\"\(names)\" x=\"\(center)\" y=\"\(baseline)\">\(escaped(String(cell.character)))</text>"
                    index += 1
                    continue
                }
                if cell.character == " " || cell.width == 0 || !AnimatedSVG.isRunMember(cell.character) {
                    let text = cell.character == " " ? "" : escaped(String(cell.character))
                    if !text.isEmpty { out += "<text\(AnimatedSVG.attribute(classes)) x=\"\(cell.column * cellWidth)\" y=\"\(baseline)\">\(text)</text>" }
                    index += 1
                    continue
                }
                var xs: [String] = [], text = ""
                while index < cells.count, cells[index].width == 1, cells[index].character != " ",
                      AnimatedSVG.isRunMember(cells[index].character), cells[index].style == cell.style {
                    xs.append(String(cells[index].column * cellWidth))
                    text.append(cells[index].character)
                    index += 1
                }
                out += "<text\(AnimatedSVG.attribute(classes)) x=\"\(xs.joined(separator: " "))\" y=\"\(baseline)\">\(escaped(text))</text>"
            }
            return out
        }
    }
}

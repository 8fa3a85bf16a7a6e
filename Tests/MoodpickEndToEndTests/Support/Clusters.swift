import Foundation

/// Where the strip's cells and their clusters should be on screen, computed here from the
/// geometry rules alone (docs/CONTRACT.md §3), never by the program's code:
/// an emoji cell is 4 columns wide, a text cell its text's width + 2; cells are `spacing` apart;
/// center(i) is measured from the center of cell 0; at rest on cell `selected` the offset is
/// center(selected), and cell i's left edge is ⌊c0 + center(i) − offset − width_i/2 + 0.5⌋ with
/// c0 = cols / 2. A cell's content starts one column after its left edge; a cluster that the
/// screen edge would cut (at the widest a terminal may draw it) is not drawn, and a text cell the
/// edge cuts shows an `…` at that edge (`edgeCut`).
struct StripModel {
    /// One cell: an item's emoji symbol, or the whole line as text.
    struct Cell {
        let line: String
        /// The emoji cluster the cell shows, or nil for a text cell.
        let symbol: String?

        /// The label shown under the strip: what follows the symbol, trimmed, or the whole line.
        var label: String {
            guard let symbol else { return line }
            return String(line.dropFirst(symbol.count)).trimmingCharacters(in: .whitespaces)
        }

        /// What the cell shows between its paddings, cluster by cluster.
        var clusters: [Character] { symbol.map { [Character($0)] } ?? Array(line) }

        /// The cell's width, paddings included (text short enough for no cut).
        var width: Int { clusters.map { ClusterWidth.columns(of: $0, isSymbol: symbol != nil) }.reduce(2, +) }

        /// Columns the mark's right half moves when this cell is selected: what tmux 3.3a draws
        /// past the symbol's 2 columns (the sum of its code points' widths: 0 for a joiner or
        /// variation selector, 1 for a regional indicator (tmux draws a flag as two letters), 2 for
        /// any other Emoji_Presentation one, else 1), at most the whole gap: tmux surely draws the
        /// excess, so the cell's right padding stays blank after the glyph.
        func markShift(spacing: Int) -> Int {
            guard let symbol else { return 0 }
            let drawn = symbol.unicodeScalars.reduce(0) { sum, scalar in
                let value = scalar.value
                if value == 0x200D || (0xFE00...0xFE0F).contains(value) { return sum }
                if (0x1F1E6...0x1F1FF).contains(value) { return sum + 1 }
                return sum + (scalar.properties.isEmojiPresentation ? 2 : 1)
            }
            return min(max(drawn - 2, 0), max(spacing, 0))
        }
    }

    /// One cluster where it should be drawn.
    struct Placed {
        let cell: Int
        let column: Int
        let cluster: Character
        /// The columns the cluster may cover in any terminal: `column ..< column + worst width`.
        let footprint: Range<Int>
    }

    let cells: [Cell]
    var spacing = 2

    /// center(i) − center(0), in columns (half columns when widths are odd).
    func center(_ index: Int) -> Double {
        var left = 0
        for i in 0..<index { left += cells[i].width + spacing }
        return Double(left) + Double(cells[index].width) / 2 - Double(cells[0].width) / 2
    }

    /// Cell `index`'s left edge on screen when cell `selected` is centered at rest.
    func left(of index: Int, selected: Int, cols: Int) -> Int {
        let x = Double(cols / 2) + center(index) - center(selected) - Double(cells[index].width) / 2
        return Int((x + 0.5).rounded(.down))
    }

    /// Every cluster that should be drawn when `selected` is centered at rest.
    func placed(selected: Int, cols: Int) -> [Placed] {
        var result: [Placed] = []
        for (index, cell) in cells.enumerated() {
            var x = left(of: index, selected: selected, cols: cols) + 1
            if cell.symbol == nil, index != selected, let cut = edgeCut(cell, at: x, cols: cols) {
                result += cut.map { Placed(cell: index, column: $0.column, cluster: $0.cluster, footprint: $0.column..<($0.column + max(ClusterWidth.columns(of: $0.cluster, isSymbol: false), ClusterWidth.worstColumns(of: $0.cluster)))) }
                continue
            }
            for cluster in cell.clusters {
                let width = ClusterWidth.columns(of: cluster, isSymbol: cell.symbol != nil)
                let worst = max(width, ClusterWidth.worstColumns(of: cluster))
                if x >= 0 && x + worst <= cols {
                    result.append(Placed(cell: index, column: x, cluster: cluster, footprint: x..<(x + worst)))
                }
                x += width
            }
        }
        return result
    }

    /// The clusters of a text cell whose text starts at column `x` and that an edge of the
    /// `cols`-wide row cuts, nil when none cuts it: an `…` in the column at each cut edge, the
    /// clusters wholly inside the others, or the `…` alone when they hold fewer than three
    /// columns (docs/CONTRACT.md §3, "Long text in a cell").
    func edgeCut(_ cell: Cell, at x: Int, cols: Int) -> [(column: Int, cluster: Character)]? {
        let end = x + cell.width - 2
        guard x < 0 || end > cols else { return nil }
        guard end > 0 && x < cols else { return [] }
        let low = x < 0 ? 1 : 0, high = end > cols ? cols - 1 : cols
        var kept: [(column: Int, cluster: Character)] = []
        var column = x, keptColumns = 0, keptEnd = 0
        for cluster in cell.clusters {
            let width = ClusterWidth.columns(of: cluster, isSymbol: false)
            if column >= low && column + width <= high {
                kept.append((column, cluster))
                keptColumns += width
                keptEnd = column + width
            }
            column += width
        }
        guard keptColumns >= 3 else { return [(max(x, 0), "…")] }
        if x < 0 { kept.insert((0, "…"), at: 0) }
        if end > cols { kept.append((keptEnd, "…")) }
        return kept
    }

    /// What is wrong with the strip row of `screen` when `selected` should be centered at rest,
    /// one message per fault; empty when the row is right. Checks that each expected cluster's
    /// first scalar starts its glyph at the expected column (tmux 3.3a may merge a cluster or
    /// split it, but its first scalar always lands where the cursor was put), reverse video on
    /// exactly the selected cell, and that every other non-blank glyph lies inside an expected
    /// cluster's footprint: nothing left behind.
    func faults(in screen: Screen, selected: Int, cols: Int) -> [String] {
        let strip = screen.strip
        let expected = placed(selected: selected, cols: cols)
        var faults: [String] = []
        // A space is a blank column, which is all tmux keeps of it (and not even that at the row's end).
        for place in expected where place.cluster != " " {
            let first = place.cluster.unicodeScalars.first!
            guard let glyph = strip.glyph(at: place.column), glyph.text.unicodeScalars.first == first else {
                let seen = strip.glyph(at: place.column).map { "`\($0.text)`" } ?? "no glyph starting there"
                let elsewhere = strip.glyphs.filter { $0.text.unicodeScalars.first == first }.map(\.column)
                faults.append(
                    "cell \(selected == place.cell ? "\(place.cell) (selected)" : "\(place.cell)"): "
                        + "`\(place.cluster)` expected at column \(place.column), found \(seen); "
                        + "glyphs starting with its first scalar at \(elsewhere)")
                continue
            }
            if glyph.reverse != (place.cell == selected) {
                faults.append("`\(place.cluster)` at column \(place.column) has reverse video \(glyph.reverse)")
            }
        }
        // The selected cell: its leading padding in reverse video, and no reverse video elsewhere.
        let selectedLeft = left(of: selected, selected: selected, cols: cols)
        var selectedColumns = Set(selectedLeft..<(selectedLeft + cells[selected].width))
        for place in expected where place.cell == selected { selectedColumns.formUnion(place.footprint) }
        if strip.glyph(at: selectedLeft)?.reverse != true {
            faults.append("the selected cell's left padding at column \(selectedLeft) is not in reverse video")
        }
        let strayReverse = strip.reverseColumns.filter { !selectedColumns.contains($0) }
        if !strayReverse.isEmpty {
            faults.append("reverse video outside the selected cell (\(selectedColumns.sorted())): \(strayReverse)")
        }
        // The selection mark (docs/CONTRACT.md §11): one column each side of the selected cell's
        // slot; the right one further right, within the gap, when tmux draws the selected emoji
        // wider than its 2 columns (§15: 👍🏽 is 4 there), so the glyph is not written over.
        let markColumns = [selectedLeft - 1, selectedLeft + cells[selected].width + cells[selected].markShift(spacing: spacing)]
        for (column, side) in zip(markColumns, ["▕", "▏"]) where column >= 0 && column < cols && strip.glyph(at: column)?.text != side {
            faults.append("no selection mark `\(side)` at column \(column)")
        }
        for glyph in strip.visible where !expected.contains(where: { $0.footprint.contains(glyph.column) }) {
            if markColumns.contains(glyph.column) && ["▕", "▏"].contains(glyph.text) { continue }
            faults.append("stray glyph `\(glyph.text)` at column \(glyph.column)")
        }
        return faults
    }
}

/// Cluster widths as the tests reckon them.
enum ClusterWidth {
    /// The columns moodpick gives a cluster: 2 for an emoji symbol; for the text clusters these
    /// tests use (ASCII, CJK, a letter with combining marks) glibc's width of the first scalar.
    static func columns(of cluster: Character, isSymbol: Bool) -> Int {
        if isSymbol { return 2 }
        return cluster.unicodeScalars.first.map(Screen.tmuxWidth) ?? 0
    }

    /// The widest any terminal may draw the cluster: the sum of glibc widths of its scalars
    /// (👍🏽 4, 👨‍👩‍👧 6), as a terminal that measures code points one by one does.
    static func worstColumns(of cluster: Character) -> Int {
        cluster.unicodeScalars.map(Screen.tmuxWidth).reduce(0, +)
    }
}

extension PickerRun {
    /// Like `with(items:arguments:…)`, but moodpick gets the locale variables `locale` (e.g.
    /// `["LANG=C"]`) instead of `LANG=C.UTF-8 LC_ALL=C.UTF-8`: LC_ALL, LC_CTYPE and LANG are
    /// unset first, so only what `locale` sets counts.
    @discardableResult
    static func with<T>(
        items: String, locale: [String], arguments: [String] = [], cols: Int = 80, rows: Int = 24,
        _ body: (PickerRun) async throws -> T
    ) async throws -> T {
        let binary = try Moodpick.binary()
        return try await TmuxSession.with(cols: cols, rows: rows, remainOnExit: true, command: { directory in
            let file = { (name: String) in shellQuoted(directory.appendingPathComponent(name).path) }
            try items.write(to: directory.appendingPathComponent("items"), atomically: true, encoding: .utf8)
            let picker = (["env", "-u", "LC_ALL", "-u", "LC_CTYPE", "-u", "LANG"] + locale + [binary, "--fullscreen"] + arguments)
                .map(shellQuoted).joined(separator: " ")
            let script = "cat \(file("items")) | \(picker) > \(file("out")) 2> \(file("err"))\n"
                + "echo $? > \(file("rc.tmp")) && mv \(file("rc.tmp")) \(file("rc"))\n"
            try script.write(to: directory.appendingPathComponent("run.sh"), atomically: true, encoding: .utf8)
            return "sh \(file("run.sh"))"
        }) { session in
            try await body(PickerRun(session: session))
        }
    }
}

extension PickerRun {
    /// Waits until moodpick runs in the pane and has turned echo off on its terminal (docs/CONTRACT.md §8):
    /// from then on, keys sent to the pane are moodpick's, even before its first frame.
    func waitForEchoOff(timeoutSeconds: Double = 20) async throws {
        let tty = try await session.display("#{pane_tty}")
        let stty = try Processes.which("stty")
        try await Wait.until(
            "moodpick to turn echo off on its terminal", timeoutSeconds: timeoutSeconds, every: .milliseconds(20),
            look: { () async throws -> (running: Bool, modes: String) in
                let modes = try await Processes.run(stty, ["-F", tty, "-a"]).out
                let running = !Processes.descendants(of: try await session.panePID(), named: "moodpick").isEmpty
                return (running, modes)
            },
            describe: { "running: \($0.running); stty -a: \($0.modes)" }
        ) { seen in
            seen.running && seen.modes.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == ";" }).contains("-echo")
        }
    }
}

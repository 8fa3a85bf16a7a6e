import Testing
@testable import MoodpickCore

/// Text whose scalars are each a cluster one column wide (`DisplayWidth.isOneColumnPerScalar`)
/// is measured and cut by scalars: every scalar of the set is checked against the general rule,
/// and `Clip` and `DisplayText.truncated` against the cluster walk they did before
/// (`PaintReference`).
@Suite("DisplayWidth: one column per scalar")
struct OneColumnScalarsTests {
    /// Every scalar `isOneColumnCluster` accepts.
    static let members: [Unicode.Scalar] = (0...0x2FFF).compactMap { value in
        DisplayWidth.isOneColumnCluster(UInt32(value)) ? Unicode.Scalar(UInt32(value)) : nil
    }

    @Test("every scalar of the set is one column, also to a terminal measuring code points")
    func widths() {
        #expect(Self.members.count > 500)
        for scalar in Self.members {
            let character = Character(scalar)
            #expect(DisplayWidth.columns(of: character) == 1, "U+\(String(scalar.value, radix: 16))")
            #expect(DisplayWidth.worstCaseColumns(of: character) == 1, "U+\(String(scalar.value, radix: 16))")
        }
    }

    @Test("no scalar of the set joins a neighbour into one cluster")
    func standsAlone() {
        // One of each range, and itself: Grapheme_Cluster_Break Other on both sides means a break.
        let neighbours: [Unicode.Scalar] = [" ", "e", "\u{A0}", "·", "…", "←", "─", "●", "\u{25FC}"]
        for scalar in Self.members {
            for neighbour in neighbours + [scalar] {
                var text = String.UnicodeScalarView()
                text.append(scalar)
                text.append(neighbour)
                #expect(String(text).count == 2, "U+\(String(scalar.value, radix: 16)) U+\(String(neighbour.value, radix: 16))")
                #expect(String(String.UnicodeScalarView([neighbour, scalar])).count == 2)
            }
        }
    }

    @Test("controls, the soft hyphen, separators and emoji-presentation shapes are left out", arguments: [
        0x00, 0x09, 0x1F, 0x7F, 0x80, 0x9F, 0xAD, 0x300, 0x200B, 0x200D, 0x2028, 0x25FD, 0x25FE, 0x1F600,
    ] as [UInt32])
    func excluded(value: UInt32) {
        #expect(!DisplayWidth.isOneColumnCluster(value))
    }

    static let texts = [
        "", "abc", "a b c", String(repeating: "─", count: 12), "●", "▕", "▏", "←/→ move · enter choose · esc cancel",
        "café naïve", "½ «x» ¿", "‘quoted’ — dash…", "e\u{301}─", "─\u{301}", "😀 happy", "日本語", "a\u{200D}b",
        "x\u{AD}y", "◽◾", "🇦🇦", "▶\u{FE0F}", "x\ty", "ab\r\ncd", "─ ─ ─", "\u{A0}\u{A0}",
    ]

    @Test("Clip places the spans the cluster walk placed", arguments: [-3, 0, 2, 7])
    func clip(column: Int) {
        for text in Self.texts {
            for limit in [0, 1, 3, 8, 20, 80] {
                var fast = FrameLine(), reference = FrameLine()
                Clip.append(text, at: column, style: Style(attributes: .bold), to: &fast, limit: limit)
                PaintReference.clip(text, at: column, style: Style(attributes: .bold), to: &reference, limit: limit)
                #expect(fast == reference, "\(text.debugDescription) at \(column), limit \(limit)")
            }
        }
    }

    @Test("DisplayText.truncated cuts as the cluster walk cut", arguments: [false, true])
    func truncated(ascii: Bool) {
        for text in Self.texts {
            for columns in [-1, 0, 1, 2, 3, 5, 11, 12, 13, 40] {
                let fast = DisplayText.truncated(text, toColumns: columns, ascii: ascii)
                let reference = PaintReference.truncated(text, toColumns: columns, ascii: ascii)
                #expect(fast.text == reference.text && fast.columns == reference.columns, "\(text.debugDescription) to \(columns)")
            }
        }
    }

    @Test("DisplayText.repeated is String(repeating:count:)", arguments: [
        ("─", 0), ("─", 1), ("─", 70), ("-", 5), ("", 3), ("ab", 2), ("😀", 3), ("e\u{301}", 2),
    ])
    func repeated(text: String, count: Int) {
        #expect(DisplayText.repeated(text, count: count) == String(repeating: text, count: count))
    }

    /// Rows of strip-like spans: emoji cells with padding, text cells, a lone combining mark, an
    /// empty span, spans that touch.
    static let stripRows: [[Span]] = [
        [Span(column: 0, text: "  😀  "), Span(column: 6, text: "😢"), Span(column: 10, text: "😡 x"), Span(column: 20, text: "👨‍👩‍👧")],
        [Span(column: 1, text: "alpha"), Span(column: 7, text: "βeta"), Span(column: 12, text: "\u{301}x"), Span(column: 15, text: "")],
        [Span(column: 2, text: "日本語"), Span(column: 8, text: "e\u{301}e\u{301}"), Span(column: 11, text: "🇦🇦 ─")],
    ]

    @Test("FrameLine.overlay and drawsGlyph give what the cluster walk over every span gave", arguments: Array(0..<3))
    func overlay(row: Int) {
        let line = FrameLine(spans: Self.stripRows[row])
        for column in -1..<26 {
            #expect(line.drawsGlyph(at: column) == PaintReference.drawsGlyph(line, at: column), "row \(row) column \(column)")
            for text in ["▕", "▏▏", "😀", ""] {
                var overlaid = line
                overlaid.overlay(Span(column: column, text: text))
                #expect(overlaid == PaintReference.overlay(Span(column: column, text: text), on: line), "\(text) at \(column) on row \(row)")
            }
        }
    }

    @Test("DisplayWidth.widths is columns(of:) and worstCaseColumns(of:), for every scalar and the table's clusters")
    func widthsTogether() {
        var characters: [Character] = Self.texts.flatMap { Array($0) }
        characters += ["👨‍👩‍👧", "👍🏽", "☝🏽", "❤️", "1️⃣", "🇦🇦", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "\r\n", "e\u{301}"]
        for value in 0...0x3FFFF where !(0xD800...0xDFFF).contains(value) {
            characters.append(Character(Unicode.Scalar(UInt32(value))!))
        }
        for character in characters {
            let widths = DisplayWidth.widths(of: character)
            guard widths.columns == DisplayWidth.columns(of: character), widths.worstCase == DisplayWidth.worstCaseColumns(of: character) else {
                Issue.record("\(character.unicodeScalars.map { String($0.value, radix: 16) })")
                continue
            }
        }
    }
}

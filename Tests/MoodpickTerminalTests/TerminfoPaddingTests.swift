import Testing
@testable import MoodpickTerminal

/// Padding such as vt100's `$<5>` never reaches the screen.
@Suite("Terminfo padding")
struct TerminfoPaddingTests {
    @Test("padding specifications are stripped, everything else kept", arguments: [
        ("\u{1B}[K$<3>", "\u{1B}[K"), ("\u{1B}[1;1H$<5>", "\u{1B}[1;1H"), ("\u{1B}[H\u{1B}[J$<50>", "\u{1B}[H\u{1B}[J"),
        ("a$<2*>b", "ab"), ("a$<2/>b", "ab"), ("a$<1.5*/>b", "ab"), ("$<5>$<5>", ""), ("\u{1B}M$<5>x", "\u{1B}Mx"),
        ("$", "$"), ("$<", "$<"), ("$<>", "$<>"), ("$<x>", "$<x>"), ("$<5", "$<5"), ("a$b", "a$b"), ("\u{1B}[m", "\u{1B}[m"),
    ])
    func stripped(input: String, output: String) {
        #expect(TerminfoPadding.stripped(Array(input.utf8)) == Array(output.utf8))
    }
}

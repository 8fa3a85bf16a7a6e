import Foundation
import Testing

/// The locale (docs/CONTRACT.md §8, docs/TERMINAL.md, appendix A.6): no UTF-8 locale means an ASCII picture;
/// a UTF-8 locale that is not installed still means UTF-8; `--ascii` forces ASCII. The
/// chosen item is printed with its original bytes in every case.
@Suite("Locale in tmux")
struct LocaleTests {
    /// Whether the screen shows the ASCII picture with mood `index` centered: its label in the
    /// highlighted cell and under the strip, the next mood's label beside it, and not one
    /// non-ASCII scalar anywhere on the screen.
    static func showsASCII(_ screen: Screen, index: Int) -> Bool {
        let highlighted = screen.strip.glyphs.filter(\.reverse).map(\.text).joined()
        return screen.label == Moods.labels[index]
            && highlighted.trimmingCharacters(in: .whitespaces) == Moods.labels[index]
            && screen.strip.text.contains(Moods.labels[index + 1])
            && screen.counter.map { $0.index == index + 1 && $0.count == Moods.lines.count } == true
            && screen.text.unicodeScalars.allSatisfy(\.isASCII)
    }

    @Test("ASCII labels in the cells, nothing but ASCII on screen, the choice in UTF-8",
          arguments: [
              (["LANG=C"], [String]()),
              (["LANG=C.UTF-8"], ["--ascii"]),
              (["LC_ALL=C.UTF-8"], ["--ascii"]),
          ])
    func ascii(locale: [String], arguments: [String]) async throws {
        try await PickerRun.with(items: Moods.input, locale: locale, arguments: arguments) { run in
            let first = try await run.session.waitForRest("the ASCII picture with `happy` centered") {
                Self.showsASCII($0, index: 0)
            }
            #expect(!first.contains("😀"), "\(first)")
            try await run.session.send("Right")
            try await run.session.waitForRest("the ASCII picture with `sad` centered") { Self.showsASCII($0, index: 1) }
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.stdout == Data("😢 sad\n".utf8), "stdout: \(result.out)")
        }
    }

    @Test("a UTF-8 locale that is not installed still means UTF-8: the emoji show",
          arguments: [["LANG=en_US.UTF-8"], ["LC_ALL=en_US.utf8"], ["LANG=C", "LC_CTYPE=de_DE.UTF-8"]])
    func missingUTF8Locale(locale: [String]) async throws {
        try await PickerRun.with(items: Moods.input, locale: locale) { run in
            try await run.session.waitForRest("😀 centered under \(locale)") { $0.showsMood(0, cols: 80) }
            try await run.session.send("Right")
            let screen = try await run.session.waitForRest("😢 centered under \(locale)") { $0.showsMood(1, cols: 80) }
            #expect(screen.stripColumn(of: "😀") == 33, "strip: \(screen.strip.text)")
            #expect(screen.stripColumn(of: "😡") == 45, "strip: \(screen.strip.text)")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.stdout == Data("😢 sad\n".utf8), "stdout: \(result.out)")
        }
    }
}

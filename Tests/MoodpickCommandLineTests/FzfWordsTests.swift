import Testing
@testable import MoodpickCommandLine
@testable import MoodpickCore

/// fzf's words (issue 33, docs/CONTRACT.md §19): the layout options read as fzf writes them,
/// fzf's options with no use here say what to use instead, and a misspelt option is answered
/// with the nearest name in the option table.
@Suite("fzf's words")
struct FzfWordsTests {
    @Test("a misspelt option names the nearest one", arguments: [
        ("--hieght", "--height"), ("--fullscren", "--fullscreen"), ("--revers", "--reverse"), ("--layuot", "--layout"),
        ("--previwe", "--preview"), ("--mutli", "--multi"), ("--no-animaton", "--no-animation"),
    ])
    func didYouMean(word: String, near: String) {
        #expect(throws: UsageError("unknown option '\(word)' (did you mean \(near)?)")) { try ArgumentScanner.scan([word]) }
    }

    @Test("a word far from every option gets no guess")
    func noGuess() {
        #expect(throws: UsageError("unknown option '--frobnicate'")) { try ArgumentScanner.scan(["--frobnicate"]) }
    }

    @Test("fzf's options with no use here say what to use instead, in one line", arguments: [
        "--bind", "--bind=ctrl-j:accept", "--expect", "--tiebreak", "--nth", "--info", "--cycle", "--margin", "--pointer", "--walker",
    ])
    func fzfOnly(word: String) throws {
        let name = String(word.dropFirst(2).prefix { $0 != "=" })
        do {
            _ = try ArgumentScanner.scan([word, "value"])
            Issue.record("\(word) was taken")
        } catch {
            #expect(error.description.hasPrefix("--\(name) is fzf's and has no use here: "))
            #expect(!error.description.contains("\n"))
            #expect(error.description.count > "--\(name) is fzf's and has no use here: ".count + 10)
        }
    }

    @Test("the edit distance counts a swap of neighbours as one edit", arguments: [
        ("hieght", "height", 1), ("height", "height", 0), ("heigh", "height", 1), ("", "abc", 3), ("mouse", "house", 1), ("ab", "ba", 1),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(FzfWords.editDistance(a, b) == distance)
    }

    @Test("--preview-window is read as fzf writes it", arguments: [
        ("right", PreviewWindow(side: .right, size: .percent(50))), ("right:50%", PreviewWindow(side: .right, size: .percent(50))),
        ("down,10", PreviewWindow(side: .down, size: .cells(10))), ("40%:down", PreviewWindow(side: .down, size: .percent(40))),
        ("bottom:3", PreviewWindow(side: .down, size: .cells(3))), ("30", PreviewWindow(side: .auto, size: .cells(30))),
    ])
    func previewWindow(text: String, window: PreviewWindow) throws {
        #expect(try PreviewWindow(parsing: text) == window)
    }

    @Test("--preview-window refuses what it cannot draw", arguments: ["up", "left:50%", "right:0%", "right:100%", "wrap", "hidden"])
    func previewWindowRefused(text: String) {
        #expect(throws: UsageError.self) { try PreviewWindow(parsing: text) }
    }

    @Test("--layout's names: the strip, fzf's default, and the upright ones")
    func layoutNames() {
        #expect(LayoutName.strip.orientation == .horizontal)
        #expect(LayoutName.default.orientation == .horizontal)
        #expect(LayoutName.vertical.orientation == .vertical(promptAtTop: false))
        #expect(LayoutName.reverseList.orientation == .vertical(promptAtTop: false))
        #expect(LayoutName.reverse.orientation == .vertical(promptAtTop: true))
    }
}

import Foundation
import Testing

/// `--delimiter`, `--with-nth`, `--accept-nth` and `--header` in the picker, and long text cells
/// (docs/CONTRACT.md §12): headless replays through the real binary, and one run in tmux.
@Suite("Fields, the header and long text cells in the picker")
struct FieldsReplayTests {
    /// Branch names and subjects, as `git for-each-ref --format='%(refname:short)%09%(subject)'`
    /// prints them.
    static let refs = "main\tInitial commit\nfeature/login\tAdd the login form\nfix/crash\tFix the crash on start\n"
    static let tab = "\t"

    @Test("a tab-separated file: the cells and label show field 2, Enter prints field 1")
    func fields() async throws {
        let (result, rows) = try await Moodpick.replayScreen("0 key right\n500 key enter\n", items: Self.refs,
                                              ["--delimiter", Self.tab, "--with-nth", "2", "--accept-nth", "1"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "feature/login\n")
        #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == "Add the login form" }, "\(rows)")
        // Three cells share the 80 columns (docs/CONTRACT.md §3): each field whole.
        #expect(rows.contains { $0 == "             Initial commit  ▕ Add the login form ▏  Fix the crash on start" }, "\(rows)")
        #expect(!rows.contains { $0.contains("feature/") }, "\(rows)")
    }

    @Test("typing matches the shown field only: `fix` finds the crash fix by its subject, not its branch name")
    func fieldsFilter() async throws {
        let script = "0 key c\n10 key r\n20 key a\n600 key enter\n"
        let (result, rows) = try await Moodpick.replayScreen(script, items: Self.refs, ["--delimiter", Self.tab, "--with-nth", "2", "--accept-nth", "1"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "fix/crash\n")
        #expect(rows.first?.hasSuffix("1/1 of 3") == true, "\(rows)")  // one match of three
        // The branch names are not shown, so they are not matched either.
        let (none, _) = try await Moodpick.replayScreen("0 key /\n600 key enter\n", items: Self.refs, ["--delimiter", Self.tab, "--with-nth", "2"])
        #expect(none.status == 1, "stderr: \(none.err)")
    }

    @Test("--accept-nth prints each marked item's fields with --multi")
    func marked() async throws {
        let (result, _) = try await Moodpick.replayScreen("0 key tab\n10 key tab\n500 key enter\n", items: Self.refs,
                                           ["--delimiter", Self.tab, "--with-nth", "2", "--accept-nth", "1", "--multi=0"])
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "main\nfeature/login\n")
    }

    @Test("--header: a line right above the strip, full screen; inline on its own row after the prompt")
    func header() async throws {
        let (result, rows) = try await Moodpick.replayScreen("500 key enter\n", items: "😀 happy\n😢 sad\n", ["--header", "How do you feel?", "--fullscreen"])
        #expect(result.status == 0, "stderr: \(result.err)")
        let strip = try #require(rows.firstIndex { $0.contains("😀 ▏  😢") }, "\(rows)")
        #expect(rows[strip - 1] == "How do you feel?", "\(rows)")
        let (inline, lines) = try await Moodpick.replayScreen("500 key enter\n", items: "😀 happy\n😢 sad\n", ["--header", "How do you feel?", "--height", "6"])
        #expect(inline.status == 0, "stderr: \(inline.err)")
        #expect(lines.count > 2 && lines[1] == "How do you feel?", "\(lines)")
        #expect(lines.count > 2 && lines[2].contains("😀 ▏  😢"), "\(lines)")
    }

    @Test("30 branches feature/JIRA-10NN-…: the cells read past the shared prefix; a query shows the match")
    func longCells() async throws {
        let branches = (1001...1030).map { "feature/JIRA-\($0)-refactor-login-flow\n" }.joined()
        let (result, rows) = try await Moodpick.replayScreen("500 key enter\n", items: branches, ["--fullscreen"])
        #expect(result.out == "feature/JIRA-1001-refactor-login-flow\n", "stderr: \(result.err)")
        #expect(rows.contains { $0.contains("…1001-…-flow ▏  …1002-…-flow") }, "\(rows)")
        let (typed, matched) = try await Moodpick.replayScreen("0 key f\n10 key l\n20 key o\n30 key w\n600 key enter\n", items: branches, ["--fullscreen"])
        #expect(typed.status == 0, "stderr: \(typed.err)")
        // `flow` shows in the start-and-end form, so the cells keep their ticket numbers.
        #expect(matched.contains { $0.contains("…1001-…-flow ▏  …1002-…-flow") }, "\(matched)")
    }

    @Test("tmux: for-each-ref-like input with --delimiter TAB --with-nth 2 --accept-nth 1 shows subjects, prints the branch")
    func forEachRef() async throws {
        let refs = (1...40).map { "feature/JIRA-\(1000 + $0)\tRefactor part \($0) of the login flow\n" }.joined()
        try await PickerRun.with(items: refs, arguments: ["--delimiter", Self.tab, "--with-nth", "2", "--accept-nth", "1"]) { run in
            try await run.session.waitFor("the picker") { $0.label == "Refactor part 1 of the login flow" }
            try await run.session.sendLiteral("part 17")
            let screen = try await run.session.waitForRest("part 17 alone") { $0.label == "Refactor part 17 of the login flow" }
            #expect(screen[0].text.hasSuffix("1/1 of 40"), "row 0: \(screen[0].text)")
            #expect(!screen.contains("feature/"), "branch names are not shown")
            try await run.session.send("Enter")
            let result = try await run.waitForExit()
            #expect(result.status == 0, "stderr: \(result.err)")
            #expect(result.out == "feature/JIRA-1017\n")
        }
    }
}

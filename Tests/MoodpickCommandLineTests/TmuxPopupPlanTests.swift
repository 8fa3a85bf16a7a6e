import MoodpickCommandLine
import Testing

/// `--tmux`'s decisions without a process: where the picker runs, the popup's size, the argument
/// vector the popup gets and the tmux command lines (docs/CONTRACT.md §16).
@Suite("tmux popup plan")
struct TmuxPopupPlanTests {
    private func situation(tmux: String? = "/tmp/tmux-0/default,1,0", version: String? = "tmux 3.3a", headless: Bool = false,
                           rows: Int? = 5) -> TmuxPopupPlan.Situation {
        TmuxPopupPlan.Situation(tmuxEnvironment: tmux, tmuxVersion: version, headless: headless, pictureRows: rows)
    }

    @Test("inside tmux 3.3 it pops up; outside tmux, headless or with an older tmux it runs here")
    func decision() throws {
        #expect(try TmuxPopupPlan.decide(size: "", in: situation()) == .popup(width: "80%", height: "7"))
        #expect(try TmuxPopupPlan.decide(size: "", in: situation(tmux: nil)) == .runHere)
        #expect(try TmuxPopupPlan.decide(size: "", in: situation(tmux: "")) == .runHere)
        #expect(try TmuxPopupPlan.decide(size: "", in: situation(headless: true)) == .runHere)
        #expect(try TmuxPopupPlan.decide(size: "", in: situation(version: "tmux 3.2a")) == .runHere)
        #expect(try TmuxPopupPlan.decide(size: "", in: situation(version: nil)) == .runHere)
    }

    @Test("SIZE sets the width and the height; by default the popup is as high as the picture and its border", arguments: [
        ("60%", 5, "60%", "7"), ("60%,12", 5, "60%", "12"), ("50,20%", nil, "50", "20%"), ("", nil, "80%", "80%"), ("", 9, "80%", "11"),
    ] as [(String, Int?, String, String)])
    func size(size: String, rows: Int?, width: String, height: String) throws {
        #expect(try TmuxPopupPlan.decide(size: size, in: situation(rows: rows)) == .popup(width: width, height: height))
    }

    @Test("a popup larger than the client is cut to it, as fzf does; percentages and what fits stay as asked", arguments: [
        ("", 37, "80%", "10"), ("100%,40", 5, "100%", "10"), ("100,10", 5, "40", "10"), ("50,9", 5, "40", "9"), ("30,8", 37, "30", "8"),
        ("", nil, "80%", "80%"), ("100%,100%", 5, "100%", "100%"), ("", 5, "80%", "7"),
    ] as [(String, Int?, String, String)])
    func clampedToClient(size: String, rows: Int?, width: String, height: String) throws {
        var small = situation(rows: rows)
        small.client = (columns: 40, rows: 10)
        #expect(try TmuxPopupPlan.decide(size: size, in: small) == .popup(width: width, height: height))
    }

    @Test("a bad SIZE is a usage error, inside tmux or not", arguments: ["0%", "101%", "0", "-5", "+5", "a", "80%,", ",5", "1,2,3", "5%%"])
    func badSize(size: String) {
        #expect(throws: UsageError.self) { try TmuxPopupPlan.decide(size: size, in: situation(tmux: nil)) }
    }

    @Test("tmux versions", arguments: [
        ("tmux 3.3a", true), ("tmux 3.3", true), ("tmux 3.4", true), ("tmux 4.0", true), ("tmux next-3.5", true), ("tmux master", true),
        ("tmux 3.2a", false), ("tmux 2.9", false), ("tmux openbsd-7.4", true), ("tmux", false), ("", false),
    ])
    func versions(line: String, recent: Bool) {
        #expect(TmuxPopupPlan.isRecent(line) == recent)
    }

    @Test("the popup's arguments are the caller's without --tmux, values and items kept as they are", arguments: [
        (["--tmux", "a", "b"], ["a", "b"]),
        (["--tmux=60%", "--emoji"], ["--emoji"]),
        (["--prompt", "--tmux", "--tmux"], ["--prompt", "--tmux"]),
        (["--color", "--tmux", "x"], ["--color", "--tmux", "x"]),
        (["--multi", "--tmux", "--", "--tmux", "$(touch x)"], ["--multi", "--", "--tmux", "$(touch x)"]),
        (["--prompt=--tmux", "--tmux", "-"], ["--prompt=--tmux", "-"]),
    ])
    func innerArguments(arguments: [String], expected: [String]) {
        #expect(TmuxPopupPlan.innerArguments(arguments) == expected)
    }

    @Test("display-popup gets an argument vector: the executable and a word, so no shell reads it")
    func popupArguments() {
        let arguments = TmuxPopupPlan.popupArguments(width: "80%", height: "7", pane: "%3", directory: "/tmp/d x", executable: "/opt/my bin/moodpick")
        #expect(arguments == ["display-popup", "-E", "-w", "80%", "-h", "7", "-t", "%3", "-e", "MOODPICK_TMUX_POPUP=/tmp/d x", "--",
                              "/opt/my bin/moodpick", TmuxPopupPlan.popupWord])
        #expect(TmuxPopupPlan.popupArguments(width: "1", height: "2", pane: nil, directory: "/d", executable: "m").contains("-t") == false)
        #expect(TmuxPopupPlan.closeArguments(pane: "%3") == ["display-popup", "-C", "-t", "%3"])
    }
}

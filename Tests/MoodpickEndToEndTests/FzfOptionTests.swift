import Foundation
import Testing

/// fzf's one-letter options and the options of fzf's names (issue 22), run side by side with
/// Debian's fzf 0.38 where fzf can run without a terminal (`--filter`, and `-1`/`-0`, which
/// decide before anything is drawn). fzf is installed by `.ci/run`.
@Suite("fzf's options")
struct FzfOptionTests {
    static let input = "A\nab\nb\nxb\nBa\nbab\npayment-flow\nfix/payment\n"

    /// Runs fzf and moodpick with the same arguments on `input`: their stdout and status.
    private static func both(_ arguments: [String], input: String = input) async throws -> (fzf: ProcessResult, ours: ProcessResult) {
        let fzf = try Processes.which("fzf")
        let theirs = try await Processes.run(fzf, arguments, stdin: Data(input.utf8))
        let ours = try await Moodpick.run(arguments, input: input)
        return (theirs, ours)
    }

    @Test("the same lines, in the same order and with the same status, as fzf", arguments: [
        ["-f", "b"], ["-fb"], ["-f", "b", "-e"], ["-f", "'b", "-e"], ["-f", "B"], ["-f", "B", "-i"], ["-f", "b", "+i"],
        ["-f", "B", "+i"], ["-f", "b", "+s"], ["-f", "b", "--tac"], ["-f", "", "--tac", "+s"], ["-f", "pmt"], ["-f", "pmt", "-e"],
        ["-f", "b", "--exact"], ["-f", "zz"],
        ["-f", "zz", "--print-query"], ["-f", "b", "--print-query"], ["-f", "b", "-m2"], ["+m", "-f", "b"],
    ])
    func sameAsFzf(arguments: [String]) async throws {
        let (theirs, ours) = try await Self.both(arguments)
        #expect(theirs.status == ours.status, "fzf: \(theirs.err) ours: \(ours.err)")
        #expect(theirs.out == ours.out, "\(arguments)")
    }

    /// fzf 0.38 has only `-i` and `+i`; the long forms are newer fzf's names for them.
    @Test("--ignore-case and --no-ignore-case mean fzf's -i and +i; the last one wins", arguments: [
        (["--ignore-case"], ["-i"]), (["--no-ignore-case"], ["+i"]), (["--ignore-case", "+i"], ["+i"]),
        (["--no-ignore-case", "-i"], ["-i"]), ([], []),
    ])
    func longCaseNames(ours: [String], theirs: [String]) async throws {
        let fzf = try Processes.which("fzf")
        for query in ["B", "b", "Ba"] {
            let expected = try await Processes.run(fzf, ["-f", query] + theirs, stdin: Data(Self.input.utf8))
            let got = try await Moodpick.run(["-f", query] + ours, input: Self.input)
            #expect(got.out == expected.out && got.status == expected.status, "\(ours) \(query)")
        }
    }

    @Test("fzf's idioms: -1 -q X chooses the one match and -0 -q X ends on none, before drawing anything", arguments: [
        (["-1", "-q", "fix/pay"], 0, "fix/payment\n"),
        (["-1", "-qfix/pay"], 0, "fix/payment\n"),
        (["--select-1", "--query", "'bab"], 0, "bab\n"),
        (["-0", "-q", "zzz"], 1, ""),
        (["-0", "-1", "-q", "zzz"], 1, ""),
        (["-0", "-q", "zzz", "--print-query"], 1, "zzz\n"),
        (["-1", "-q", "fix/pay", "--print-query"], 0, "fix/pay\nfix/payment\n"),
        (["-1", "-q", "XB", "-i", "-e"], 0, "xb\n"),
    ] as [([String], Int32, String)])
    func selectOneAndExitZero(arguments: [String], status: Int32, out: String) async throws {
        // No terminal here (setsid): a run that had to draw would fail.
        let ours = try await Moodpick.run(arguments, input: Self.input)
        #expect(ours.status == status, "stderr: \(ours.err)")
        #expect(ours.out == out)
        #expect(ours.err.isEmpty, "stderr: \(ours.err)")
        let fzf = try Processes.which("fzf")
        let theirs = try await Processes.run(fzf, arguments, stdin: Data(Self.input.utf8))
        #expect(theirs.status == status && theirs.out == out, "fzf: \(theirs.out) \(theirs.err)")
    }

    @Test("-1 with a query of two matches and -0 with one must draw: without a terminal, they fail rather than guess")
    func undecided() async throws {
        for arguments in [["-1", "-q", "payment"], ["-0", "-q", "fix/pay"]] {
            let ours = try await Moodpick.run(arguments, input: Self.input)
            #expect(ours.status == 2, "\(arguments): \(ours.err)")
            #expect(ours.out.isEmpty)
            #expect(ours.err.contains("no terminal"), "\(ours.err)")
        }
    }

    @Test("--tac: the last item read is the first, also for -1 on items given as arguments")
    func tac() async throws {
        let listed = try await Moodpick.run(["--filter", "", "--tac", "a", "b", "c"])
        #expect(listed.out == "c\nb\na\n")
        let one = try await Moodpick.run(["-1", "-q", "b", "--tac", "b", "ab", "c"])
        #expect(one.status == 2, "two matches: the picker would be drawn: \(one.err)")
        let index = try await Moodpick.run(["-1", "-q", "ab", "--tac", "--output", "index"], input: "b\nab\nc\n")
        #expect(index.out == "1\n", "the index in the reversed list: \(index.out)")
    }

    /// `branch TAB subject`, and lines with `:`, `,` and runs of blanks.
    static let fieldInput = "main\tfix parser\tana\nfix/crash\tadd menu\tbo\ndev:x,y\tmain menu\tChen\na  b   c\nrelease-2\t\tdana\n"

    @Test("--delimiter is a regular expression as in fzf: the same lines as fzf for each", arguments: [
        ["-d", "\\t", "--with-nth", "2", "-f", "main"], ["--delimiter", "\\t", "--with-nth", "3", "-f", "^bo"],
        ["-d", "[:,]", "--with-nth", "2", "-f", "x"], ["-d", "[:,]", "--with-nth", "3", "-f", "y"],
        ["-d", "\\s+", "--with-nth", "2", "-f", "b"], ["-d", "\\s+", "--with-nth", "3", "-f", "menu"],
        ["-d", "\\t+|:", "--with-nth", "2", "-f", "x"], ["-d", "\\.", "-f", "main"], ["-d:", "--with-nth", "1", "-f", "dev"],
    ])
    func delimiterAsFzf(arguments: [String]) async throws {
        let (theirs, ours) = try await Self.both(arguments, input: Self.fieldInput)
        #expect(!theirs.out.isEmpty, "a query that matches: \(arguments)")
        #expect(Set(theirs.out.split(separator: "\n")) == Set(ours.out.split(separator: "\n")), "\(arguments): \(ours.err)")
        #expect(theirs.status == ours.status)
    }

    @Test("fzf's idiom --delimiter '\\t' --accept-nth 2 prints what cut -f 2 prints")
    func tabAcceptNth() async throws {
        let cut = try Processes.which("cut")
        let tabbed = "main\tfix parser\tana\nfix/crash\tadd menu\tbo\nrelease-2\t\tdana\n"
        let expected = try await Processes.run(cut, ["-f", "2"], stdin: Data(tabbed.utf8))
        let ours = try await Moodpick.run(["--filter", "", "--delimiter", "\\t", "--accept-nth", "2"], input: tabbed)
        #expect(ours.status == 0, "\(ours.err)")
        #expect(ours.out == expected.out)
        let chosen = try await Moodpick.run(["-1", "-q", "crash", "-d", "\\t", "--accept-nth", "2"], input: tabbed)
        #expect(chosen.out == "add menu\n", "\(chosen.err)")
    }

    @Test("a pattern outside the subset is a usage error that names it", arguments: ["(a|b)", "^a", "a{2}", "[a", "\\b", "a*"])
    func refusedDelimiter(pattern: String) async throws {
        let ours = try await Moodpick.run(["--filter", "", "--delimiter", pattern], input: "a\n")
        #expect(ours.status == 64)
        #expect(ours.err.contains("--delimiter '\(pattern)'"), "\(ours.err)")
    }

    /// `git branch --color=always`: the current branch green, a remote red.
    static let branches = "\u{1B}[32m* main\u{1B}[m\n  dev\n  \u{1B}[31mremotes/origin/fix-payment\u{1B}[m\n  feature/pay\n"

    @Test("--ansi: the sequences are neither matched nor printed, the same lines as fzf --ansi", arguments: [
        "", "m", "main", "pay", "[m", "32", "^*", "origin",
    ])
    func ansiAsFzf(query: String) async throws {
        let (theirs, ours) = try await Self.both(["--ansi", "-f", query], input: Self.branches)
        #expect(theirs.status == ours.status, "\(ours.err)")
        #expect(theirs.out == ours.out, "query \(query)")
        #expect(!ours.out.contains("\u{1B}"))
    }

    @Test("--ansi with -1 -q prints the chosen branch without its colors; without --ansi the bytes stay")
    func ansiChosen() async throws {
        let chosen = try await Moodpick.run(["--ansi", "-1", "-q", "main"], input: Self.branches)
        #expect(chosen.out == "* main\n", "\(chosen.err)")
        let raw = try await Moodpick.run(["-f", "main"], input: Self.branches)
        #expect(raw.out.hasPrefix("\u{1B}[32m* main"), "\(raw.out)")
    }
}

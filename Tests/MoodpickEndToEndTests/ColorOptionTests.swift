import Foundation
import Testing

/// `--color` on the command line (docs/CONTRACT.md §11): good specs run, a bad entry is a usage
/// error (64) that quotes it.
@Suite("--color on the command line")
struct ColorOptionTests {
    @Test("good specs are accepted",
          arguments: ["dark", "light", "16", "bw", "bw,current:reverse", "fg:-1,bg:0 hl:#ff8800:bold", "mark:bright-cyan:underline",
                      "current-bg:236,label:italic:regular", "prompt:4,query:7,info:8,help:243,marker:5,preview:1,faded1:252"])
    func good(spec: String) async throws {
        let result = try await Moodpick.run(["--select-1", "--color", spec], input: "only\n")
        #expect(result.status == 0, "stderr: \(result.err)")
        #expect(result.out == "only\n")
    }

    @Test("a bad entry exits 64 and the message quotes it",
          arguments: [("nosuch", "nosuch"), ("fg:256", "fg:256"), ("dark,label:#12345", "label:#12345"), ("hl:red:blue", "hl:red:blue"),
                      ("hl:shiny", "hl:shiny"), ("colour:1", "colour:1"), ("mark:", "mark:")])
    func bad(spec: String, entry: String) async throws {
        let result = try await Moodpick.run(["--select-1", "--color", spec], input: "only\n")
        #expect(result.status == 64, "stderr: \(result.err)")
        #expect(result.err.contains("'\(entry)'"), "stderr: \(result.err)")
        #expect(result.stdout.isEmpty)
    }
}

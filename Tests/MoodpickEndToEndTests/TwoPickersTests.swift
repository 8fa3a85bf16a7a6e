import Foundation
import Testing

/// `moodpick a b | moodpick`: two pickers take the terminal at once, and the second may save
/// the first's raw modes. After both, the terminal's modes are the shell's again. The race
/// went wrong in 3 runs of 4, so the pipeline runs several times.
@Suite("Two pickers in a pipeline")
struct TwoPickersTests {
    @Test("the terminal is not left raw after `moodpick a b | moodpick`")
    func pipeline() async throws {
        try await ShellRun.with { shell in
            let session = shell.session
            try await session.type(#"s1=$(stty -g); echo saved"#)
            try await shell.waitForLine("saved")
            for run in 1...4 {
                try await session.type(
                    #"clear; x=$(LANG=C.UTF-8 "$MP" --fullscreen alpha beta | LANG=C.UTF-8 "$MP" --fullscreen); echo "run=\#(run) got=[$x]"; "#
                        + #"[ "$s1" = "$(stty -g)" ] && echo "same-\#(run)" || echo "changed-\#(run)""#)
                try await session.waitForRest("the first picker") { $0.text.contains("alpha") && $0.text.contains("1/2") }
                try await session.send("Enter")
                try await session.waitForRest("the second picker, offering the first's choice") {
                    $0.text.contains("alpha") && $0.text.contains("1/1")
                }
                try await session.send("Enter")
                let screen = try await session.waitFor("run \(run) to end") {
                    $0.hasLine("same-\(run)") || $0.hasLine("changed-\(run)")
                }
                #expect(screen.hasLine("run=\(run) got=[alpha]"), "\(screen)")
                #expect(screen.hasLine("same-\(run)"), "the terminal's modes changed in run \(run):\n\(screen)")
            }
        }
    }
}

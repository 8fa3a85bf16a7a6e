import MoodpickCommandLine
import Testing

/// The completion scripts offer every option the table has, with its values; the shells' own
/// syntax checks (`bash -n`, `zsh -n`, `fish --no-execute`) run on the installed scripts in
/// the end-to-end InstallTests.
@Suite("Completion scripts")
struct CompletionScriptTests {
    @Test("every visible option, its negation and its value names are in each script",
          arguments: CompletionScript.Shell.allCases)
    func everyOption(shell: CompletionScript.Shell) {
        let script = CompletionScript.text(for: shell)
        for option in Option.allCases {
            let mentioned = shell == .fish ? script.contains("-l '\(option.rawValue)'") : script.contains(option.long)
            #expect(mentioned == !option.spec.hidden, "\(shell): \(option.long)")
            if let negation = option.negation {
                #expect(script.contains(shell == .fish ? "-l '\(negation.dropFirst(2))'" : negation), "\(shell): \(negation)")
            }
            if case .words(let words) = option.spec.completion, !option.spec.hidden {
                #expect(script.contains(words.joined(separator: " ")), "\(shell): values of \(option.long)")
            }
        }
    }

    @Test("bash completes files after the options that take a file")
    func bashFiles() throws {
        let script = CompletionScript.text(for: .bash)
        let fileCase = try #require(script.split(separator: "\n").first { $0.contains("--items|") })
        for option in Option.allCases where option.spec.completion == .file {
            #expect(fileCase.contains(option.long), "\(option.long)")
        }
    }

    @Test("quotes and brackets in help are escaped for zsh and fish")
    func quoting() {
        let zsh = CompletionScript.text(for: .zsh)
        // --color's help names `[BASE,]NAME:COLOR`: brackets and colons escaped in zsh's description.
        #expect(zsh.contains("\\[BASE,\\]NAME\\:COLOR"))
        let fish = CompletionScript.text(for: .fish)
        #expect(fish.contains("fzf\\'s grammar"))
    }
}

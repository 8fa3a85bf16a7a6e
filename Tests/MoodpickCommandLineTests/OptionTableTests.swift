import MoodpickCommandLine
import MoodpickCore
import Testing

/// The option table is the one home of the command line; these are the rules it keeps so that
/// parsing, `--help` and the completions built from it stay unambiguous.
@Suite("Option table")
struct OptionTableTests {
    /// Every name a user can type: the long names, the negations, the short forms.
    private var typedNames: [String] {
        Option.allCases.flatMap { option -> [String] in
            var names = [option.long]
            if let negation = option.negation { names.append(negation) }
            if let short = option.short { names.append("-\(short)") }
            return names
        }
    }

    @Test("no two options can be typed the same way")
    func unique() {
        var seen: Set<String> = []
        for name in typedNames {
            #expect(seen.insert(name).inserted, "\(name) is typed for two options")
        }
    }

    @Test("every long name is lower-case words joined by dashes (or a digit)")
    func names() {
        for option in Option.allCases {
            #expect(option.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(option.long)")
            #expect(!option.rawValue.hasPrefix("-") && !option.rawValue.hasSuffix("-"), "\(option.long)")
        }
    }

    @Test("every option has help that is a sentence")
    func help() {
        for option in Option.allCases {
            let help = option.spec.help
            #expect(help.first?.isUppercase == true, "\(option.long): \(help)")
            #expect(help.hasSuffix("."), "\(option.long): \(help)")
        }
    }

    @Test("options that name a value complete it: files for files, the names for names", arguments: [
        (Option.itemsFile, ValueCompletion.file), (.replay, .file), (.record, .file), (.trace, .file), (.screen, .file),
        (.frames, .file), (.output, .words(["line", "symbol", "label", "index", "json"])),
        (.snap, .words(["nearest", "directional", "threshold", "paging"])),
        (.tone, .words(["light", "medium-light", "medium", "medium-dark", "dark"])),
        (.deceleration, .words(["normal", "fast"])),
    ])
    func completions(option: Option, completion: ValueCompletion) {
        #expect(option.spec.completion == completion)
    }

    @Test("every flag that is a setting can be turned off: only one-off requests (help, version, a shell's script, the bash widget's line) are plain flags")
    func negations() {
        #expect(Option.allCases.filter { $0.spec.arity == .flag } == [.version, .help, .helpAll, .bash, .zsh, .fish, .shellLine])
        for option in Option.allCases where option.spec.arity == .negatable {
            #expect(option.negation != nil, "\(option.long)")
        }
        #expect(Option.multi.negation == "--no-multi")
    }

    @Test("a default that a core type names is taken from there")
    func coreDefaults() throws {
        let parsed = try ArgumentScanner.scan([])
        #expect(try parsed.number(.snapThreshold) == SnapRule.defaultThreshold)
        #expect(try parsed.number(.flickVelocity) == SnapRule.defaultFlickVelocity)
        #expect(try parsed.integer(.maxCellWidth) == CellOptions.defaultMaxCellWidth)
        #expect(parsed.string(.prompt) == StripView.defaultPrompt)
        #expect(try parsed.choice(.output, as: OutputFormat.self) == .line)
        #expect(try parsed.integer(.maxBytes) == Int(UInt32.max))
    }

    @Test("every default reads back through its option's own reader, and flags default to off or on")
    func defaultsRead() throws {
        let parsed = try ArgumentScanner.scan([])
        for option in Option.allCases {
            guard let value = option.spec.defaultValue else { continue }
            switch option.spec.arity {
            case .negatable: #expect(value == "on", "\(option.long): a flag's default is on, or none (off)")
            case .value: #expect(parsed.string(option) == value, "\(option.long)")
            case .flag, .optionalValue, .repeated: Issue.record("\(option.long) takes no default")
            }
        }
        #expect(parsed.flag(.mouse) && parsed.flag(.sort) && !parsed.flag(.jump) && !parsed.flag(.fullscreen))
    }

    @Test("only the installer's option is hidden")
    func hidden() {
        #expect(Option.allCases.filter(\.spec.hidden) == [.generateCompletionScript])
    }
}

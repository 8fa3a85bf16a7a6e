/// The shell completions `make install` puts in place, written from `Option`'s table so they
/// offer exactly the options moodpick takes, with their values where a shell can help: the
/// names `--output`, `--snap`, `--tone` and `--deceleration` take, and file names after
/// `--items` and the recording options (docs/CONTRACT.md §14).
package enum CompletionScript {
    package enum Shell: String, CaseIterable, Sendable {
        case bash, zsh, fish
    }

    package static func text(for shell: Shell) -> String {
        switch shell {
        case .bash: return bash
        case .zsh: return zsh
        case .fish: return fish
        }
    }

    /// The options a shell offers: the hidden one left out.
    private static var offered: [Option] { Option.allCases.filter { !$0.spec.hidden } }

    /// Every name typed for an option: `--mouse` and `--no-mouse`, `-h` and `--help`.
    private static func names(_ option: Option) -> [String] {
        var names = [option.long]
        if let negation = option.negation { names.append(negation) }
        if let short = option.short { names.append("-\(short)") }
        return names
    }

    /// The help's first sentence (up to a `.` or `;` outside parentheses), for a shell's
    /// one-line description.
    private static func summary(_ option: Option) -> String {
        let help = Array(option.spec.help)
        var depth = 0
        for index in help.indices.dropLast() {
            switch help[index] {
            case "(": depth += 1
            case ")": depth -= 1
            default:
                if (help[index] == "." || help[index] == ";") && depth == 0 && help[index + 1] == " " {
                    return String(help[..<index])
                }
            }
        }
        return String(help.last == "." ? help.dropLast() : help[...])
    }

    private static func takesValue(_ option: Option) -> Bool {
        switch option.spec.arity {
        case .value, .repeated: return true
        case .flag, .negatable, .optionalValue: return false
        }
    }

    // MARK: bash

    private static var bash: String {
        let words = offered.flatMap(names).filter { $0.hasPrefix("--") }
        var cases: [String] = []
        let files = offered.filter { takesValue($0) && $0.spec.completion == .file }.map(\.long)
        if !files.isEmpty {
            cases.append("        \(files.joined(separator: "|")))\n            compopt -o filenames 2>/dev/null\n"
                + "            COMPREPLY=($(compgen -f -- \"$cur\"))\n            return ;;")
        }
        for option in offered where takesValue(option) {
            if case .words(let values) = option.spec.completion {
                cases.append("        \(option.long))\n            COMPREPLY=($(compgen -W '\(values.joined(separator: " "))' -- \"$cur\"))\n            return ;;")
            }
        }
        let free = offered.filter { takesValue($0) && $0.spec.completion == .none }.map(\.long)
        if !free.isEmpty { cases.append("        \(free.joined(separator: "|")))\n            return ;;") }
        return """
            # bash completion for moodpick, written by moodpick from its option table.
            _moodpick() {
                local cur=${COMP_WORDS[COMP_CWORD]}
                local prev=${COMP_WORDS[COMP_CWORD-1]}
                # `--output=` is split at the `=` by bash (COMP_WORDBREAKS): the option is before it.
                [[ $prev == = && $COMP_CWORD -ge 2 ]] && prev=${COMP_WORDS[COMP_CWORD-2]}
                COMPREPLY=()
                case $prev in
            \(cases.joined(separator: "\n"))
                esac
                if [[ $cur == -* ]]; then
                    COMPREPLY=($(compgen -W '\(words.joined(separator: " ")) -h' -- "$cur"))
                fi
            }
            complete -o bashdefault -o default -F _moodpick moodpick

            """
    }

    // MARK: zsh

    /// Text inside a zsh `_arguments` spec's `[description]`, itself in single quotes.
    private static func zshDescription(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "'": result += "'\\''"
            case "[", "]", ":", "\\": result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    private static func zshAction(_ option: Option) -> String {
        let message = option.spec.arity.valueName ?? "VALUE"
        switch option.spec.completion {
        case .none: return ":\(zshDescription(message)): "
        case .file: return ":\(zshDescription(message)):_files"
        case .words(let values): return ":\(zshDescription(message)):(\(values.joined(separator: " ")))"
        }
    }

    private static var zsh: String {
        var specs: [String] = []
        for option in offered {
            let description = "[\(zshDescription(summary(option)))]"
            switch option.spec.arity {
            case .flag:
                if option == .help || option == .helpAll || option == .version {
                    let exclusive = "(- *)"
                    for name in names(option) { specs.append("'\(exclusive)\(name)\(description)'") }
                } else {
                    specs.append("'\(option.long)\(description)'")
                }
            case .negatable:
                let negation = option.negation ?? ""
                let pair = "(\(option.long) \(negation))"
                specs.append("'\(pair)\(option.long)\(description)'")
                specs.append("'\(pair)\(negation)\(description)'")
            case .value:
                specs.append("'\(option.long)=\(description)\(zshAction(option))'")
            case .optionalValue:
                let pair = "(\(option.long) \(option.negation ?? ""))"
                specs.append("'\(pair)\(option.long)=-\(description)\(zshAction(option))'")
                if let negation = option.negation { specs.append("'\(pair)\(negation)\(description)'") }
            case .repeated:
                specs.append("'*\(option.long)=\(description)\(zshAction(option))'")
            }
        }
        specs.append("'*:item: '")
        return """
            #compdef moodpick
            # zsh completion for moodpick, written by moodpick from its option table.
            _moodpick() {
                _arguments -S \\
                    \(specs.joined(separator: " \\\n        "))
            }
            _moodpick "$@"

            """
    }

    // MARK: fish

    /// Text in fish single quotes.
    private static func fishQuoted(_ text: String) -> String {
        var result = "'"
        for character in text {
            if character == "\\" || character == "'" { result += "\\" }
            result.append(character)
        }
        return result + "'"
    }

    private static var fish: String {
        var lines = ["# fish completion for moodpick, written by moodpick from its option table."]
        for option in offered {
            let description = "-d " + fishQuoted(summary(option))
            var value = ""
            if option.spec.arity.valueName != nil {
                switch option.spec.completion {
                case .none: value = takesValue(option) ? " -x" : ""
                case .file: value = " -r -F"
                case .words(let values): value = " -x -a " + fishQuoted(values.joined(separator: " "))
                }
            }
            let short = option.short.map { " -s \($0)" } ?? ""
            lines.append("complete -c moodpick\(short) -l '\(option.rawValue)'\(value) \(description)")
            if let negation = option.negation {
                lines.append("complete -c moodpick -l '\(negation.dropFirst(2))' \(description)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Takes a command line apart by `Option`'s table: `--name`, `--name VALUE`, `--name=VALUE`,
/// `--no-name` for a negatable flag, `-h`, and items. `--` ends the options: everything after
/// it is an item, even `--help`. A lone `-` is an item too.
///
/// It costs a dictionary lookup per argument and no reflection: a generic argument parser that
/// reflected over the options was half of a short run's start-up (Benchmarks/README.md, §4).
public enum ArgumentScanner {
    /// The option of this long name: the enum's own raw-value match, which costs no table to
    /// build (a dictionary built at start-up was a measurable part of a short run).
    private static func option(named name: Substring) -> Option? {
        Option(rawValue: String(name))
    }

    /// The arguments taken apart; those from index `commandLineStart` on count as typed on the
    /// command line (the ones before it are the default options).
    public static func scan(_ arguments: [String], commandLineStart: Int = 0) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let typed = index >= commandLineStart
            index += 1
            if argument == "--" {
                parsed.items += arguments[index...]
                break
            }
            if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                let name: Substring
                let attached: String?
                if let equals = body.firstIndex(of: "=") {
                    name = body[..<equals]
                    attached = String(body[body.index(after: equals)...])
                } else {
                    name = body
                    attached = nil
                }
                if let option = option(named: name) {
                    switch option.spec.arity {
                    case .flag, .negatable:
                        if attached != nil { throw UsageError("\(option.long) takes no value") }
                        parsed.record(.on, of: option, typed: typed)
                    case .optionalValue:
                        parsed.record(.value(attached ?? ""), of: option, typed: typed)
                    case .value, .repeated:
                        if let attached {
                            parsed.record(.value(attached), of: option, typed: typed)
                        } else if index < arguments.count {
                            parsed.record(.value(arguments[index]), of: option, typed: typed)
                            index += 1
                        } else {
                            throw UsageError("\(option.long) needs a value (\(option.spec.arity.valueName ?? "VALUE"))")
                        }
                    }
                } else if name.hasPrefix("no-"), let option = option(named: name.dropFirst(3)), option.spec.arity == .negatable {
                    if attached != nil { throw UsageError("--\(name) takes no value") }
                    parsed.record(.off, of: option, typed: typed)
                } else {
                    throw UsageError("unknown option '--\(name)'")
                }
            } else if argument.hasPrefix("-") && argument.count > 1 {
                guard let option = Option.allCases.first(where: { $0.short.map { "-\($0)" } == argument }) else {
                    throw UsageError("unknown option '\(argument)' (an item that starts with - goes after --)")
                }
                parsed.record(.on, of: option, typed: typed)
            } else {
                parsed.items.append(argument)
            }
        }
        return parsed
    }

    /// Whether the arguments ask for help (`-h` or `--help` before any `--`): help is shown then,
    /// even when something else on the line is wrong.
    public static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}

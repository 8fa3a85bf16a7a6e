/// Where some arguments come from: the default options hold only options and their values;
/// the command line also holds items, and `--`.
package enum ArgumentSource: Sendable {
    case defaults, commandLine
}

/// Takes a command line apart by `Option`'s table: `--name`, `--name VALUE`, `--name=VALUE`,
/// `--no-name` for a negatable flag, fzf's one-letter forms (`-q X`, `-qX`, `-m2`, `+m`), and items. `--` ends the options: everything after
/// it is an item, even `--help`. A lone `-` is an item too.
///
/// It costs a dictionary lookup per argument and no reflection: a generic argument parser that
/// reflected over the options was half of a short run's start-up (Benchmarks/README.md, §4).
package enum ArgumentScanner {
    /// The option of this long name (`Option.named`: no table to build; a dictionary built at
    /// start-up, and then the enum's raw-value cache, were each a measurable part of a short run).
    private static func option(named name: Substring) -> Option? {
        Option.named(name)
    }

    /// A command line taken apart, with no default options before it.
    package static func scan(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        try scan(arguments, into: &parsed, from: .commandLine)
        return parsed
    }

    /// Adds `arguments` to `parsed`, after what it holds: each source of default options, then
    /// the command line, is scanned on its own, so an option at the end of one never takes its
    /// value from the next. In default options a word that is neither an option nor its value
    /// (an item), and `--`, are usage errors: they would make every run's command line items.
    package static func scan(_ arguments: [String], into parsed: inout ParsedArguments, from source: ArgumentSource) throws(UsageError) {
        let typed = source == .commandLine
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                guard typed else { throw UsageError("'--' cannot be a default option: it would make the command line items") }
                parsed.items += arguments[index...]
                return
            }
            if argument.hasPrefix("--") {
                try scanLong(argument.dropFirst(2), in: arguments, at: &index, into: &parsed, typed: typed)
            } else if argument.hasPrefix("-") && argument.count > 1 {
                try scanShort(argument, in: arguments, at: &index, into: &parsed, typed: typed)
            } else if let negated = plusOption(argument) {
                parsed.record(.off, of: negated, typed: typed)
            } else if typed {
                parsed.items.append(argument)
            } else {
                throw UsageError("'\(argument)' is not an option: default options hold options and their values, never items")
            }
        }
    }

    /// One `--name`, `--name=VALUE` or `--name VALUE` (`body` is what follows the dashes); a
    /// value from the next argument moves `index` past it.
    private static func scanLong(
        _ body: Substring, in arguments: [String], at index: inout Int, into parsed: inout ParsedArguments, typed: Bool
    ) throws(UsageError) {
        let name: Substring
        let attached: String?
        if let equals = body.firstIndex(of: "=") {
            name = body[..<equals]
            attached = String(body[body.index(after: equals)...])
        } else {
            name = body
            attached = nil
        }
        guard let option = option(named: name) else {
            guard let negated = Option.negated(named: name) else { throw UsageError(FzfWords.unknown(name)) }
            if attached != nil { throw UsageError("--\(name) takes no value") }
            parsed.record(.off, of: negated, typed: typed)
            return
        }
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
    }

    /// One `-x`, `-xVALUE` or `-x VALUE` by the table's one-letter forms, read as fzf 0.38 reads
    /// them: letters never bundle (`-1q` is unknown, as in fzf); a value option takes the rest of
    /// the word or else the next argument; `-m` takes a limit only attached (`-m2`), so in
    /// `-m a` the `a` stays an item.
    private static func scanShort(
        _ argument: String, in arguments: [String], at index: inout Int, into parsed: inout ParsedArguments, typed: Bool
    ) throws(UsageError) {
        let letter = argument.dropFirst().first
        let attached = String(argument.dropFirst(2))
        guard let option = Option.allCases.first(where: { $0.short == letter }) else {
            throw UsageError("unknown option '\(argument)' (an item that starts with - goes after --)")
        }
        switch option.spec.arity {
        case .flag, .negatable:
            guard attached.isEmpty else { throw UsageError("unknown option '\(argument)' (one-letter options do not bundle)") }
            parsed.record(.on, of: option, typed: typed)
        case .optionalValue:
            parsed.record(.value(attached), of: option, typed: typed)
        case .value, .repeated:
            if !attached.isEmpty {
                parsed.record(.value(attached), of: option, typed: typed)
            } else if index < arguments.count {
                parsed.record(.value(arguments[index]), of: option, typed: typed)
                index += 1
            } else {
                throw UsageError("-\(option.short.map(String.init) ?? "") needs a value (\(option.spec.arity.valueName ?? "VALUE"))")
            }
        }
    }

    /// The option `+m`, `+i` or `+s` turns off (fzf's forms), or nil: any other word that starts
    /// with `+` is an item.
    private static func plusOption(_ argument: String) -> Option? {
        guard argument.count == 2, argument.first == "+" else { return nil }
        return Option.allCases.first { $0.plus == argument.last }
    }

    /// Whether the arguments ask for help (`-h` or `--help` before any `--`): help is shown then,
    /// even when something else on the line is wrong.
    package static func asksForHelp(_ arguments: [String]) -> Bool {
        for argument in arguments {
            if argument == "--" { return false }
            if argument == "--help" || argument == "-h" { return true }
        }
        return false
    }
}

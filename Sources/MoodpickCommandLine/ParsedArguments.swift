/// A command line taken apart by `ArgumentScanner`: the items, and each option's uses in order.
/// The typed readers below turn values into numbers and names, falling back on the option
/// table's default (`OptionSpec.defaultValue`, the one home of each default); a value that is
/// not what the option takes is a usage error naming the option and the value. The generic
/// readers are `@inlinable`, so each is compiled for its type where it is called: called
/// unspecialized, each new type cost a short run its runtime metadata (`Optional<T>`, witness
/// tables), some 30 K instructions in all (callgrind).
package struct ParsedArguments: Sendable {
    /// One use of an option.
    package enum Use: Equatable, Sendable {
        /// A flag, or the positive form of a negatable flag (`--mouse`).
        case on
        /// The negative form (`--no-mouse`, `--no-multi`).
        case off
        /// An option's value.
        case value(String)
    }

    /// The positional arguments, and everything after `--`.
    package internal(set) var items: [String] = []
    /// One option given: which, how, and whether on the command line itself.
    private struct Given: Sendable {
        let option: Option
        let use: Use
        let typed: Bool
    }

    /// Every option given, in order. A command line holds a few dozen at most, so the readers
    /// below scan it rather than keep a table (which would cost more to build than to scan).
    private var given: [Given] = []

    package init() {}

    mutating func record(_ use: Use, of option: Option, typed: Bool) {
        given.append(Given(option: option, use: use, typed: typed))
    }

    /// The uses of any of `options`, in the order given: for options that undo each other,
    /// where the last one wins (`--fullscreen` and `--height`). A list, not a set: a command
    /// line names two or three, and a set's hashing and type cost a short run more than the scan.
    package func uses(of options: [Option]) -> [(option: Option, use: Use)] {
        given.filter { options.contains($0.option) }.map { ($0.option, $0.use) }
    }

    /// The last use that `matches`, or nil: `uses(of:).last` without making a list, neither of
    /// the options asked about nor of their uses (each such list's type cost a short run 7 to
    /// 9 K instructions of runtime metadata, callgrind).
    package func lastUse(where matches: (Option, Use) -> Bool) -> (option: Option, use: Use)? {
        given.last { matches($0.option, $0.use) }.map { ($0.option, $0.use) }
    }

    /// Whether the option was given at all.
    package func has(_ option: Option) -> Bool { given.contains { $0.option == option } }

    /// Whether `option` was typed on the command line rather than only in the default options.
    package func typedOnCommandLine(_ option: Option) -> Bool { given.contains { $0.option == option && $0.typed } }

    /// A flag: its last word, or the table's default (off unless it says `on`).
    package func flag(_ option: Option) -> Bool {
        switch given.last(where: { $0.option == option })?.use {
        case .on?: return true
        case .off?: return false
        default: return option.spec.defaultValue == "on"
        }
    }

    /// The last value given, or the table's default; nil when neither, or when the option's
    /// negation came last (`--multi=3 --no-multi`).
    package func string(_ option: Option) -> String? {
        switch given.last(where: { $0.option == option })?.use {
        case .value(let text)?: return text
        case .off?: return nil
        case .on?, nil: return option.spec.defaultValue
        }
    }

    /// Every value given, in order (a repeated option such as `--color`).
    package func strings(_ option: Option) -> [String] {
        given.compactMap { given in
            if given.option == option, case .value(let text) = given.use { return text }
            return nil
        }
    }

    /// The value (as `string` finds it) made into a `T` by `parse`; a value it refuses is a
    /// usage error saying the option takes `expected`, which is only worked out then (a list
    /// of names costs a short run's start-up more than parsing its whole command line).
    @inlinable
    package func parsed<T>(_ option: Option, expected: @autoclosure () -> String, _ parse: (String) -> T?) throws(UsageError) -> T? {
        guard let text = string(option) else { return nil }
        guard let value = parse(text) else { throw UsageError("\(option.long) takes \(expected()), not '\(text)'") }
        return value
    }

    /// The value as a whole number.
    @inlinable
    package func integer(_ option: Option) throws(UsageError) -> Int? {
        try parsed(option, expected: "a whole number") { Int($0) }
    }

    /// The value as a decimal number (finite).
    @inlinable
    package func number(_ option: Option) throws(UsageError) -> Double? {
        try parsed(option, expected: "a number") { Double($0).flatMap { $0.isFinite ? $0 : nil } }
    }

    /// The value as one of a set of names.
    @inlinable
    package func choice<T: CaseIterable & RawRepresentable>(_ option: Option, as type: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
        try parsed(option, expected: Option.listing(T.allCases.map(\.rawValue))) { T(rawValue: $0) }
    }

    /// The value of an option the table gives a default, so never nil:
    /// `try arguments.defaulted(.spacing, arguments.integer)`.
    @inlinable
    package func defaulted<T>(_ option: Option, _ read: (Option) throws(UsageError) -> T?) throws(UsageError) -> T {
        guard let value = try read(option) else { preconditionFailure("\(option.long) has no default in the option table") }
        return value
    }
}

/// A command line taken apart by `ArgumentScanner`: the items, and each option's uses in order.
/// The typed readers below turn values into numbers and names, and a value that is not one is
/// a usage error naming the option and the value.
public struct ParsedArguments: Sendable {
    /// One use of an option.
    public enum Use: Equatable, Sendable {
        /// A flag, or the positive form of a negatable flag (`--mouse`).
        case on
        /// The negative form (`--no-mouse`).
        case off
        /// An option's value.
        case value(String)
    }

    /// The positional arguments, and everything after `--`.
    public internal(set) var items: [String] = []
    /// One option given: which, how, and whether on the command line itself.
    private struct Given: Sendable {
        let option: Option
        let use: Use
        let typed: Bool
    }

    /// Every option given, in order. A command line holds a few dozen at most, so the readers
    /// below scan it rather than keep a table (which would cost more to build than to scan).
    private var given: [Given] = []

    mutating func record(_ use: Use, of option: Option, typed: Bool) {
        given.append(Given(option: option, use: use, typed: typed))
    }

    /// The uses of `option`, in order.
    private func uses(of option: Option) -> [Use] {
        given.filter { $0.option == option }.map(\.use)
    }

    /// Whether the option was given at all.
    public func has(_ option: Option) -> Bool { given.contains { $0.option == option } }

    /// Whether `option` was typed on the command line rather than only in the default options.
    public func typedOnCommandLine(_ option: Option) -> Bool { given.contains { $0.option == option && $0.typed } }

    /// A flag, or a negatable flag's last word (`default` when not given).
    public func flag(_ option: Option, default value: Bool = false) -> Bool {
        switch uses(of: option).last {
        case .on?: return true
        case .off?: return false
        default: return value
        }
    }

    /// The last value given, or nil.
    public func string(_ option: Option) -> String? {
        guard case .value(let text)? = uses(of: option).last else { return nil }
        return text
    }

    /// Every value given, in order (a repeated option such as `--color`).
    public func strings(_ option: Option) -> [String] {
        uses(of: option).compactMap { use in
            if case .value(let text) = use { return text }
            return nil
        }
    }

    /// The last value as a whole number.
    public func integer(_ option: Option) throws(UsageError) -> Int? {
        guard let text = string(option) else { return nil }
        guard let number = Int(text) else { throw UsageError("\(option.long) takes a whole number, not '\(text)'") }
        return number
    }

    /// The last value as a decimal number (finite).
    public func number(_ option: Option) throws(UsageError) -> Double? {
        guard let text = string(option) else { return nil }
        guard let number = Double(text), number.isFinite else { throw UsageError("\(option.long) takes a number, not '\(text)'") }
        return number
    }

    /// The last value as one of a set of names.
    public func choice<T: CaseIterable & RawRepresentable>(_ option: Option, as type: T.Type) throws(UsageError) -> T?
    where T.RawValue == String {
        guard let text = string(option) else { return nil }
        guard let value = T(rawValue: text) else {
            throw UsageError("\(option.long) takes \(Option.listing(T.allCases.map(\.rawValue))), not '\(text)'")
        }
        return value
    }
}

/// Why a `--color` specification was refused, naming the entry at fault.
package struct ColorSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Problem: Hashable, Sendable {
        /// Not a base scheme, and no `:` to make it an entry.
        case unknownScheme
        /// The part before the first `:` names no element.
        case unknownElement(String)
        /// A part after the name is neither a color nor an attribute.
        case unknownValue(String)
        /// A number outside 0-255 (or -1).
        case colorOutOfRange(String)
        /// More than one color for one element.
        case twoColors
        /// A name with nothing after it.
        case missingValue
    }

    /// The entry as written.
    package var entry: String
    package var problem: Problem

    package init(entry: String, problem: Problem) {
        self.entry = entry
        self.problem = problem
    }

    package var description: String {
        let why: String
        switch problem {
        case .unknownScheme: why = "not a base scheme (auto, default, dark, light, 16, bw) nor NAME:COLOR"
        case .unknownElement(let name): why = "'\(name)' is not an element name"
        case .unknownValue(let value): why = "'\(value)' is neither a color (-1, 0-255, a name, #rrggbb) nor an attribute"
        case .colorOutOfRange(let value): why = "color \(value) is outside -1 and 0-255"
        case .twoColors: why = "more than one color"
        case .missingValue: why = "no color or attribute after the name"
        }
        return "bad --color entry '\(entry)': \(why)"
    }
}

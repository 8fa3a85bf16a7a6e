extension TerminalAbilities {
    /// Who the terminal says it is, from XTVERSION (`CSI > q`, answered `DCS > | text ST`;
    /// docs/TERMINAL.md, "What moodpick asks"): a name and a version, where a version-specific
    /// behaviour of one terminal must be told apart from its newer releases.
    ///
    /// Terminals write the text in two shapes: `name(version)` (kitty, foot, xterm, WezTerm) and
    /// `name version` (tmux, ghostty); any other text is a name with no version.
    package struct Identity: Equatable, Sendable {
        /// The terminal's name as it gives it (`kitty`, `foot`, `XTerm`, `tmux`).
        package var name: String
        /// Its version as it gives it (`0.26.5`, `379`); empty when it gave none.
        package var version: String

        package init(name: String, version: String) {
            self.name = name
            self.version = version
        }

        /// The identity in XTVERSION's text.
        package init(xtversion text: String) {
            if text.hasSuffix(")"), let open = text.firstIndex(of: "(") {
                name = String(text[..<open])
                version = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
            } else if let space = text.lastIndex(of: " ") {
                name = String(text[..<space])
                version = String(text[text.index(after: space)...])
            } else {
                name = text
                version = ""
            }
        }

        /// The version's leading numbers (`0.26.5` is [0, 26, 5]; `20230712-072601-f4abf8fd`
        /// is [20230712]), for comparing releases; empty when it starts with no number.
        package var versionNumbers: [Int] {
            var numbers: [Int] = []
            for part in version.split(separator: ".", omittingEmptySubsequences: false) {
                guard let number = Int(part.prefix(while: \.isNumber)) else { break }
                numbers.append(number)
                if part.contains(where: { !$0.isNumber }) { break }
            }
            return numbers
        }

        /// Whether this is the terminal `name` (compared without case) at a version older than
        /// `version` (its numbers compared in order; an unknown version is not older).
        package func isOlder(name: String, than version: [Int]) -> Bool {
            guard self.name.lowercased() == name.lowercased(), !versionNumbers.isEmpty else { return false }
            return versionNumbers.lexicographicallyPrecedes(version)
        }
    }
}

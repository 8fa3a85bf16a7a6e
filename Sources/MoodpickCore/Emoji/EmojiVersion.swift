/// An Emoji version (`0.6` … `17.0`): what `--emoji-max-version` names and each catalog record
/// carries (the version that added the emoji, from emoji-test.txt).
package struct EmojiVersion: Sendable, Comparable, CustomStringConvertible {
    package let major: Int
    package let minor: Int

    package init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `14.0`, `15.1`, `0.6` or a bare `16`; nil for anything else.
    package init?(_ text: some StringProtocol) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
              let major = Int(parts[0]), let minor = parts.count == 2 ? Int(parts[1]) : 0,
              major >= 0, minor >= 0 else { return nil }
        self.init(major: major, minor: minor)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool { (lhs.major, lhs.minor) < (rhs.major, rhs.minor) }

    package var description: String { "\(major).\(minor)" }

    /// The newest version the catalog holds.
    package static let newest = EmojiVersion(major: 17, minor: 0)
}

/// Puts `--help`'s recording and replay group after the options a user picks with.
/// swift-argument-parser prints titled option groups before the untitled `OPTIONS:` section,
/// which would open the list with options only tests and bug reports need.
enum HelpOrder {
    static let recordingTitle = "RECORDING AND REPLAY:"

    /// The help text with the recording section moved to the end; any other text unchanged.
    static func recordingLast(_ help: String) -> String {
        var lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: recordingTitle),
              let end = lines[(start + 1)...].firstIndex(where: isSectionTitle)
        else { return help }
        var section = Array(lines[start..<end])
        lines.removeSubrange(start..<end)
        while section.last == "" { section.removeLast() }
        var trailing = 0
        while lines.last == "" {
            lines.removeLast()
            trailing += 1
        }
        return (lines + [""] + section + Array(repeating: "", count: trailing)).joined(separator: "\n")
    }

    /// `OPTIONS:`, `ARGUMENTS:`: a line of capitals ending in a colon.
    private static func isSectionTitle(_ line: String) -> Bool {
        line.hasSuffix(":") && line.dropLast().allSatisfy { $0.isUppercase || $0 == " " } && line.count > 1
    }
}

/// `--emoji-max-version auto`: which Emoji version a terminal draws, decided from how far it
/// moved the cursor for one probe emoji of each version (docs/EMOJI.md, "Only what the terminal
/// can draw"). A terminal whose width table does not know an emoji advances it 1 column (or 0),
/// and its font very likely lacks the glyph too; one that knows it advances 2.
///
/// The decision is pure; measuring (cursor position reports around each probe, drawn where
/// nothing shows, in the start-up round trip) is the terminal's part.
package enum EmojiVersionProbe {
    /// One single-code-point emoji first added in each version that added any (Emoji 15.1
    /// added only sequences of older code points: it goes with 15.0).
    package static let probes: [(version: EmojiVersion, emoji: String)] = [
        (EmojiVersion(major: 12, minor: 0), "\u{1F971}"),  // 🥱 yawning face
        (EmojiVersion(major: 13, minor: 0), "\u{1F972}"),  // 🥲 smiling face with tear
        (EmojiVersion(major: 14, minor: 0), "\u{1FAE0}"),  // 🫠 melting face
        (EmojiVersion(major: 15, minor: 1), "\u{1FAE8}"),  // 🫨 shaking face (15.0; 15.1 with it)
        (EmojiVersion(major: 16, minor: 0), "\u{1FAE9}"),  // 🫩 face with bags under eyes
        (EmojiVersion(major: 17, minor: 0), "\u{1FAC8}"),  // 🫈 hairy creature
    ]

    /// The newest version whose probe, and every older probe, advanced 2 columns; `11.0` when
    /// even the first did not (older emoji are drawn by every terminal with emoji at all).
    /// A probe that was not measured (nil) stops the count, as a failed one does. `advances`
    /// holds one measurement per probe, in `probes`' order.
    package static func newestDrawn(advances: [Int?]) -> EmojiVersion {
        var newest = EmojiVersion(major: 11, minor: 0)
        for (probe, advance) in zip(probes, advances) {
            guard advance == 2 else { break }
            newest = probe.version
        }
        return newest
    }
}

/// The moods shown when no items are given.
///
/// Every symbol is a single scalar with Emoji_Presentation from Unicode 13 or earlier, so every
/// terminal (tmux 3.3a included) draws it exactly 2 columns wide (docs/TERMINAL.md, appendix A.4).
package enum BuiltInMoods {
    package static let lines: [String] = [
        "😀 happy", "😢 sad", "😡 angry", "😴 sleepy", "🤔 thoughtful", "😍 in love",
        "😎 cool", "🥳 festive", "😱 shocked", "😌 relieved", "🤒 sick", "😤 determined",
        "🥺 pleading", "😂 amused", "🙄 unimpressed", "😇 blessed", "🤯 mind blown", "😬 awkward",
        "🥱 bored", "🤗 grateful",
    ]
}

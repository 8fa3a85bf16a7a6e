import MoodpickCore

/// The strip's paragraph of `--help`: its keys, from the key map itself (`KeyReference`).
extension HelpText {
    static let keysParagraph = "Keys: " + KeyMap.standard().reference + ". With --multi: "
        + KeyMap.standard().bindings(addedIn: KeyMap.standard(multi: true)).reference + ". "
        + "Typing filters the strip (--jump: jumps to the next label that starts with it)."
}

/// The OSC 52 escape sequence that asks the terminal to put text on the clipboard (`--copy`):
/// `ESC ] 52 ; c ; <base64 of the bytes> BEL`.
///
/// It goes through ssh and, with `set-clipboard on`, through tmux, which is why it is used
/// rather than xclip or wl-copy. `c` names the clipboard selection; BEL ends the sequence
/// because more terminals accept it than ST (`ESC \`). Written once, after the picture is
/// gone, so that it never lands in the middle of a frame.
package enum ClipboardSequence {
    /// The most text one sequence carries, in bytes: its base64 (99,992 bytes) with the 7-byte
    /// introducer and the BEL makes 100,000 bytes, the longest sequence Chromium OS's `osc52.sh`
    /// sends, about what terminals keep. Longer text is not copied at all, rather than cut or
    /// dropped in silence by the terminal or tmux (docs/CONTRACT.md §15).
    package static let maximumTextBytes = 74_994

    /// The bytes to write on the terminal to copy `text`.
    package static func bytes<Text: Collection>(copying text: Text) -> [UInt8] where Text.Element == UInt8 {
        Array("\u{1B}]52;c;".utf8) + Base64.encoded(text) + [0x07]
    }

    package static func bytes(copying text: String) -> [UInt8] { bytes(copying: Array(text.utf8)) }
}

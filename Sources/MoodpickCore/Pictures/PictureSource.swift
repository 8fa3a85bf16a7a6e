/// Where a session's pictures come from (`--images`): the shell's worker, which makes
/// thumbnails off the frame path (docs/IMAGES.md). The loop tells it which items the strip wants
/// (`PickerEffect.wantPictures`) and takes in what it finished before each message, so a frame
/// never waits for a decode; a class, because the worker is one resource.
package protocol PictureSource: AnyObject {
    /// The items wanted now, nearest the centre first; replaces what was still waiting.
    func want(_ requests: [PictureRequest])
    /// The thumbnails finished since the last call (never blocks).
    func takeFinished() -> [PictureUpdate]
}

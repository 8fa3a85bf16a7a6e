import MoodpickCore

/// What draws a frame's pictures through a pixel protocol (kitty graphics, sixel) over the
/// frame's blank text (docs/IMAGES.md, "Drawing"). `TerminalPicture` calls it inside the
/// frame's one synchronized write, after the text, and keeps its teardown in an undo slot of its
/// own, so that every exit path deletes what it drew. The layers themselves live in the
/// executable, which holds the thumbnails' pixels (this module reads no images).
package protocol PictureLayer: AnyObject {
    /// The bytes that draw `placements` (the frame's) after its text was painted, with the
    /// picture's `moves` (picture rows, screen columns); `repainted(row)`: whether the text of
    /// picture row `row` was rewritten in this frame (the pixels a sixel left there are gone).
    func bytes(for placements: [PicturePlacement], repainted: (Int) -> Bool, moves: some TerminalCodes) -> [UInt8]
    /// Whether the text under what was drawn must be painted whole before `placements` are
    /// drawn: a sixel's pixels stay until their rows are rewritten, so when the strip leaves
    /// rest (or rests elsewhere) its rows are painted again.
    func repaintsBeneath(_ placements: [PicturePlacement]) -> Bool
    /// Whether a placement of the last frame could not be drawn yet (its thumbnail was not
    /// made): the same frame is then drawn again, for the pictures alone.
    var isWaiting: Bool { get }
    /// What deletes every picture drawn, written on every exit path (it must fit an undo slot,
    /// 512 bytes); empty: nothing to delete.
    var teardown: [UInt8] { get }
    /// The screen under the pictures was erased or may have been (a resize): everything in the
    /// next frame is drawn again, what left it still deleted.
    func invalidate()
    /// The teardown was written (Ctrl-Z): nothing is drawn any more, and the terminal may have
    /// freed what was sent; everything is sent again.
    func forgetAll()
}

/// The strip in the session's loop: `{}` and the other placeholders name the settled item; the
/// frame is drawn by the strip's own view (`look`).
extension Picker: SessionModel {
    package func liveValues(settledOn item: Int) -> CommandTemplate.Values {
        CommandTemplate.Values(item: item, in: items, query: query.text)
    }

    package func frameRecord(indent: Int, preview: PreviewBuffer?) -> FrameRecord {
        let frame = look.frame(of: self, indent: indent, preview: preview)
        return FrameRecord(time: time, offset: offset, centeredIndex: centeredIndex, frame: frame)
    }
}

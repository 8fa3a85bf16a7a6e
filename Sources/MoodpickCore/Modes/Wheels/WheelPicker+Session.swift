/// The wheels in the session's loop: no search ever runs; `{}` is the whole value
/// (`stack.output(.line)`), `{n}` the position, `{label}` the value with its weekday or unit.
/// The frame is drawn by the wheels' own view; its record names the active wheel's offset.
extension WheelPicker: SessionModel {
    package var isSearching: Bool { false }

    package func liveValues(settledOn item: Int) -> CommandTemplate.Values {
        let line = stack.output(.line)
        return CommandTemplate.Values(line: line, index: item, symbol: line, label: stack.output(.label), query: typing.text)
    }

    package func frameRecord(indent: Int, preview: PreviewBuffer?) -> FrameRecord {
        let frame = self.frame(showsHelp: view.showsHelp, indent: indent, preview: preview)
        return FrameRecord(time: time, offset: offsets[stack.active], centeredIndex: stack.selection[stack.active], frame: frame)
    }
}

/// The row in the session's loop: no search, no deadline; `{}` and `{label}` are the button's
/// label, `{n}` its index. The frame is drawn by the row's own view.
extension ConfirmPicker: SessionModel {
    package var isSearching: Bool { false }
    package var nextDeadline: Duration? { nil }

    package func liveValues(settledOn item: Int) -> CommandTemplate.Values {
        let label = buttons.labels[min(max(item, 0), buttons.count - 1)]
        return CommandTemplate.Values(line: label, index: item, symbol: label, label: label, query: "")
    }

    package func frameRecord(indent: Int, preview: PreviewBuffer?) -> FrameRecord {
        FrameRecord(time: time, offset: offset, centeredIndex: target, frame: frame(indent: indent))
    }
}

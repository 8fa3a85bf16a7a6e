import Testing
@testable import MoodpickCore

@Suite("HeadlessTerminal")
struct HeadlessTerminalTests {
    @Test("it paints like a real terminal: a first frame costs bytes, the same frame again costs none")
    func paintsOnlyChanges() {
        let terminal = HeadlessTerminal(script: ReplayScript(entries: []), size: ScreenSize(columns: 30, rows: 8), clock: VirtualClock())
        let picker = PickerHarness.picker(ItemStore(items: ["😀 happy", "😢 sad"]), columns: 30, rows: 8)
        let frame = StripView().frame(of: picker)
        terminal.draw(frame)
        let first = terminal.bytesWritten
        #expect(first == FramePainter.bytes(for: frame, replacing: nil, codes: ANSICodes()).count)
        terminal.draw(frame)
        #expect(terminal.bytesWritten == first)
        terminal.invalidate()
        terminal.draw(frame)
        #expect(terminal.bytesWritten == 2 * first)
        #expect(terminal.shown == frame)
    }
}

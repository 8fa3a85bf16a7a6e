import Testing
@testable import MoodpickCore

@Suite("Wheel view: stacked wheels on screen")
struct WheelViewTests {
    /// The date 2026-02-28 at 80 × 6 with the month wheel active, as text lines and style lines:
    /// the view drawing it from its stack, and the picker after Down, Right, must both give this.
    static let date80Text: [String] = [
        ">                                                                           2/12",
        "  year        2023    2024    2025  ▕ 2026 ▏  2027    2028    2029    2030",
        "› month                        01   ▕  02  ▏   03      04      05      06",
        "  day          25      26      27   ▕  28  ▏",
        "                                   2026-02-28 Saturday",
        "↑/↓ wheel · ←/→ value · 0-9 type · enter choose · esc cancel",
    ]
    static let date80Styles: [String] = [
        "PP                                                                          IIII",
        "IIIIII        3333    2222    ....  M LLLL M  ....    2222    3333    3333",
        "PPPPPPP                        ..   MCCCCCCM   ..      22      33      33",
        "IIIII          33      22      ..   M  LL  M",
        "                                   LLLLLLLLLLIIIIIIIII",
        "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
    ]

    static let today = CalendarDate(year: 2026, month: 11, day: 27)!
    static let help = "↑/↓ wheel · ←/→ value · 0-9 type · enter choose · esc cancel"

    static func date(_ start: String = "2026-02-28", active: Int = 1) throws -> WheelStack {
        var stack = try WheelSpec.date(start: start, min: nil, max: nil, today: today)
        stack.activate(active)
        return stack
    }

    static func show(_ frame: Frame) {
        print(frame.textLines.map { "|" + $0 + "|" }.joined(separator: "\n"))
        print(frame.styleLines(legend: Look.legend()).map { "|" + $0 + "|" }.joined(separator: "\n"))
    }

    @Test("date at 80 × 6: prompt, year, month (active), day, value with its weekday, help")
    func date80() throws {
        let stack = try Self.date()
        let view = WheelView()
        let frame = view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: ScreenSize(columns: 80, rows: 6), help: Self.help)
        #expect(frame.textLines == Self.date80Text)
        #expect(frame.styleLines(legend: Look.legend()) == Self.date80Styles)
    }

    @Test("date at 40 × 6")
    func date40() throws {
        let stack = try Self.date(active: 2)
        let view = WheelView()
        let frame = view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: ScreenSize(columns: 40, rows: 6), help: Self.help)
        #expect(frame.textLines == [
            ">                                  28/28",
            "  year    2025  ▕ 2026 ▏  2027    2028",
            "  month    01   ▕  02  ▏   03      04",
            "› day      27   ▕  28  ▏",
            "               2026-02-28 Saturday",
            "↑/↓ wheel · ←/→ value · 0-9 type · ent…",
        ])
        #expect(frame.styleLines(legend: Look.legend()) == [
            "PP                                 IIIII",
            "IIIIII    ....  M LLLL M  ....    2222",
            "IIIIIII    ..   M  LL  M   ..      22",
            "PPPPP      ..   MCCCCCCM",
            "               LLLLLLLLLLIIIIIIIII",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ])
    }

    @Test("time at 40 × 5 and a range with a unit at 80 × 4")
    func timeAndRange() throws {
        let time = try WheelSpec.time(step: 15, start: "09:30", min: nil, max: nil, now: TimeOfDay(hour: 0, minute: 0)!)
        let view = WheelView()
        let frame = view.frame(of: time, offsets: view.restingOffsets(of: time), screen: ScreenSize(columns: 40, rows: 5), help: Self.help)
        let range = try WheelSpec.range("0..1000:10", start: "250", unit: "ms")
        let rangeFrame = view.frame(of: range, offsets: view.restingOffsets(of: range), screen: ScreenSize(columns: 80, rows: 4), typed: "25",
                                    help: "←/→ value · 0-9 type · enter choose · esc cancel")
        #expect(frame.textLines == [
            ">                                  10/24",
            "› hour       08  ▕ 09 ▏  10    11    12",
            "  minute     15  ▕ 30 ▏  45",
            "                  09:30",
            "↑/↓ wheel · ←/→ value · 0-9 type · ent…",
        ])
        #expect(frame.styleLines(legend: Look.legend()) == [
            "PP                                 IIIII",
            "PPPPPP       ..  MCCCCM  ..    22    33",
            "IIIIIIII     ..  M LL M  ..",
            "                  LLLLL",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ])
        #expect(rangeFrame.textLines == [
            "> 25                                                                      26/101",
            "       210     220     230     240  ▕  250 ▏   260     270     280     290",
            "                                       250 ms",
            "←/→ value · 0-9 type · enter choose · esc cancel",
        ])
        #expect(rangeFrame.styleLines(legend: Look.legend()) == [
            "PP..                                                                      IIIIII",
            "       333     333     222     ...  MCCCCCCM   ...     222     333     333",
            "                                       LLLIII",
            "IIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIIII",
        ])
    }

    @Test("the cursor rests on the active wheel's slot; after typed digits, after them")
    func cursor() throws {
        let stack = try Self.date()
        let view = WheelView()
        let screen = ScreenSize(columns: 80, rows: 6)
        #expect(view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: screen).cursor == CursorPosition(row: 2, column: 39))
        #expect(view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: screen, typed: "0").cursor
            == CursorPosition(row: 0, column: 3))
    }

    @Test("mid-glide: the mark stays in its columns while the month wheel slides under it; the target is highlighted")
    func midGlide() throws {
        var stack = try Self.date()
        let view = WheelView()
        var offsets = view.restingOffsets(of: stack)
        stack.select(2, onWheel: 1)  // heading for March, a little more than a third of the way there
        offsets[1] += 3
        let frame = view.frame(of: stack, offsets: offsets, screen: ScreenSize(columns: 40, rows: 6))
        // 02 passes under the left mark and is left out whole; 03, the target, is highlighted.
        #expect(Array(frame.textLines[2...4]) == [
            "› month 01      ▕      ▏03      04",
            "  day      27   ▕  28  ▏   29      30",
            "               2026-03-28 Saturday",
        ])
        #expect(frame.styleLines(legend: Look.legend())[2] == "PPPPPPP ..      M     CMCCCC    22")
    }

    @Test("rows on short pictures: help goes first, then the prompt, then the value; the wheels stay", arguments: [
        (7, 3, 1, WheelView.Rows(prompt: 0, wheels: 0..<3, firstWheelRow: 1, value: 4, help: 5)),
        (6, 3, 1, WheelView.Rows(prompt: 0, wheels: 0..<3, firstWheelRow: 1, value: 4, help: 5)),
        (5, 3, 1, WheelView.Rows(prompt: 0, wheels: 0..<3, firstWheelRow: 1, value: 4, help: nil)),
        (4, 3, 1, WheelView.Rows(prompt: nil, wheels: 0..<3, firstWheelRow: 0, value: 3, help: nil)),
        (3, 3, 1, WheelView.Rows(prompt: nil, wheels: 0..<3, firstWheelRow: 0, value: nil, help: nil)),
        (2, 3, 2, WheelView.Rows(prompt: nil, wheels: 1..<3, firstWheelRow: 0, value: nil, help: nil)),
        (1, 3, 0, WheelView.Rows(prompt: nil, wheels: 0..<1, firstWheelRow: 0, value: nil, help: nil)),
        (4, 1, 0, WheelView.Rows(prompt: 0, wheels: 0..<1, firstWheelRow: 1, value: 2, help: 3)),
    ])
    func rows(height: Int, wheels: Int, active: Int, expected: WheelView.Rows) {
        #expect(WheelView.Rows(rows: height, wheels: wheels, active: active) == expected)
    }

    @Test("ASCII decorations and a one-column screen")
    func asciiAndTiny() throws {
        let stack = try Self.date()
        let view = WheelView(ascii: true)
        let lines = view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: ScreenSize(columns: 40, rows: 5)).textLines
        #expect(lines[1] == "  year    2025  [ 2026 ]  2027    2028")
        #expect(lines[2] == "> month    01   [  02  ]   03      04")
        let tiny = view.frame(of: stack, offsets: view.restingOffsets(of: stack), screen: ScreenSize(columns: 1, rows: 1))
        #expect(tiny.textLines == [""])
    }

    @Test("docs/WHEELS.md's pictures: a date from --min 2026-01-01 (no year before it), a range after typing 25")
    func docsPictures() throws {
        var date = try WheelSpec.date(start: "2026-02-28", min: "2026-01-01", max: nil, today: Self.today)
        date.activate(1)
        let view = WheelView()
        #expect(view.frame(of: date, offsets: view.restingOffsets(of: date), screen: ScreenSize(columns: 40, rows: 5)).textLines == [
            ">                                   2/12",
            "  year          ▕ 2026 ▏  2027    2028",
            "› month    01   ▕  02  ▏   03      04",
            "  day      27   ▕  28  ▏",
            "               2026-02-28 Saturday",
        ])
        let range = try WheelSpec.range("0..1000:10", start: "250", unit: "ms")
        #expect(view.frame(of: range, offsets: view.restingOffsets(of: range), screen: ScreenSize(columns: 40, rows: 3), typed: "25").textLines == [
            "> 25                              26/101",
            "   230     240  ▕  250 ▏   260     270",
            "                   250 ms",
        ])
    }
}

import Testing
@testable import MoodpickCore

@Suite("Wheel values: exact decimals and generated ranges")
struct WheelValueTests {
    @Test("decimals read and print exactly", arguments: [
        ("0", 0, 0, "0"), ("-5", -5, 0, "-5"), ("2.50", 250, 2, "2.50"), ("-0.25", -25, 2, "-0.25"),
        (".5", 5, 1, "0.5"), ("5.", 5, 0, "5"), ("-0.0", 0, 1, "0.0"), ("007", 7, 0, "7"),
        ("123456789012345678", 123_456_789_012_345_678, 0, "123456789012345678"), ("0.000000001", 1, 9, "0.000000001"),
    ])
    func decimals(text: String, units: Int, scale: Int, printed: String) throws {
        let value = try ExactDecimal.parse(text).get()
        #expect(value == ExactDecimal(units: units, scale: scale))
        #expect(value.text == printed)
    }

    @Test("what is not a decimal", arguments: [
        ("", ExactDecimal.ParseFailure.notANumber), ("-", .notANumber), (".", .notANumber), ("-.", .notANumber), ("1.2.3", .notANumber),
        ("+1", .notANumber), ("1e3", .notANumber), (" 1", .notANumber), ("--1", .notANumber), ("١", .notANumber),
        ("1234567890123456789", .tooManyDigits), ("0.0000000001", .tooManyDigits),
    ])
    func notDecimals(text: String, failure: ExactDecimal.ParseFailure) {
        #expect(ExactDecimal.parse(text) == .failure(failure))
    }

    @Test("a decimal step adds without binary drift: 0..1:0.1 prints 0.0 … 1.0, and 0.3 is exactly 0.3")
    func noDrift() throws {
        let range = try RangeSpec.parse("0..1:0.1")
        #expect(range.count == 11)
        #expect((0..<11).map(range.text(at:)) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"])
        let tenths = try RangeSpec.parse("0..100000:0.1")
        #expect(tenths.text(at: 3) == "0.3")
        #expect(tenths.text(at: 999_999) == "99999.9")
        #expect(tenths.index(of: try ExactDecimal.parse("0.3").get()) == 3)
    }

    @Test("index ↔ value both ways", arguments: [
        ("1..10", ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]),
        ("-3..3:2", ["-3", "-1", "1", "3"]),
        ("0..10:3", ["0", "3", "6", "9"]),
        ("-1..1:0.5", ["-1.0", "-0.5", "0.0", "0.5", "1.0"]),
        ("0..1:0.25", ["0.00", "0.25", "0.50", "0.75", "1.00"]),
        ("5..5", ["5"]),
        ("1.5..3", ["1.5", "2.5"]),
    ])
    func bothWays(spec: String, texts: [String]) throws {
        let range = try RangeSpec.parse(spec)
        #expect(range.count == texts.count)
        for (index, text) in texts.enumerated() {
            #expect(range.text(at: index) == text)
            #expect(range.index(of: try ExactDecimal.parse(text).get()) == index)
        }
        #expect(range.textColumns == texts.map(\.count).max())
    }

    @Test("typed digits go to the nearest value; halfway to the lower; beyond an end to that end", arguments: [
        ("0..100:5", "2", 0), ("0..100:5", "3", 1), ("0..100:5", "2.5", 0), ("0..100:5", "2.51", 1), ("0..100:5", "42", 8),
        ("0..100:5", "100", 20), ("0..100:5", "250", 20), ("0..100:5", "-7", 0), ("0..100:5", "99999999999999999999", 20),
        ("-50..50", "-", nil), ("-50..50", "-7", 43), ("-50..50", "-99999999999999999999", 0), ("-50..50", "", nil),
        ("-50..50", "x", nil), ("0..1:0.25", ".6", 2), ("0..1:0.25", "0.63", 3), ("1..12", "07", 6),
    ] as [(String, String, Int?)])
    func typed(spec: String, typed: String, index: Int?) throws {
        #expect(try RangeSpec.parse(spec).nearestIndex(typed: typed) == index)
    }

    @Test("integer ranges pad their integer part: hours 00 … 23, years 0001 … 9999")
    func padding() {
        let hours = NumberRange(0, through: 23, integerDigits: 2)
        #expect(hours.count == 24)
        #expect([hours.text(at: 0), hours.text(at: 9), hours.text(at: 23)] == ["00", "09", "23"])
        let years = NumberRange(1, through: 9999, integerDigits: 4)
        #expect([years.text(at: 0), years.text(at: 2025), years.text(at: 9998)] == ["0001", "2026", "9999"])
        #expect(years.textColumns == 4)
        #expect(NumberRange(0, through: 59, step: 15, integerDigits: 2).count == 4)
    }

    @Test("a million values cost what ten cost: the range is its few numbers, every query arithmetic")
    func million() throws {
        let ten = try RangeSpec.parse("1..10"), million = try RangeSpec.parse("1..1000000")
        #expect(MemoryLayout.size(ofValue: million) == MemoryLayout.size(ofValue: ten))
        #expect(million.count == 1_000_000)
        #expect(million.text(at: 999_999) == "1000000")
        #expect(million.index(of: ExactDecimal(units: 765_432, scale: 0)) == 765_431)
        #expect(million.textColumns == 7)
        let trillion = try RangeSpec.parse("1..1000000000000")
        #expect(trillion.text(at: trillion.count - 1) == "1000000000000")
        #expect(trillion.layout(cellWidth: 15, spacing: 2).storedBytes == 0)
    }
}

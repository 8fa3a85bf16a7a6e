import Testing
@testable import MoodpickCore

/// A theme's list of styles has one place per element.
@Suite("Theme slots")
struct ThemeSlotTests {
    @Test("every element has its own place, and the places are 0 ..< count")
    func slots() {
        let slots = ThemeElement.allCases.map(\.slot)
        #expect(ThemeElement.count == ThemeElement.allCases.count)
        #expect(slots.sorted() == Array(0..<ThemeElement.count))
    }

    @Test("setting one element's style changes that element only", arguments: ThemeElement.allCases)
    func setting(element: ThemeElement) {
        var theme = Theme()
        let style = Style(foreground: .palette(3), attributes: .bold)
        theme[element] = style
        for other in ThemeElement.allCases { #expect(theme[other] == (other == element ? style : .plain)) }
        #expect(theme == Theme([element: style]))
    }
}

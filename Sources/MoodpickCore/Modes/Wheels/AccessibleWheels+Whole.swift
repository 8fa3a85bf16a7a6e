/// A whole time or date typed at any question of ``AccessibleWheels`` (`11:45`, `2024-02-29`):
/// every wheel is set at once, so a user who knows the value need not answer part by part.
extension AccessibleWheels {
    /// What the text does as a whole value: nil when it is not shaped as one (a part, then: a
    /// number with no `:` or inner `-`), else the stack showing it or why it is refused.
    func whole(_ typed: String) -> Result<WheelStack, WholeValueRefusal>? {
        switch stack.kind {
        case .range: return nil
        case let .time(wheels):
            guard typed.contains(":") else { return nil }
            let time: TimeOfDay
            do { time = try TimeOfDay.parse(typed, option: "The time") } catch { return .failure(WholeValueRefusal(error.description + ".")) }
            let bounds = TimeOfDay(minuteOfDay: wheels.bounds.lowerBound)...TimeOfDay(minuteOfDay: wheels.bounds.upperBound)
            if let refusal = Self.outside(time, time.text, bounds, \.text) { return .failure(refusal) }
            guard time.minute % wheels.step == 0 else {
                return .failure(WholeValueRefusal("\(time.text) is not on the \(wheels.step)-minute step."))
            }
            return .success(WheelStack(kind: stack.kind, selection: wheels.selection(of: time)))
        case let .date(wheels):
            guard typed.dropFirst().contains("-") else { return nil }
            let date: CalendarDate
            do { date = try CalendarDate.parse(typed, option: "The date") } catch { return .failure(WholeValueRefusal(error.description + ".")) }
            if let refusal = Self.outside(date, date.text, wheels.bounds, \.text) { return .failure(refusal) }
            return .success(WheelStack(kind: stack.kind, selection: wheels.selection(of: date)))
        }
    }

    /// Why `value` is refused when it lies outside `bounds`, nil when it lies inside.
    private static func outside<T: Comparable>(_ value: T, _ text: String, _ bounds: ClosedRange<T>, _ shown: (T) -> String) -> WholeValueRefusal? {
        if value < bounds.lowerBound { return WholeValueRefusal("\(text) is before the earliest, \(shown(bounds.lowerBound)).") }
        if bounds.upperBound < value { return WholeValueRefusal("\(text) is after the latest, \(shown(bounds.upperBound)).") }
        return nil
    }
}

/// Why a whole value typed under `--accessible` is refused: the sentence read out.
struct WholeValueRefusal: Error, Equatable {
    let text: String
    init(_ text: String) { self.text = text }
}

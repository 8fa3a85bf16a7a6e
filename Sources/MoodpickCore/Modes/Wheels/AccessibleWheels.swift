/// The wheels of `--range`, `--time` and `--date` under `--accessible` (docs/CONTRACT.md §17,
/// §18): one plain question per wheel, top to bottom, each naming what may be typed and the value
/// it holds now in brackets (`year, 0001 to 9999 [2026]: `). A typed value is checked against the
/// wheel's values and the bounds, and asked again with the reason when it does not fit; Enter
/// alone keeps the bracketed value. After the last wheel the whole value is read out and chosen.
///
/// The answers go through ``WheelStack/select(_:onWheel:)``, so the day follows the month and
/// leap years exactly as on the wheels, and each later question offers what the earlier answers
/// left (`day, 01 to 29` after February 2024). Like ``AccessibleMenu`` it only turns lines into
/// text to print and an outcome; the caller reads the terminal and writes to it.
package struct AccessibleWheels: Sendable {
    /// The wheels' values and selection: what Enter prints at the end.
    package private(set) var stack: WheelStack
    /// The wheel asked about now, from 0 at the top.
    package private(set) var asking = 0

    package init(stack: WheelStack) {
        self.stack = stack
    }

    /// What the wheels pick and how to answer, then the first question.
    package func start() -> AccessibleStep {
        AccessibleStep(text: introduction() + "\n" + question(), outcome: nil)
    }

    /// One typed line, without its line ending: the answer to the question asked.
    package mutating func read(line: String) -> AccessibleStep {
        if line.first == "\u{1B}" { return Self.cancelling }
        let typed = line.trimmingCharacters(" \t\r")
        // Only an empty line is Enter alone: a line of NUL or other control characters (Ctrl-@,
        // Ctrl-Space) is not, nor is a number with one among its digits.
        guard AccessibleText.plain(typed) == typed else {
            return AccessibleStep(text: "That is not a number: type the \(stack.wheels[asking].name ?? "value") in digits.\n" + question(), outcome: nil)
        }
        switch whole(typed) {
        case .success(let set)?:
            stack = set
            return chosen()
        case .failure(let refusal)?:
            return AccessibleStep(text: refusal.text + "\n" + question(), outcome: nil)
        case nil:
            if !typed.isEmpty, let refusal = answer(typed) { return AccessibleStep(text: refusal + "\n" + question(), outcome: nil) }
        }
        asking += 1
        return asking < stack.wheels.count ? AccessibleStep(text: question(), outcome: nil) : chosen()
    }

    /// The whole value read out, and chosen.
    private func chosen() -> AccessibleStep {
        AccessibleStep(text: AccessibleText.plain(stack.output(.label)) + "\n", outcome: .chosen(stack.selection[stack.active]))
    }

    /// The end of input (Ctrl-D on an empty line): cancelled.
    package func endOfInput() -> AccessibleStep { Self.cancelling }

    private static let cancelling = AccessibleStep(text: "\nCancelled.\n", outcome: .cancelled)

    /// Sets the wheel asked about to `typed`, or says why not (the stack unchanged).
    private mutating func answer(_ typed: String) -> String? {
        let wheel = stack.wheels[asking]
        let name = wheel.name ?? "value"
        let values = wheel.values
        let number: ExactDecimal
        switch ExactDecimal.parse(typed) {
        case let .success(parsed) where typed.allSatisfy(\.isASCII): number = parsed
        case .failure(.tooManyDigits): return "There is no \(name) \(typed): \(span(of: values))."
        default: return "\(typed) is not a number: type the \(name) in digits."
        }
        guard let index = values.index(of: number) else {
            let nearest = values.nearestIndex(to: number)
            let outside = number.isBelow(values.value(at: 0)) || values.value(at: values.count - 1).isBelow(number)
            if outside { return "There is no \(name) \(typed): \(span(of: values))." }
            let lower = values.value(at: nearest).isBelow(number) ? nearest : nearest - 1
            return "\(typed) is not one of the values: the nearest are \(values.text(at: lower)) and \(values.text(at: lower + 1))."
        }
        var changed = stack
        changed.select(index, onWheel: asking)
        guard changed.selection[asking] == index else {
            let bound = bounds.map { index < changed.selection[asking] ? "before the earliest, \($0.lowerBound)" : "after the latest, \($0.upperBound)" }
            return "With \(name) \(values.text(at: index)) the \(noun) would be \(bound ?? "out of bounds")."
        }
        stack = changed
        return nil
    }

    /// The question for the wheel asked about: its name, its values, its value now.
    func question() -> String {
        let wheel = stack.wheels[asking]
        let values = wheel.values
        let unit: String = if case let .range(range) = stack.kind, let unit = range.unit { " in \(AccessibleText.plain(unit))" } else { "" }
        return "\(wheel.name ?? "value")\(unit), \(span(of: values)) [\(values.text(at: stack.selection[asking]))]: "
    }

    /// `01 to 12`, `0 to 1000 by 10`.
    private func span(of values: NumberRange) -> String {
        let step = ExactDecimal(units: values.step, scale: values.scale).text
        let by = values.step == 1 || values.count == 1 ? "" : " by \(step)"
        return values.count == 1 ? "only \(values.text(at: 0))" : "\(values.text(at: 0)) to \(values.text(at: values.count - 1))\(by)"
    }

    /// What the picker asks for, the bounds, and how to answer.
    func introduction() -> String {
        let count = stack.wheels.count
        let parts = stack.wheels.compactMap(\.name).joined(separator: ", ")
        let what = count == 1 ? "Pick a number" : "Pick a \(noun) in \(count) parts: \(parts)"
        let within = bounds.map { ", from \($0.lowerBound) to \($0.upperBound)" } ?? ""
        let whole: String = if case .date = stack.kind { " (or the whole date, YYYY-MM-DD)" } else if case .time = stack.kind { " (or the whole time, HH:MM)" } else { "" }
        let answer = count == 1 ? "Type it and press Enter" : "For each part type a number\(whole) and press Enter"
        return "\(what)\(within). \(answer); Enter alone keeps the value in brackets; Esc or Ctrl-D cancels."
    }

    /// What the wheels make together.
    private var noun: String {
        switch stack.kind {
        case .range: return "number"
        case .time: return "time"
        case .date: return "date"
        }
    }

    /// The first and last values a time or a date may take, as printed.
    private var bounds: (lowerBound: String, upperBound: String)? {
        switch stack.kind {
        case .range: return nil
        case let .time(time):
            return (TimeOfDay(minuteOfDay: time.bounds.lowerBound).text, TimeOfDay(minuteOfDay: time.bounds.upperBound).text)
        case let .date(date): return (date.bounds.lowerBound.text, date.bounds.upperBound.text)
        }
    }
}

extension String {
    /// The text without leading and trailing characters of `set`.
    fileprivate func trimmingCharacters(_ set: String) -> String {
        let isTrimmed: (Character) -> Bool = { set.contains($0) }
        return String(drop(while: isTrimmed).reversed().drop(while: isTrimmed).reversed())
    }
}

import MoodpickCommandLine
import MoodpickCore

/// How the strip moves (docs/CONTRACT.md §4, §5): the snap rule with its two values, how far a
/// fling coasts, whether it glides, and whether the mouse acts; each parsed once, here.
struct MotionOptions {
    var snapRule: SnapRule
    var deceleration: Deceleration
    var animated: Bool
    var mouse: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        let threshold = try arguments.defaulted(.snapThreshold, arguments.number)
        let flickVelocity = try arguments.defaulted(.flickVelocity, arguments.number)
        guard threshold >= 0 else { throw UsageError("--snap-threshold must be a number ≥ 0") }
        guard flickVelocity >= 0 else { throw UsageError("--flick-velocity must be a number ≥ 0") }
        snapRule = try arguments.defaulted(.snap) { option throws(UsageError) in try arguments.choice(option, as: SnapName.self) }
            .rule(threshold: threshold, flickVelocity: flickVelocity)
        deceleration = try arguments.defaulted(.deceleration) { option throws(UsageError) in
            try arguments.parsed(option, expected: "normal, fast or a number in [0, 1)", Self.deceleration)
        }
        animated = AccessibleOptions.animated(arguments, environment: Environment.value)
        mouse = arguments.flag(.mouse)
    }

    /// `--deceleration`'s value: a name or a rate per millisecond in [0, 1).
    static func deceleration(_ text: String) -> Deceleration? {
        switch text {
        case "normal": return .normal
        case "fast": return .fast
        default:
            guard let rate = Double(text), rate >= 0, rate < 1 else { return nil }
            return Deceleration(rate: rate)
        }
    }
}

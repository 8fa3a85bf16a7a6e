import Moodpick

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// PickAMood: asks for a mood with moodpick's strip and prints it.
//
//   PickAMood [ITEM…]            the items (default: five moods), all known at once
//   PickAMood --stream [ITEM…]   the same items arriving one by one through an AsyncStream
//   PickAMood --time             hour and minute wheels on a 15-minute step, from 09:30
//
// Prints the choice on standard output and exits 0; exits 130 when the person leaves with Esc,
// and 1 with the reason on standard error when there is no terminal to draw on.

var arguments = Array(CommandLine.arguments.dropFirst())
let streams = arguments.first == "--stream"
let wheels = arguments.first == "--time"
if streams || wheels { arguments.removeFirst() }
let moods = arguments.isEmpty ? ["😀 happy", "😢 sad", "🤔 thinking", "😴 sleepy", "🥳 party"] : arguments

do {
    let options = PickOptions(prompt: "mood> ", onSettle: { _ in })
    let picked: String?
    if wheels {
        picked = try await Moodpick.time(step: 15, start: "09:30", options: options)
    } else if streams {
        let items = AsyncStream<String> { continuation in
            for mood in moods { continuation.yield(mood) }
            continuation.finish()
        }
        picked = try await Moodpick.pick(from: items, options: options).map { "\($0.index) \($0.item)" }
    } else {
        picked = try await Moodpick.pick(moods, options: options).map { "\($0.index) \($0.item)" }
    }
    guard let picked else { exit(130) }
    print(picked)
} catch {
    let message = Array("PickAMood: \(error)\n".utf8)
    _ = write(2, message, message.count)
    exit(1)
}

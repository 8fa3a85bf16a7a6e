import MoodpickCore

// Its own libc import (exit, stderr): this tool links MoodpickCore alone, not the terminal
// layer whose Platform.swift is the program's one libc import.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// moodpick-pictures: reads a styled frames dump (see `StyledFrames`) on standard input and
// writes the animated SVG on standard output. `--title TEXT` sets the picture's accessible name.
// Exit status 0, or 65 (EX_DATAERR) with the bad line named on standard error.

var title = "moodpick"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--title", let value = arguments.popFirst() {
        title = value
    } else {
        var standardError = StandardError()
        print("usage: moodpick-pictures [--title TEXT] < FRAMES > SVG", to: &standardError)
        exit(64)
    }
}

var input = ""
while let line = readLine(strippingNewline: false) { input += line }
do {
    let frames = try StyledFrames(parsing: input)
    print(AnimatedSVG.render(frames, title: title), terminator: "")
} catch {
    var standardError = StandardError()
    print("moodpick-pictures: \(error)", to: &standardError)
    exit(65)
}

/// Standard error as a text stream, without Foundation.
struct StandardError: TextOutputStream {
    mutating func write(_ string: String) {
        let bytes = Array(string.utf8)
        _ = bytes.withUnsafeBytes { systemWrite(2, $0.baseAddress, $0.count) }
    }
}

/// The system's write(2), named apart from `StandardError.write`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A wheel option moodpick cannot use: the command line turns it into a usage error (exit 64)
/// with this message, which names the option and the value at fault and says what is accepted.
///
/// The core has no command-line types; `description` is the whole message.
package struct WheelUsageError: Error, Sendable, Equatable, CustomStringConvertible {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

/// A command line moodpick cannot run: exit status 64 (`ExitStatus.usage`) with this message,
/// before anything has started.
package struct UsageError: Error, CustomStringConvertible, Equatable {
    package let description: String

    package init(_ description: String) {
        self.description = description
    }
}

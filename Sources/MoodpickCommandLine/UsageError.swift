/// A command line moodpick cannot run: exit status 64 (`ExitStatus.usage`) with this message,
/// before anything has started.
public struct UsageError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

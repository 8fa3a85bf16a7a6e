/// What makes a press and release a click rather than a drag, and how a strip or a wheel
/// springs after one: shared by every mode that takes the pointer.
package enum PointerClick {
    /// How long a press-release may take to count as a click, in seconds.
    package static let seconds = 0.3
    /// How far the pointer may move and still make a click, in columns.
    package static let slopColumns = 1
    /// Spring response after a release or a click, in seconds: the standard one.
    package static let releaseResponse = SpringSegment.standardResponse
}

/// Why an item has no thumbnail: its placeholder cell shows `reason` in the label row.
package enum ImageFailure: Error, Equatable, Sendable {
    case noSuchFile
    case permissionDenied
    case symlinkLoop
    /// A FIFO, a device, a directory: never opened for reading, so never waited on.
    case notARegularFile(kind: String)
    /// The path holds control characters (it would be unsafe to echo to the terminal).
    case controlCharactersInPath
    /// Over the byte limit before reading, or the header's size over the pixel budget.
    case tooLarge(width: Int, height: Int)
    case fileTooLarge(bytes: Int)
    case notAnImage
    /// The library stopped on an error (truncated or corrupt); its words when it gave some.
    case corrupt(detail: String)
    case unsupported(detail: String)
    case outOfMemory
    /// Any other errno from open, fstat or read.
    case unreadable(errno: Int32)

    /// The words for the label row (short: a cell is a dozen columns wide).
    package var reason: String {
        switch self {
        case .noSuchFile: "no such file"
        case .permissionDenied: "permission denied"
        case .symlinkLoop: "symlink loop"
        case .notARegularFile(let kind): "not a file (\(kind))"
        case .controlCharactersInPath: "control characters in path"
        case .tooLarge(let width, let height): "too large (\(width)x\(height))"
        case .fileTooLarge(let bytes): "too large (\(bytes / 1_048_576) MB)"
        case .notAnImage: "not an image"
        case .corrupt(let detail): detail.isEmpty ? "corrupt image" : "corrupt image: \(detail)"
        case .unsupported(let detail): detail.isEmpty ? "unsupported image" : "unsupported: \(detail)"
        case .outOfMemory: "out of memory"
        case .unreadable(let code): "unreadable (errno \(code))"
        }
    }
}

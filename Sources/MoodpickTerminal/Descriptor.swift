import CTerminfo

/// Writing to a file descriptor: the one write-all loop (`moodpick_write_all`, which the signal
/// handlers' restore uses too), for the terminal, the output files and the history file.
package enum Descriptor {
    /// Writes all of `bytes` to `fd`, again after a signal and after a short write; false when
    /// the descriptor refused them (errno says why).
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { moodpick_write_all(fd, $0.baseAddress, $0.count) == 0 }
    }
}

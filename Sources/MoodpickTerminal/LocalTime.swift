/// The local date and time of day from the system clock: what the wheels start on when no
/// `--start` is given (docs/CONTRACT.md §18). The core is handed the fields, never reads a clock.
package enum LocalTime {
    /// The fields of the local time now (month and day from 1), or nil when the clock cannot be read.
    package static func now() -> (year: Int, month: Int, day: Int, hour: Int, minute: Int)? {
        var seconds = time(nil)
        var local = tm()
        guard localtime_r(&seconds, &local) != nil else { return nil }
        return (Int(local.tm_year) + 1900, Int(local.tm_mon) + 1, Int(local.tm_mday), Int(local.tm_hour), Int(local.tm_min))
    }
}

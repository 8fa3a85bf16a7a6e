extension Duration {
    /// This duration in seconds as a Double (the unit every motion formula uses).
    ///
    /// The core never reads a clock: callers pass instants as `Duration`s since any fixed origin
    /// (a monotonic clock's start, or 0 in a replay), and the physics works on their differences.
    package var moodpickSeconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}

/// One drawn frame, as `--trace` and `--screen` see it.
package struct FrameRecord: Sendable {
    /// When it was drawn, since the run began.
    package var time: Duration
    /// The strip offset it shows, in columns.
    package var offset: Double
    /// The cell nearest that offset.
    package var centeredIndex: Int
    package var frame: Frame

    /// The `--trace` line: `<ms> <offset> <centered index>`.
    package var traceLine: String {
        "\(DecimalText.format(time.moodpickSeconds * 1000)) \(DecimalText.format(offset)) \(centeredIndex)"
    }
}

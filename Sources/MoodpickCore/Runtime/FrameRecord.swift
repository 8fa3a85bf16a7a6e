/// One drawn frame, as `--trace` and `--screen` see it.
public struct FrameRecord: Sendable {
    /// When it was drawn, since the run began.
    public var time: Duration
    /// The strip offset it shows, in columns.
    public var offset: Double
    /// The cell nearest that offset.
    public var centeredIndex: Int
    public var frame: Frame

    /// The `--trace` line: `<ms> <offset> <centered index>`.
    public var traceLine: String {
        "\(DecimalText.format(time.moodpickSeconds * 1000)) \(DecimalText.format(offset)) \(centeredIndex)"
    }
}

/// The behaviour settings of a picker (the command line's motion options).
public struct PickerOptions: Sendable, Equatable {
    /// How a release picks its cell (`--snap`).
    public var snapRule: SnapRule
    /// How far a fling would coast (`--deceleration`).
    public var deceleration: Deceleration
    /// Glide and spring (false: `--no-animation`, the strip jumps to each target).
    public var animated: Bool
    /// Mouse presses, drags, clicks and the wheel act (false: `--no-mouse`).
    public var mouse: Bool
    /// Where the picture goes, which decides which picture row is the strip's.
    public var placement: Placement

    public init(snapRule: SnapRule = .nearest, deceleration: Deceleration = .normal, animated: Bool = true, mouse: Bool = true,
                placement: Placement = .fullscreen) {
        self.placement = placement
        self.snapRule = snapRule
        self.deceleration = deceleration
        self.animated = animated
        self.mouse = mouse
    }
}

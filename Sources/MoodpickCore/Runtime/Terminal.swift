/// Where a session's input comes from and its frames go: the real terminal, or a headless
/// one that plays a script. A class-bound protocol: a terminal is one resource.
package protocol Terminal: AnyObject {
    /// The screen and the picture's place on it now. After a `.resize` event or a `.redraw`
    /// it is already the new one.
    var viewport: Viewport { get }
    /// Blocks until input arrives or `deadline` (nil: no deadline, sleep until input) passes.
    func nextInput(until deadline: Duration?) -> TerminalInput
    /// The frame on screen now: the last one drawn; nil before the first and after
    /// `invalidate` (or whenever the terminal no longer knows what the screen shows). The one
    /// record of what is on screen: the session compares the next frame with it.
    var shown: Frame? { get }
    /// Shows `frame`, writing only what differs from `shown`; nothing when it is `shown`.
    func draw(_ frame: Frame)
    /// Forgets what is on screen (`shown` becomes nil), so the next draw repaints everything.
    func invalidate()
    /// Ctrl-Z: give the terminal back (the picture erased), stop, and on resume take it again
    /// (the picture's place found anew).
    func suspend()
}

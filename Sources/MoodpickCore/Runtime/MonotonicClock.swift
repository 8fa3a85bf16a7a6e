/// The only clock a session knows: monotonic time since the run began. (Not the standard
/// library's `Clock`: a session needs one reading, `now`, and a virtual twin for replays.)
package protocol MonotonicClock: AnyObject {
    func now() -> Duration
}

/// moodpick's version: the one place it is written. `--version` prints it, and a test checks it
/// against the nearest git tag (`v` + this), so a release bumps this line and tags that commit.
enum Version {
    static let current = "0.2.0"

    /// What `moodpick --version` prints.
    static let line = "moodpick \(current)"
}

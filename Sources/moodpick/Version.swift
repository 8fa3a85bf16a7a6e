/// moodpick's version: the one place it is written. `--version` prints it, the release
/// artifacts are named after it (scripts/package.sh asks the binary), and a test checks it
/// against the nearest git tag (`v` + this), so a release bumps this line, adds its
/// CHANGELOG.md section and tags that commit.
enum Version {
    static let current = "0.3.0"

    /// What `moodpick --version` prints.
    static let line = "moodpick \(current)"
}

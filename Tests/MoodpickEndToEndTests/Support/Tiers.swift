import Testing

extension Tag {
    /// The release check: the suites that build the release binary, install it into a scratch
    /// folder, pack the tarball and the .deb, or check the machine's packages. Minutes, not
    /// seconds: `make release-check` runs them alone, `make e2e` runs the rest of this target
    /// (docs/TESTING.md, "Tiers").
    @Tag static var release: Self
}

/// What every test target shares (the seeded generator, the wait helper), visible in every file
/// of this target without an import of its own.
@_exported import MoodpickTestSupport

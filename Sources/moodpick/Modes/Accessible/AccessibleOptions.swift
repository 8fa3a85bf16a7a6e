import MoodpickCommandLine

/// Whether a run is `--accessible` and whether it glides, where the environment has a say
/// (docs/CONTRACT.md §17): each decided here, once. The environment is a lookup of one
/// variable (`Environment.value`), not a dictionary of them: building one cost a short run
/// about 25 K instructions (callgrind) for three names.
enum AccessibleOptions {
    /// `--accessible` or `--no-accessible` as given (on the command line or in the default
    /// options); else `TERM=dumb` or a non-empty `MOODPICK_ACCESSIBLE`.
    static func accessible(_ arguments: ParsedArguments, environment: (String) -> String?) -> Bool {
        if arguments.has(.accessible) { return arguments.flag(.accessible) }
        return environment("TERM") == "dumb" || environment("MOODPICK_ACCESSIBLE") != nil
    }

    /// `--animation`'s value: a non-empty `REDUCED_MOTION` turns it off unless `--animation` or
    /// `--no-animation` is typed on the command line itself.
    static func animated(_ arguments: ParsedArguments, environment: (String) -> String?) -> Bool {
        if arguments.typedOnCommandLine(.animation) { return arguments.flag(.animation) }
        return environment("REDUCED_MOTION") == nil && arguments.flag(.animation)
    }
}

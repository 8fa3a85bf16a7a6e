import MoodpickCore
import MoodpickTerminal

/// Finds and reads the CLDR files of the user's language for `--emoji` (docs/EMOJI.md,
/// "Languages"): `share/moodpick/emoji/LOCALE.tsv`, beside the installed executable
/// (`../share/moodpick` from its directory) or, in a debug build, in the source tree's `data/`. Only the
/// locale asked for is read, when `--emoji` runs; none found is English only.
enum EmojiLocaleFiles {
    /// The names of the locale the environment asks for, or nil (English, or no file).
    static func localNames() -> EmojiLocalNames? {
        var environment: [String: String] = [:]
        for name in ["LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        let candidates = EmojiLocale.candidates(environment: environment)
        guard !candidates.isEmpty, let directory = dataDirectory() else { return nil }
        // The first language with a file, with its language file after a regional one.
        var files: [EmojiLocaleFile] = []
        var chosenLanguage: String?
        let recordCount = EmojiCatalog.recordCount
        for name in candidates {
            let language = String(name.prefix { $0 != "_" })
            if let chosenLanguage, chosenLanguage != language { break }
            guard let text = read(directory + "/" + name + ".tsv"),
                  let file = EmojiLocaleFile(bytes: Array(text.utf8), recordCount: recordCount) else { continue }
            files.append(file)
            chosenLanguage = language
        }
        return files.isEmpty ? nil : EmojiLocalNames(files)
    }

    /// `share/moodpick/emoji` of the installation, or `data/emoji` of the source tree for a debug build.
    static func dataDirectory() -> String? {
        var places: [String] = []
        if let executable = ProcessFiles.executablePath() {
            let directory = executable.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
            places.append(directory + "/../share/moodpick/emoji")
        }
        #if DEBUG
            // This file's place in the source tree: Sources/moodpick/ → data/emoji (what `make
            // install` puts under share/moodpick).
            let source = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false).dropLast(3).joined(separator: "/")
            places.append(source + "/data/emoji")
        #endif
        return places.first { access($0, R_OK | X_OK) == 0 }
    }

    /// A small text file's contents, or nil.
    private static func read(_ path: String) -> String? {
        guard case .success(let text) = FileIO.readText(path, maximumBytes: 4 << 20, as: "an emoji language file", regularFileOnly: true) else { return nil }
        return text
    }
}

import Foundation
import Testing

/// `--emoji` in the user's language (docs/EMOJI.md, "Languages"): CLDR's names and keywords for
/// the locale of LANGUAGE, LC_ALL, LC_MESSAGES or LANG, read from data/emoji (installed as share/moodpick/emoji), with
/// English always searched too.
@Suite("--emoji in the user's language")
struct EmojiLanguageTests {
    static func first(_ query: String, _ environment: [String: String?], output: String = "line") async throws -> String? {
        var env = Processes.environment()
        for (key, value) in environment { env[key] = value }
        let result = try await Processes.run(try Moodpick.binary(), ["--emoji", "--no-history", "--filter", query, "--output", output],
                                             environment: env)
        return result.out.split(separator: "\n").first.map(String.init)
    }

    @Test("German, French and Spanish searches find the right emoji, labelled in that language", arguments: [
        ("feuer", ["LANG": "de_DE.UTF-8", "LC_ALL": nil], "🔥 Feuer"),
        ("daumen hoch", ["LANG": "de_DE.UTF-8", "LC_ALL": nil], "👍 Daumen hoch"),
        ("feu", ["LANGUAGE": "fr", "LC_ALL": "fr_FR.UTF-8"], "🔥 feu"),
        ("pouce vers le haut", ["LC_ALL": "fr_CA.UTF-8"], "👍 pouce vers le haut"),
        ("fuego", ["LC_ALL": "es_ES.UTF-8"], "🔥 fuego"),
        ("coeur", ["LC_ALL": "fr_FR.UTF-8"], "🫀 cœur"), ("oeil", ["LC_ALL": "fr_FR.UTF-8"], "👁️ œil"),
        ("pulgar", ["LC_MESSAGES": "es_MX.UTF-8", "LC_ALL": nil, "LANG": "C.UTF-8"], "👍 pulgar hacia arriba"),
    ] as [(String, [String: String?], String)])
    func localSearch(query: String, environment: [String: String?], expected: String) async throws {
        #expect(try await Self.first(query, environment) == expected)
    }

    @Test("a toned form's label names its tone in the user's language")
    func tonedLabel() async throws {
        #expect(try await Self.first("daumen hoch", ["LANG": "de_DE.UTF-8", "LC_ALL": nil, "XDG_STATE_HOME": "/nonexistent"]) == "👍 Daumen hoch")
        var env = Processes.environment(["LANG": "de_DE.UTF-8"])
        env["LC_ALL"] = nil
        let result = try await Processes.run(try Moodpick.binary(), ["--emoji", "--no-history", "--tone", "medium", "--filter", "daumen hoch",
                                                                      "--output", "line"], environment: env)
        #expect(result.out.split(separator: "\n").first == "👍🏽 Daumen hoch: mittlere Hautfarbe")
    }

    @Test("English is always searched too; C and English locales show the English names")
    func englishToo() async throws {
        #expect(try await Self.first("fire", ["LANG": "de_DE.UTF-8", "LC_ALL": nil]) == "🔥 Feuer")
        #expect(try await Self.first("fire", ["LC_ALL": "C.UTF-8"]) == "🔥 fire")
        #expect(try await Self.first("fire", ["LC_ALL": "en_GB.UTF-8"]) == "🔥 fire")
        #expect(try await Self.first("feuer", ["LC_ALL": "C.UTF-8"]) != "🔥 fire", "no German without a German locale")
    }

    @Test("a language file whose index does not fit in 64 bits is read without it, in the picker and with --filter (issue 34, defect 3)")
    func overflowingIndex() async throws {
        let directory = try Moodpick.scratchDirectory("locale-overflow")
        defer { try? FileManager.default.removeItem(at: directory) }
        let french = try String(contentsOf: Moodpick.packageRoot.appendingPathComponent("data/emoji/fr.tsv"), encoding: .utf8)
        let share = directory.appendingPathComponent("share/moodpick/emoji")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        // The installed layout (bin/ beside share/), so this file is the one read.
        try (french + "99999999999999999999\tx\ty\n18446744073709551616\tz\tw\n").write(
            to: share.appendingPathComponent("fr.tsv"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let script = """
            cd '\(directory.path)' && cp "$MOODPICK" bin/moodpick && printf '0 key enter\\n' > enter
            export LC_ALL=fr_FR.UTF-8
            bin/moodpick --emoji --no-history --filter feu --output line > found; echo "filter $?"; head -1 found
            bin/moodpick --emoji --no-history --replay enter --output line; echo "picker $?"
            """
        let result = try await Moodpick.shell(script)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(2)) == ["filter 0", "🔥 feu"], "\(result.out) \(result.err)")
        #expect(lines.last == "picker 0", "\(result.out) \(result.err)")
        #expect(!result.err.contains("Fatal") && !result.err.contains("overflow"), "\(result.err)")
    }
}

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
}

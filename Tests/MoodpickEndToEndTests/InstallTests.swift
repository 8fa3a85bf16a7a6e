import Foundation
import Testing

/// `make install` into a temporary DESTDIR, and what a user then has: the files in their
/// standard places with their modes, a man page that renders without warnings, completions
/// each shell accepts, and a stripped binary that needs no Swift toolchain. Every tool these
/// tests use (make, mandoc, groff, bash, zsh, fish, ldd, env, git, tmux, readelf) is in
/// scripts/packages, which `make test` and `.ci/run` install; a missing one fails the test.
@Suite("Install", .serialized, .tags(.release))
struct InstallTests {
    /// The binary, the man page, the three completions, and whatever data/ holds (under share/moodpick).
    static let files: [(path: String, mode: Int)] = [
        ("usr/local/bin/moodpick", 0o755),
        ("usr/local/share/man/man1/moodpick.1", 0o644),
        ("usr/local/share/bash-completion/completions/moodpick", 0o644),
        ("usr/local/share/zsh/site-functions/_moodpick", 0o644),
        ("usr/local/share/fish/vendor_completions.d/moodpick.fish", 0o644),
    ] + Packaging.dataFiles().map { ("usr/local/share/moodpick/" + $0, 0o644) }

    @Test("the installed binary finds its language files in ../share/moodpick: German names for LANG=de_DE")
    func languageFiles() async throws {
        #expect(Packaging.dataFiles().filter { $0.hasPrefix("emoji/") }.count > 100)
        let root = try await Installation.shared.root()
        var environment = Processes.environment(["LANG": "de_DE.UTF-8"])
        environment["LC_ALL"] = nil
        let result = try await Processes.run("\(root)/usr/local/bin/moodpick", ["--emoji", "--no-history", "--filter", "feuer", "--output", "line"],
                                             environment: environment)
        #expect(result.out.hasPrefix("🔥 Feuer\n"), "\(result.out.prefix(80)) \(result.err)")
    }

    @Test("make install puts exactly the binary, the man page, three completions and the data files in place, with their modes")
    func filesAndModes() async throws {
        let root = try await Installation.shared.root()
        #expect(try allFiles(under: root) == Set(Self.files.map(\.path)))
        for (path, mode) in Self.files {
            let attributes = try FileManager.default.attributesOfItem(atPath: "\(root)/\(path)")
            let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
            #expect(permissions == mode, "\(path): mode \(String(permissions, radix: 8))")
        }
    }

    @Test("make uninstall removes exactly those files and leaves other programs' files")
    func uninstall() async throws {
        let root = try await Installation.shared.root()
        let scratch = try Installation.temporaryDirectory("uninstall")
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for (path, _) in Self.files {
            let target = "\(scratch)/\(path)"
            try FileManager.default.createDirectory(
                atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: "\(root)/\(path)", toPath: target)
        }
        let neighbour = "usr/local/share/zsh/site-functions/_other"
        try Data("#compdef other\n".utf8).write(to: URL(fileURLWithPath: "\(scratch)/\(neighbour)"))
        let result = try await Installation.make(["uninstall", "DESTDIR=\(scratch)"])
        #expect(result.status == 0, "make uninstall: \(result.err)")
        #expect(try allFiles(under: scratch) == [neighbour])
    }

    @Test("the man page renders without a warning (mandoc -T lint, groff -ww)")
    func manPage() async throws {
        let page = try await Installation.shared.root() + "/usr/local/share/man/man1/moodpick.1"
        let mandoc = try await Processes.run(try Processes.which("mandoc"), ["-T", "lint", page])
        #expect(mandoc.status == 0 && mandoc.out.isEmpty && mandoc.err.isEmpty, "mandoc: \(mandoc.out)\(mandoc.err)")
        let groff = try await Processes.run(try Processes.which("groff"), ["-ww", "-man", "-z", page])
        #expect(groff.status == 0 && groff.err.isEmpty, "groff: \(groff.err)")
    }

    @Test(
        "each shell accepts its completion script",
        arguments: [
            ("bash", ["-n"], "usr/local/share/bash-completion/completions/moodpick"),
            ("zsh", ["-n"], "usr/local/share/zsh/site-functions/_moodpick"),
            ("fish", ["--no-execute"], "usr/local/share/fish/vendor_completions.d/moodpick.fish"),
        ])
    func completionSyntax(shell: String, flags: [String], path: String) async throws {
        let script = try await Installation.shared.root() + "/" + path
        let result = try await Processes.run(try Processes.which(shell), flags + [script])
        #expect(result.status == 0 && result.err.isEmpty, "\(shell) \(flags.joined(separator: " ")): \(result.err)")
    }

    @Test("the installed binary is one static executable: ldd finds no library to load, Swift's or any other")
    func staticExecutable() async throws {
        let binary = try await Installation.shared.root() + "/usr/local/bin/moodpick"
        let ldd = try await Processes.run(try Processes.which("ldd"), [binary])
        let said = ldd.out + ldd.err
        #expect(said.contains("not a dynamic executable"), "ldd (status \(ldd.status)):\n\(said)")
        #expect(!said.lowercased().contains("swift") && !said.contains("=>"), "ldd names a library:\n\(said)")
    }

    @Test("the installed binary is stripped: no symbol table, no debug sections, at most 12 MB")
    func strippedBinary() async throws {
        try await Packaging.expectStripped(try await Installation.shared.root() + "/usr/local/bin/moodpick")
    }

    @Test("the installed binary in a real terminal: inline under the prompt, a preview child, Enter prints the pick")
    func installedInTerminal() async throws {
        let binary = try await Installation.shared.root() + "/usr/local/bin/moodpick"
        try await ShellRun.with(binary: binary) { shell in
            let session = shell.session
            try await session.type("clear; seq -f 'line %g' 5")
            try await session.waitFor("the numbered lines") { $0.hasLine("line 5") }
            let command = #"printf 'a\nb\nc\n' | "$MP" --preview 'echo seen {}'"#
            try await session.type(command)
            try await session.waitForRest("the picture with a's preview") { $0.hasLine("a") && $0.contains("seen a") }
            try await session.send("Right")
            try await session.waitForRest("b centered, its preview shown") { $0.hasLine("b") && $0.contains("seen b") }
            try await session.send("Enter")
            let screen = try await session.waitFor("the pick under the command, then the prompt") { screen in
                screen.lines.map(\.trimmed).filter { !$0.isEmpty }.suffix(3) == ["$ " + command, "b", "$"]
            }
            #expect(!screen.lines.contains { $0.trimmed.hasPrefix("seen") }, "the picture and its preview are gone:\n\(screen)")
        }
    }

    @Test("with an empty environment (env -i) the installed binary answers --version, --help and a replay")
    func emptyEnvironment() async throws {
        let root = try await Installation.shared.root()
        let binary = root + "/usr/local/bin/moodpick"
        let env = try Processes.which("env")
        let version = try await Processes.run(env, ["-i", binary, "--version"], environment: [:])
        let expected = "moodpick \(try Installation.sourceVersion())\n"
        #expect(version.status == 0 && version.out == expected, "\(version.out)\(version.err)")
        let help = try await Processes.run(env, ["-i", binary, "--help"], environment: [:])
        #expect(help.status == 0 && help.out.contains("USAGE: moodpick"), "\(help.err)")

        let script = try Installation.temporaryDirectory("replay") + "/choose-last.replay"
        defer { try? FileManager.default.removeItem(atPath: (script as NSString).deletingLastPathComponent) }
        try Data("0 key end\n1 key enter\n".utf8).write(to: URL(fileURLWithPath: script))
        let replay = try await Processes.run(
            env, ["-i", binary, "--replay", script, "😀 happy", "😢 sad", "🤔 thinking"], environment: [:])
        #expect(replay.status == 0 && replay.out == "🤔 thinking\n", "status \(replay.status): \(replay.out)\(replay.err)")
    }

    @Test("every long option --help lists appears in the man page and in each completion script")
    func optionsDocumentedEverywhere() async throws {
        let root = try await Installation.shared.root()
        let help = try await Processes.run(root + "/usr/local/bin/moodpick", ["--help"], environment: [:])
        let options = Installation.longOptions(in: help.out)
        #expect(options.count >= 20, "too few options found in --help: \(options.sorted())")
        let page = try String(contentsOfFile: root + "/usr/local/share/man/man1/moodpick.1", encoding: .utf8)
            .replacingOccurrences(of: "\\-", with: "-")
        let documents = [("the man page", page)] + (try Self.files.dropFirst(2).prefix(3).map { file in
            (file.path, try String(contentsOfFile: "\(root)/\(file.path)", encoding: .utf8))
        })
        for (name, text) in documents {
            let missing = options.subtracting(Installation.longOptions(in: text))
            #expect(missing.isEmpty, "\(name) lacks \(missing.sorted().joined(separator: " "))")
        }
    }

    @Test("--version is the version in Sources/moodpick/Version.swift, and that is the nearest git tag or newer")
    func versionFollowsTag() async throws {
        let version = try Installation.sourceVersion()
        let debug = try await Moodpick.run(["--version"])
        #expect(debug.out == "moodpick \(version)\n")
        let git = try Processes.which("git")
        let tag = try await Processes.run(git, ["-C", Moodpick.packageRoot.path, "describe", "--tags", "--abbrev=0", "--match", "v[0-9]*"])
        // A clone without tags (CI's may be one) has nothing to compare with.
        guard tag.status == 0 else { return }
        let tagged = String(tag.out.trimmingCharacters(in: .whitespacesAndNewlines).dropFirst())
        let exact = try await Processes.run(git, ["-C", Moodpick.packageRoot.path, "describe", "--tags", "--exact-match", "--match", "v[0-9]*"])
        if exact.status == 0 {
            #expect(version == tagged, "HEAD is tagged v\(tagged) but Version.swift says \(version)")
        } else {
            #expect(
                version.split(separator: ".").compactMap { Int($0) }
                    .lexicographicallyPrecedes(tagged.split(separator: ".").compactMap { Int($0) }) == false,
                "Version.swift says \(version), older than the tag v\(tagged)")
        }
    }

    @Test("the man page's header names the same version")
    func manPageVersion() throws {
        let page = try String(contentsOf: Moodpick.packageRoot.appendingPathComponent("docs/moodpick.1"), encoding: .utf8)
        let header = page.split(separator: "\n").first { $0.hasPrefix(".TH ") }.map(String.init) ?? ""
        #expect(header.contains("\"moodpick \(try Installation.sourceVersion())\""), "docs/moodpick.1: \(header)")
    }

    private func allFiles(under root: String) throws -> Set<String> {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var found: Set<String> = []
        while let path = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                found.insert(path)
            }
        }
        return found
    }
}

/// One `make install` into a temporary DESTDIR, shared by the tests above. `make test` builds
/// the release binary before the tests start, so the install's own build finds nothing to do.
actor Installation {
    static let shared = Installation()
    private var installed: Task<String, any Error>?

    func root() async throws -> String {
        if installed == nil {
            installed = Task {
                let destdir = try Installation.temporaryDirectory("install")
                let result = try await Installation.make(["install", "DESTDIR=\(destdir)"])
                guard result.status == 0 else {
                    throw HarnessError("make install DESTDIR=\(destdir) failed (\(result.status)):\n\(result.out)\n\(result.err)")
                }
                return destdir
            }
        }
        return try await installed!.value
    }

    static func make(_ arguments: [String]) async throws -> ProcessResult {
        try await Processes.run(
            try Processes.which("make"), ["-C", Moodpick.packageRoot.path] + arguments, timeoutSeconds: 900)
    }

    static func temporaryDirectory(_ purpose: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("moodpick-\(purpose)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The version string of `Sources/moodpick/Version.swift` (the tests cannot import an executable).
    static func sourceVersion() throws -> String {
        let source = try String(
            contentsOf: Moodpick.packageRoot.appendingPathComponent("Sources/moodpick/Version.swift"), encoding: .utf8)
        guard let match = source.firstMatch(of: /static let current = "([^"]+)"/) else {
            throw HarnessError("no `static let current = \"…\"` in Sources/moodpick/Version.swift")
        }
        return String(match.1)
    }

    /// The `--long-options` a text names (`--mouse/--no-mouse` gives both); fish's
    /// `complete … -l 'name'` counts as `--name`.
    static func longOptions(in text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z0-9][a-z0-9-]*[a-z0-9]/).map { String($0.output) })
            .union(text.matches(of: /\s-l '([a-z0-9-]+)'/).map { "--" + $0.output.1 })
    }
}

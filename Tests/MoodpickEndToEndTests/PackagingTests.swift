import Foundation
import Testing

/// `make dist` and `make deb` from a clean clone of the current commit, and what a user gets
/// from them: the tarball's files, owners, order and times, checksums `sha256sum -c` accepts,
/// the same bytes from a second packing, a stripped binary of at most 12 MB that runs with an
/// empty environment, and a .deb that lintian passes and that `dpkg -i` installs into a scratch
/// root (`dpkg --root`, as any user) and `dpkg -r` removes completely. The clone is packed with the binary the checkout's own `make release`
/// built (`make test` built it before the tests), so no second release build is made. Every
/// tool used (git, make, tar, sha256sum, readelf, dpkg, lintian, man) is installed by
/// scripts/setup.sh; a missing one fails the test.
@Suite("Packaging", .serialized, .tags(.release))
struct PackagingTests {
    /// The files of the tarball, below its top folder (data files under data/ are added).
    static var tarballFiles: Set<String> {
        Set([
            "share/doc/moodpick/LICENSE", "share/doc/moodpick/README.md", "share/doc/moodpick/THIRD-PARTY-NOTICES", "bin/moodpick", "share/man/man1/moodpick.1",
            "share/bash-completion/completions/moodpick", "share/zsh/site-functions/_moodpick",
            "share/fish/vendor_completions.d/moodpick.fish",
        ] + Packaging.dataFiles().map { "share/moodpick/" + $0 })
    }

    /// The files of the .deb (data files under data/ are added).
    static var debianFiles: Set<String> {
        Set([
            "usr/bin/moodpick", "usr/share/man/man1/moodpick.1.gz",
            "usr/share/bash-completion/completions/moodpick", "usr/share/zsh/vendor-completions/_moodpick",
            "usr/share/fish/vendor_completions.d/moodpick.fish", "usr/share/doc/moodpick/copyright",
            "usr/share/doc/moodpick/changelog.Debian.gz", "usr/share/doc/moodpick/README.md.gz",
            "usr/share/doc/moodpick/THIRD-PARTY-NOTICES.gz",
            "usr/share/lintian/overrides/moodpick",
        ] + Packaging.dataFiles().map { "usr/share/moodpick/" + $0 })
    }

    @Test("make dist on a clean clone: the tarball's files, each under one top folder, owner 0, the commit's time, in name order")
    func tarballContents() async throws {
        let built = try await Packaging.shared.artifacts()
        let listing = try await Packaging.tool("tar", ["--numeric-owner", "--full-time", "-tvzf", built.tarball])
        let entries = listing.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        let top = built.name + "/"
        let paths = entries.map { String($0.last ?? "") }
        #expect(paths.first == top && paths.allSatisfy { $0.hasPrefix(top) }, "\(paths)")
        let files = entries.filter { $0.first?.hasPrefix("-") == true }.map { String($0.last!.dropFirst(top.count)) }
        #expect(Set(files) == Self.tarballFiles)
        #expect(entries.allSatisfy { $0.count >= 6 && $0[1] == "0/0" }, "an owner is not 0/0:\n\(listing)")
        let commitTime = try await Packaging.commitTime(in: built.clone)
        #expect(entries.allSatisfy { "\($0[3]) \($0[4])" == commitTime }, "a time is not the commit's (\(commitTime)):\n\(listing)")
        let byComponents = paths.sorted { $0.split(separator: "/").lexicographicallyPrecedes($1.split(separator: "/")) }
        #expect(paths == byComponents, "entries not in name order:\n\(listing)")
        let modes = Dictionary(entries.map { (String($0.last!.dropFirst(top.count)), String($0[0])) }, uniquingKeysWith: { a, _ in a })
        #expect(modes["bin/moodpick"] == "-rwxr-xr-x" && modes["share/doc/moodpick/LICENSE"] == "-rw-r--r--", "\(modes)")
    }

    @Test("the README's tarball line unpacks bin/ and share/ into the prefix, README.md, LICENSE and THIRD-PARTY-NOTICES in share/doc/moodpick, nothing else")
    func readmeTarballLine() async throws {
        let readme = try String(contentsOf: Moodpick.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let line = try #require(readme.firstMatch(of: /`(tar -xzf moodpick-\*\.tar\.gz -C ~\/\.local [^`]*)`/)?.1, "no tar line in README.md")
        // The tarball from a staged tree, as make dist packs it, with the debug binary (the
        // layout is what is tested here; the release binary's is in tarballContents).
        let work = try Installation.temporaryDirectory("tarball-line")
        defer { try? FileManager.default.removeItem(atPath: work) }
        let stage = try await Processes.run(
            try Processes.which("make"),
            ["-C", Moodpick.packageRoot.path, "--no-print-directory", "stage", "BUILD_RELEASE=", "RELEASE_BIN=\(try Moodpick.binary())",
             "STRIP=true", "STAGE=\(work)/stage"], timeoutSeconds: 300)
        #expect(stage.status == 0, "\(stage.out)\(stage.err)")
        _ = try await Packaging.tool("bash", [Moodpick.packageRoot.appendingPathComponent("scripts/package.sh").path, "dist", work + "/stage", work + "/out"])
        let home = work + "/home"
        try FileManager.default.createDirectory(atPath: home + "/.local", withIntermediateDirectories: true)
        let unpack = try await Processes.run(try Processes.which("sh"), ["-c", "cd \(shellQuoted(work))/out && " + String(line)],
                                             environment: Processes.environment(["HOME": home]))
        #expect(unpack.status == 0, "\(line): \(unpack.err)")
        let top = try FileManager.default.contentsOfDirectory(atPath: home + "/.local").sorted()
        #expect(top == ["bin", "share"], "the prefix's top: \(top)")
        let documents = try FileManager.default.contentsOfDirectory(atPath: home + "/.local/share/doc/moodpick").sorted()
        #expect(documents == ["LICENSE", "README.md", "THIRD-PARTY-NOTICES"])
        #expect(FileManager.default.contentsEqual(atPath: home + "/.local/share/doc/moodpick/LICENSE",
                                                  andPath: Moodpick.packageRoot.appendingPathComponent("LICENSE").path))
    }

    @Test("the tarball's name is the version --version prints, nothing more; its man page, licence and README are the repository's")
    func tarballNameAndDocuments() async throws {
        let built = try await Packaging.shared.artifacts()
        let version = try Installation.sourceVersion()
        #expect(built.name == "moodpick-\(version)-linux-\(try await Packaging.tool("uname", ["-m"]).trimmed)")
        let unpacked = try await Packaging.shared.unpacked()
        for (packed, source) in [("share/man/man1/moodpick.1", "docs/moodpick.1"), ("share/doc/moodpick/LICENSE", "LICENSE"),
                                 ("share/doc/moodpick/README.md", "README.md")] {
            let same = FileManager.default.contentsEqual(atPath: "\(unpacked)/\(packed)", andPath: "\(built.clone)/\(source)")
            #expect(same, "\(packed) differs from the clone's \(source)")
        }
        let binary = unpacked + "/bin/moodpick"
        for (shell, path) in [("bash", "share/bash-completion/completions/moodpick"), ("zsh", "share/zsh/site-functions/_moodpick"),
                              ("fish", "share/fish/vendor_completions.d/moodpick.fish")] {
            let generated = try await Processes.run(binary, ["--generate-completion-script", shell], environment: [:])
            let packed = try Data(contentsOf: URL(fileURLWithPath: "\(unpacked)/\(path)"))
            #expect(generated.status == 0 && generated.stdout == packed, "\(path) is not what the binary writes for \(shell)")
        }
    }

    @Test("SHA256SUMS names the tarball and the .deb, and sha256sum -c accepts it")
    func checksums() async throws {
        let built = try await Packaging.shared.artifacts()
        let sums = try String(contentsOfFile: built.directory + "/SHA256SUMS", encoding: .utf8)
        let named = sums.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).last.map(String.init) ?? "" }
        let tarball = (built.tarball as NSString).lastPathComponent
        let deb = (built.deb as NSString).lastPathComponent
        #expect(named == [tarball, deb].sorted(), "\(sums)")
        let check = try await Processes.run(try Processes.which("env"), ["--chdir=\(built.directory)", "sha256sum", "--strict", "-c", "SHA256SUMS"])
        #expect(check.status == 0, "sha256sum -c: \(check.out)\(check.err)")
        #expect(check.out.split(separator: "\n").map(String.init).sorted() == ["\(deb): OK", "\(tarball): OK"].sorted(), "\(check.out)")
    }

    @Test("the same commit packs to the same bytes: a second make dist deb (staged and packed again) gives identical files")
    func reproducible() async throws {
        let built = try await Packaging.shared.artifacts()
        for name in [built.tarball, built.deb, built.directory + "/SHA256SUMS"].map({ ($0 as NSString).lastPathComponent }) {
            let same = FileManager.default.contentsEqual(atPath: "\(built.directory)/\(name)", andPath: "\(built.secondDirectory)/\(name)")
            #expect(same, "\(name) differs between two packings of the same commit")
        }
    }

    @Test("the packed binary is stripped (no symbol table, no debug sections), at most 12 MB, and one static executable")
    func strippedBinary() async throws {
        let binary = try await Packaging.shared.unpacked() + "/bin/moodpick"
        try await Packaging.expectStripped(binary)
        let ldd = try await Processes.run(try Processes.which("ldd"), [binary])
        #expect((ldd.out + ldd.err).contains("not a dynamic executable"), "ldd: \(ldd.out)\(ldd.err)")
    }

    @Test("the packed binary with an empty environment (env -i): --version, and a --filter over standard input")
    func emptyEnvironment() async throws {
        let binary = try await Packaging.shared.unpacked() + "/bin/moodpick"
        let env = try Processes.which("env")
        let expected = "moodpick \(try Installation.sourceVersion())\n"
        let version = try await Processes.run(env, ["-i", binary, "--version"], environment: [:])
        #expect(version.status == 0 && version.out == expected, "\(version.out)\(version.err)")
        let items = Data("😀 happy\n😢 sad\n🤔 thinking\n😴 sleepy\n".utf8)
        let filter = try await Processes.run(env, ["-i", binary, "--filter", "sy"], stdin: items, environment: [:])
        #expect(filter.status == 0 && filter.out == "😴 sleepy\n", "status \(filter.status): \(filter.out)\(filter.err)")
    }

    @Test("the .deb: its control fields, its files (man page gzipped, completions in Debian's paths, copyright), md5sums that match")
    func debianPackage() async throws {
        let built = try await Packaging.shared.artifacts()
        let version = try Installation.sourceVersion()
        let architecture = try await Packaging.tool("dpkg", ["--print-architecture"]).trimmed
        let fields = try await Packaging.tool("dpkg-deb", ["-f", built.deb, "Package", "Version", "Architecture", "Depends", "Section"])
        #expect(fields == "Package: moodpick\nVersion: \(version)-1\nArchitecture: \(architecture)\nDepends: ncurses-term\nSection: utils\n")
        let root = try Installation.temporaryDirectory("deb")
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try await Packaging.tool("dpkg-deb", ["-R", built.deb, root])
        let files = try Packaging.files(under: root).filter { !$0.hasPrefix("DEBIAN/") }
        #expect(files == Self.debianFiles)
        let md5 = try await Processes.run(try Processes.which("env"), ["--chdir=\(root)", "md5sum", "--strict", "-c", "DEBIAN/md5sums"])
        #expect(md5.status == 0 && md5.out.split(separator: "\n").count == files.count, "md5sum -c: \(md5.out)\(md5.err)")
        let copyright = try String(contentsOfFile: root + "/usr/share/doc/moodpick/copyright", encoding: .utf8)
        #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n"))
        #expect(copyright.contains("License: Expat\n Permission is hereby granted") && copyright.contains("UNICODE, INC. LICENSE AGREEMENT"))
        try await Packaging.expectStripped(root + "/usr/bin/moodpick")
    }

    /// The Debian packages of the image decoders linked into the binary (docs/IMAGES.md) and the
    /// source packages Built-Using names for them and for the C and C++ libraries and libtinfo.
    static let decoderPackages = ["libpng-dev", "libjpeg62-turbo-dev", "libwebp-dev", "libgif-dev", "zlib1g-dev"]
    static let builtUsingSources = ["gcc-12", "giflib", "glibc", "libjpeg-turbo", "libpng1.6", "libwebp", "ncurses", "zlib"]

    @Test("the decoders' notices: THIRD-PARTY-NOTICES in the tarball and gzipped in the .deb holds each one's copyright file; Built-Using names their sources")
    func decoderNotices() async throws {
        let built = try await Packaging.shared.artifacts()
        let unpacked = try await Packaging.shared.unpacked()
        let tarball = try String(contentsOfFile: unpacked + "/share/doc/moodpick/THIRD-PARTY-NOTICES", encoding: .utf8)
        let root = try Installation.temporaryDirectory("deb-notices")
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try await Packaging.tool("dpkg-deb", ["-x", built.deb, root])
        let debian = try await Packaging.tool("gzip", ["-dc", root + "/usr/share/doc/moodpick/THIRD-PARTY-NOTICES.gz"])
        #expect(debian == tarball, "the .deb's notices differ from the tarball's")
        for package in Self.decoderPackages {
            let copyright = try String(contentsOfFile: "/usr/share/doc/\(package)/copyright", encoding: .utf8)
            #expect(tarball.contains("== \(package) (its Debian copyright file) ==\n\n" + copyright), "no copyright file of \(package)")
        }
        let field = try await Packaging.tool("dpkg-deb", ["-f", built.deb, "Built-Using"])
        let sources = field.split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(sources == Self.builtUsingSources, "Built-Using: \(field)")
        let copyright = try String(contentsOfFile: root + "/usr/share/doc/moodpick/copyright", encoding: .utf8)
        #expect(Self.decoderPackages.allSatisfy { copyright.contains($0) } && copyright.contains("THIRD-PARTY-NOTICES.gz"), "\(copyright)")
    }

    @Test("lintian passes the .deb: no error or warning beyond the tags packaging/debian/lintian-overrides explains")
    func lintian() async throws {
        let built = try await Packaging.shared.artifacts()
        let result = try await Processes.run(try Processes.which("lintian"), ["--fail-on", "error,warning", built.deb], timeoutSeconds: 300)
        let tags = (result.out + result.err).split(separator: "\n").filter { !$0.contains("running with root privileges") }
        #expect(result.status == 0 && tags.isEmpty, "lintian (status \(result.status)):\n\(tags.joined(separator: "\n"))")
    }

    @Test("dpkg -i installs it into a scratch root (moodpick --version, man -w, the completions in place); dpkg -r removes every file")
    func installAndRemove() async throws {
        let built = try await Packaging.shared.artifacts()
        let root = try Packaging.scratchRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let install = try await Packaging.dpkg(root: root, ["-i", built.deb])
        #expect(install.status == 0, "dpkg -i: \(install.out)\(install.err)")
        let listed = try await Packaging.tool("dpkg", ["--root=\(root)", "-L", "moodpick"]).split(separator: "\n").map { root + $0 }
        let installed = listed.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
        }
        #expect(Set(installed) == Set(Self.debianFiles.map { root + "/" + $0 }))
        let version = try await Processes.run(root + "/usr/bin/moodpick", ["--version"])
        #expect(version.out == "moodpick \(try Installation.sourceVersion())\n", "\(version.out)\(version.err)")
        let man = try await Processes.run(try Processes.which("man"), ["-aw", "moodpick"],
                                          environment: Processes.environment(["MANPATH": root + "/usr/share/man"]))
        #expect(man.out.split(separator: "\n").contains("\(root)/usr/share/man/man1/moodpick.1.gz"), "man -aw: \(man.out)\(man.err)")
        let completion = shellQuoted(root + "/usr/share/bash-completion/completions/moodpick")
        let bash = try await Processes.run(try Processes.which("bash"), ["-c", "source \(completion) && complete -p moodpick"])
        #expect(bash.status == 0 && bash.out.contains("moodpick"), "bash: \(bash.out)\(bash.err)")

        let remove = try await Packaging.dpkg(root: root, ["-r", "moodpick"])
        #expect(remove.status == 0, "dpkg -r: \(remove.out)\(remove.err)")
        let left = installed.filter { FileManager.default.fileExists(atPath: $0) }
        #expect(left.isEmpty, "dpkg -r left \(left)")
        let purge = try await Packaging.dpkg(root: root, ["-P", "moodpick"])
        #expect(purge.status == 0, "dpkg -P: \(purge.out)\(purge.err)")
    }
}

/// One clean clone of the current commit, packed twice (`make dist deb` into two folders),
/// shared by the tests above.
actor Packaging {
    static let shared = Packaging()

    struct Artifacts: Sendable {
        /// The clone, the folder holding the first packing's artifacts, and the second's.
        let clone: String
        let directory: String
        let secondDirectory: String
        /// The tarball's name without `.tar.gz` (its top folder), and the two artifacts' paths.
        let name: String
        let tarball: String
        let deb: String
    }

    private var built: Task<Artifacts, any Error>?
    private var extracted: Task<String, any Error>?

    func artifacts() async throws -> Artifacts {
        if built == nil { built = Task { try await Packaging.pack() } }
        return try await built!.value
    }

    /// The tarball unpacked into a temporary folder: its top folder's path.
    func unpacked() async throws -> String {
        let built = try await artifacts()
        if extracted == nil {
            extracted = Task {
                let folder = try Installation.temporaryDirectory("unpacked")
                _ = try await Packaging.tool("tar", ["-xzf", built.tarball, "-C", folder])
                return folder + "/" + built.name
            }
        }
        return try await extracted!.value
    }

    private static func pack() async throws -> Artifacts {
        let root = Moodpick.packageRoot.path
        let release = try await Installation.make(["release"])
        guard release.status == 0 else { throw HarnessError("make release failed:\n\(release.out)\n\(release.err)") }
        let work = try Installation.temporaryDirectory("packaging")
        let clone = work + "/clone"
        let commit = try await tool("git", ["-C", root, "rev-parse", "HEAD"]).trimmed
        _ = try await tool("git", ["clone", "--quiet", "--no-checkout", root, clone])
        _ = try await tool("git", ["-C", clone, "checkout", "--quiet", commit])
        for folder in ["dist-1", "dist-2"] {
            let make = try await Processes.run(
                try Processes.which("make"),
                ["-C", clone, "dist", "deb", "BUILD_RELEASE=", "RELEASE_BIN=\(root)/.build-release/release/moodpick",
                 "DIST=\(work)/\(folder)"], timeoutSeconds: 600)
            guard make.status == 0 else { throw HarnessError("make dist deb in a clean clone failed:\n\(make.out)\n\(make.err)") }
        }
        let directory = work + "/dist-1"
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        guard let tarball = names.first(where: { $0.hasSuffix(".tar.gz") }), let deb = names.first(where: { $0.hasSuffix(".deb") }) else {
            throw HarnessError("make dist deb left \(names) in \(directory)")
        }
        return Artifacts(
            clone: clone, directory: directory, secondDirectory: work + "/dist-2", name: String(tarball.dropLast(".tar.gz".count)),
            tarball: directory + "/" + tarball, deb: directory + "/" + deb)
    }

    /// Runs a tool that must succeed; its standard output.
    static func tool(_ name: String, _ arguments: [String]) async throws -> String {
        let result = try await Processes.run(try Processes.which(name), arguments, environment: Processes.environment(["TZ": "UTC"]))
        guard result.status == 0 else {
            throw HarnessError("`\(name) \(arguments.joined(separator: " "))` failed (\(result.status)): \(result.err)")
        }
        return result.out
    }

    /// An empty dpkg root in a scratch folder: the database dpkg expects, nothing installed. The
    /// .deb is installed there, never into the machine running the tests, and without root.
    static func scratchRoot() throws -> String {
        let root = try Installation.temporaryDirectory("dpkg-root")
        for folder in ["lib/dpkg/info", "lib/dpkg/updates", "lib/dpkg/triggers", "log"] {
            try FileManager.default.createDirectory(atPath: "\(root)/var/\(folder)", withIntermediateDirectories: true)
        }
        FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: Data())
        return root
    }

    /// dpkg on the scratch `root`: as any user (`--force-not-root`), with no log outside it, and
    /// without the dependencies (ncurses-term), which the empty root does not have.
    static func dpkg(root: String, _ arguments: [String]) async throws -> ProcessResult {
        try await Processes.run(
            try Processes.which("dpkg"), ["--root=\(root)", "--log=\(root)/var/log/dpkg.log", "--force-not-root", "--force-depends"] + arguments,
            timeoutSeconds: 300)
    }

    /// The commit's time as `tar --full-time` prints it in UTC: `2026-11-27 00:04:12`.
    static func commitTime(in clone: String) async throws -> String {
        try await tool("git", ["-C", clone, "log", "-1", "--format=%cd", "--date=format-local:%Y-%m-%d %H:%M:%S"]).trimmed
    }

    /// A stripped binary has no .symtab and no .debug_* section, and is at most 12 MB (Benchmarks/README.md, "The shipped binary").
    static func expectStripped(_ binary: String) async throws {
        let sections = try await tool("readelf", ["-S", "--wide", binary])
        let names = sections.split(separator: "\n").compactMap { line in
            line.firstMatch(of: /\]\s+(\S+)/).map { String($0.output.1) }
        }
        #expect(names.count > 10, "readelf -S listed no sections:\n\(sections)")
        #expect(!names.contains(".symtab") && !names.contains { $0.hasPrefix(".debug") }, "not stripped: \(names)")
        let size = (try FileManager.default.attributesOfItem(atPath: binary)[.size] as? NSNumber)?.intValue ?? .max
        #expect(size <= 12_000_000, "\(binary) is \(size) bytes")
    }

    /// The data files under data/ in the repository, which install puts under share/moodpick.
    static func dataFiles() -> [String] {
        let data = Moodpick.packageRoot.appendingPathComponent("data").path
        return (try? files(under: data).sorted()) ?? []
    }

    /// Every regular file under `root`, as paths relative to it.
    static func files(under root: String) throws -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { throw HarnessError("cannot list \(root)") }
        var found: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: "\(root)/\(path)", isDirectory: &isDirectory), !isDirectory.boolValue {
                found.insert(path)
            }
        }
        return found
    }
}

extension String {
    /// Without the blanks and newlines around it.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}

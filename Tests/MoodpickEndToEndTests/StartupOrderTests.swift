import Foundation
import Testing

/// The release binary is laid out as packaging/startup.order asks (the Makefile's RELEASE_ORDER;
/// Benchmarks/README.md, section 4): the functions short runs touch sit together ahead of the
/// rest, so a short run faults in a few packed pages of code, not pages spread over the binary.
/// `make test` built the release binary before the tests; `make release` here only checks it.
@Suite("Start-up order", .tags(.release))
struct StartupOrderTests {
    /// A function of moodpick's own modules (the standard library and the C libraries keep many
    /// functions in one shared section, which the linker can only move whole).
    static let ownPrefixes = ["$s8moodpick", "$s12MoodpickCore", "$s16MoodpickTerminal", "$s19MoodpickCommandLine"]

    @Test("moodpick's own functions that startup.order names come before those it does not; the file still names what the binary has")
    func ownCodeFirst() async throws {
        let release = try await Installation.make(["release"])
        #expect(release.status == 0, "make release: \(release.out)\(release.err)")
        let root = Moodpick.packageRoot.path
        let order = try String(contentsOfFile: root + "/packaging/startup.order", encoding: .utf8)
        let listed = Set(order.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty })
        let symbols = try await Packaging.tool("nm", ["-n", "--defined-only", root + "/.build-release/release/moodpick"])

        var known: Set<String> = []
        var listedAddresses: [UInt64] = [], otherAddresses: [UInt64] = []
        for line in symbols.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let address = UInt64(fields[0], radix: 16) else { continue }
            let name = String(fields[2])
            known.insert(name)
            guard fields[1] == "t" || fields[1] == "T", Self.ownPrefixes.contains(where: { name.hasPrefix($0) }) else { continue }
            if listed.contains(name) { listedAddresses.append(address) } else { otherAddresses.append(address) }
        }
        let present = listed.intersection(known).count
        #expect(Double(present) >= 0.75 * Double(listed.count),
                "startup.order names \(listed.count) symbols, the binary has \(present): run `make startup-order`")
        try #require(listedAddresses.count >= 100 && otherAddresses.count >= 100,
                     "\(listedAddresses.count) listed and \(otherAddresses.count) other functions of moodpick's modules")

        // Linked in the order, every listed function is ahead of the unlisted ones but for those
        // sharing a file's section of small helpers; linked without it, a third were (measured).
        let median = otherAddresses.sorted()[otherAddresses.count / 2]
        let ahead = listedAddresses.filter { $0 < median }.count
        #expect(Double(ahead) >= 0.9 * Double(listedAddresses.count),
                "\(ahead) of \(listedAddresses.count) listed functions lie before the middle of the others")
    }
}

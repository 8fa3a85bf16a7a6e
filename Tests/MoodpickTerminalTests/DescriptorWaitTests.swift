import MoodpickCore
import Testing
@testable import MoodpickTerminal

/// The wait on the terminal both ways (docs/TERMINAL.md, "Platforms"): poll, as Linux uses it,
/// and select, as macOS must (its poll answers POLLNVAL for a terminal device). Each case runs
/// with each way, on pipes and on a pseudo-terminal.
@Suite("Descriptor wait", .serialized)
struct DescriptorWaitTests {
    /// A pipe: read end first.
    static func pipeEnds() throws -> [Int32] {
        var ends: [Int32] = [-1, -1]
        try #require(LibC.pipe(&ends) == 0)
        return ends
    }

    @Test("an empty pipe is not ready; one with bytes is; one whose writer closed is (the read says end of file)",
          arguments: DescriptorWait.allCases)
    func pipes(way: DescriptorWait) throws {
        let empty = try Self.pipeEnds(), full = try Self.pipeEnds(), ended = try Self.pipeEnds()
        defer { for fd in empty + full + [ended[0]] { LibC.close(fd) } }
        Descriptor.writeAll([0x61], to: full[1])
        LibC.close(ended[1])
        #expect(way.wait([empty[0]], timeoutMilliseconds: 0) == .ready([false]))
        #expect(way.wait([empty[0]], timeoutMilliseconds: 20) == .ready([false]))
        #expect(way.wait([empty[0], full[0], ended[0]], timeoutMilliseconds: 0) == .ready([false, true, true]))
        #expect(way.wait([empty[0], full[0]], timeoutMilliseconds: -1) == .ready([false, true]))
    }

    @Test("a pseudo-terminal: ready once the other side typed", arguments: DescriptorWait.allCases)
    func pseudoTerminal(way: DescriptorWait) throws {
        let pty = try TerminalModeTests.PseudoTerminal()
        defer { pty.close() }
        #expect(way.wait([pty.slave], timeoutMilliseconds: 0) == .ready([false]))
        Descriptor.writeAll(Array("x\n".utf8), to: pty.master)
        #expect(way.wait([pty.slave], timeoutMilliseconds: 1000) == .ready([true]))
    }

    @Test("a closed descriptor: poll reports it ready (POLLNVAL, the read then fails), select fails the wait with EBADF")
    func closedDescriptor() throws {
        let ends = try Self.pipeEnds()
        LibC.close(ends[0])
        LibC.close(ends[1])
        #expect(DescriptorWait.poll.wait([ends[0]], timeoutMilliseconds: 0) == .ready([true]))
        #expect(DescriptorWait.select.wait([ends[0]], timeoutMilliseconds: 0) == .failed(EBADF))
    }

    @Test("a descriptor past FD_SETSIZE: select refuses it (EINVAL) instead of writing past its set; poll waits on it")
    func pastTheSelectSet() throws {
        let ends = try Self.pipeEnds()
        defer { for fd in ends { LibC.close(fd) } }
        let high = dup2(ends[0], DescriptorWait.selectLimit + 3)
        try #require(high == DescriptorWait.selectLimit + 3, "dup2: errno \(errno)")
        defer { LibC.close(high) }
        Descriptor.writeAll([0x61], to: ends[1])
        #expect(DescriptorWait.select.wait([high], timeoutMilliseconds: 0) == .failed(EINVAL))
        #expect(DescriptorWait.poll.wait([high], timeoutMilliseconds: 0) == .ready([true]))
    }

    @Test("the terminal's reader on a pseudo-terminal, each way: a key, a wake-up, the deadline, the hang-up",
          arguments: DescriptorWait.allCases)
    func reader(way: DescriptorWait) throws {
        let pty = try TerminalModeTests.PseudoTerminal()
        let wake = try Self.pipeEnds()
        defer { for fd in wake { LibC.close(fd) } }
        var modes = termios()
        tcgetattr(pty.slave, &modes)
        cfmakeraw(&modes)
        tcsetattr(pty.slave, TCSANOW, &modes)
        let clock = SystemClock()
        let reader = TerminalReader(fd: pty.slave, wakeFD: wake[0], clock: clock, waiting: way)
        Descriptor.writeAll(Array("\u{1B}[C".utf8), to: pty.master)
        guard case .token(.event(.key(.right))) = reader.next(until: clock.now() + .seconds(5)) else {
            Issue.record("no → from the terminal")
            return
        }
        Descriptor.writeAll([1], to: wake[1])
        guard case .interrupted = reader.next(until: clock.now() + .seconds(5)) else {
            Issue.record("the wake-up pipe did not interrupt the wait")
            return
        }
        guard case .deadline = reader.next(until: clock.now() + .milliseconds(30)) else {
            Issue.record("the deadline did not end the wait")
            return
        }
        LibC.close(pty.master)
        guard case .closed = reader.next(until: clock.now() + .seconds(5)) else {
            Issue.record("the hang-up did not close the input")
            return
        }
        LibC.close(pty.slave)
        #expect(reader.isClosed)
    }
}

// The one import of the C library in moodpick's Swift: every other file of this module, and
// every module that imports MoodpickTerminal (the program, the fuzz targets, the tests), gets
// libc through this re-export, so a port changes this ladder, not forty import lines. The
// ladder is swift-argument-parser's: glibc, then musl (the static Linux SDK), then Darwin.
// What a port must still change is listed in docs/TERMINAL.md, "Platforms".
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("moodpick needs a POSIX C library: glibc, musl or Darwin's")
#endif

/// The C library's calls that moodpick names where a Swift member of the same name would be
/// found first (a type's own `read` or `close`): `LibC.read(fd, ...)` says "the system call"
/// whichever C library the ladder above imported, as `Glibc.read` said it for glibc alone.
package enum LibC {
    /// A signal's disposition: SIG_DFL, SIG_IGN or a C handler.
    package typealias SignalHandler = @convention(c) (Int32) -> Void

    /// read(2): the bytes read, 0 at end of file, -1 with errno set.
    @inline(__always)
    package static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        systemRead(fd, buffer, count)
    }

    /// close(2): 0, or -1 with errno set.
    @inline(__always) @discardableResult
    package static func close(_ fd: Int32) -> Int32 { systemClose(fd) }

    /// signal(2): sets the disposition of signal `number`; the one it had.
    @inline(__always) @discardableResult
    package static func signal(_ number: Int32, _ handler: SignalHandler?) -> SignalHandler? {
        systemSignal(number, handler)
    }

    /// open(2) without a mode: the descriptor, or -1 with errno set.
    @inline(__always)
    package static func open(_ path: String, _ flags: Int32) -> Int32 { systemOpen(path, flags) }

    /// pipe(2) into `ends` (read end first): 0, or -1 with errno set.
    @inline(__always)
    package static func pipe(_ ends: inout [Int32]) -> Int32 { systemPipe(&ends) }
}

// Outside `LibC`, where the names find the C library's functions and not LibC's own.
@inline(__always) private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
@inline(__always) private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
@inline(__always) private func systemSignal(_ number: Int32, _ handler: LibC.SignalHandler?) -> LibC.SignalHandler? { signal(number, handler) }
@inline(__always) private func systemOpen(_ path: String, _ flags: Int32) -> Int32 { open(path, flags) }
@inline(__always) private func systemPipe(_ ends: inout [Int32]) -> Int32 { pipe(&ends) }

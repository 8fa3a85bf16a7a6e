// The one import of the C library in MoodpickImages (which imports no terminal code, so not
// MoodpickTerminal's seam): the same ladder as Sources/MoodpickTerminal/Platform/Platform.swift,
// re-exported to this module's files and to its importers (moodpick-images-bench).
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#else
#error("moodpick needs a POSIX C library: glibc, musl or Darwin's")
#endif

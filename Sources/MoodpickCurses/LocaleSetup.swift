import CNcursesw
import Glibc

/// The locale, taken from the environment before ncurses starts (docs/TERMINAL.md, appendix A.6).
public enum LocaleSetup {
    /// Sets the locale from the environment and returns whether text is UTF-8.
    ///
    /// When the environment asks for UTF-8 but that locale is not installed (LANG=en_US.UTF-8 on
    /// a machine with only C.UTF-8), C.UTF-8 is used instead; when it does not ask for UTF-8
    /// (LANG=C, POSIX, unset), the answer is false and moodpick draws ASCII only.
    public static func configure() -> Bool {
        setlocale(LC_ALL, "")
        if isUTF8 { return true }
        guard asksForUTF8 else { return false }
        setlocale(LC_CTYPE, "C.UTF-8")
        return isUTF8
    }

    private static var isUTF8: Bool {
        guard let codeset = moodpick_codeset() else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }

    /// The first of LC_ALL, LC_CTYPE, LANG that is set names a UTF-8 locale.
    private static var asksForUTF8: Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let value = getenv(name), value.pointee != 0 else { continue }
            let text = String(cString: value).lowercased()
            return text.contains("utf-8") || text.contains("utf8")
        }
        return false
    }
}

import Testing

@testable import MoodpickTerminal

/// The UTF-8 decision's two halves (docs/TERMINAL.md, appendix A.6); the whole, with real
/// locales, is LocaleTests in tmux.
@Suite("Locale set-up")
struct LocaleSetupTests {
    @Test(
        "the first of LC_ALL, LC_CTYPE and LANG that is set decides whether UTF-8 is asked for",
        arguments: [
            ([:], false),
            (["LANG": "C"], false),
            (["LANG": "POSIX"], false),
            (["LANG": "C.UTF-8"], true),
            (["LANG": "en_US.utf8"], true),
            (["LANG": "de_DE.UTF-8@euro"], true),
            (["LANG": "ja_JP.eucJP"], false),
            (["LANG": "C", "LC_CTYPE": "de_DE.UTF-8"], true),
            (["LANG": "C.UTF-8", "LC_CTYPE": "C"], false),
            (["LANG": "C.UTF-8", "LC_ALL": "C"], false),
            (["LC_ALL": "en_US.UTF-8", "LC_CTYPE": "C", "LANG": "C"], true),
            (["LC_ALL": "", "LC_CTYPE": "", "LANG": "C.UTF-8"], true),
        ] as [([String: String], Bool)])
    func environment(variables: [String: String], asks: Bool) {
        #expect(LocaleSetup.asksForUTF8 { variables[$0] } == asks)
    }

    @Test(
        "a locale name names UTF-8 when it holds utf-8 or utf8 in any case, anywhere",
        arguments: [
            ("C.UTF-8", true), ("en_US.utf8", true), ("de_DE.Utf-8@euro", true), ("UTF8", true),
            ("xutf8x", true), ("ututf-8", true), ("UTF-", false), ("utf-16", false), ("UTF_8", false),
            ("utf 8", false), ("utf\r8", false), ("ut", false), ("", false), ("ja_JP.eucJP", false),
        ])
    func localeName(name: String, utf8: Bool) {
        #expect(LocaleSetup.namesUTF8(name) == utf8)
    }

    @Test(
        "a code set is UTF-8 by either spelling, in any case",
        arguments: [
            ("UTF-8", true), ("utf8", true), ("Utf-8", true), ("ANSI_X3.4-1968", false),
            ("ISO-8859-1", false), ("", false),
        ])
    func codeset(name: String, utf8: Bool) {
        #expect(LocaleSetup.isUTF8(name) == utf8)
        #expect(!LocaleSetup.isUTF8(nil))
    }
}

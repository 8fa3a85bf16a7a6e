import MoodpickCommandLine
import Testing

/// `ShellWords.split` against what `sh` does with the same text (each row was checked with
/// `sh -c 'for w in …; do printf "[%s]" "$w"; done'`, expansion aside).
@Suite("Shell words")
struct ShellWordsTests {
    @Test(
        "splits like sh, without expanding anything",
        arguments: [
            ("", []),
            ("   \t\n ", []),
            ("--snap paging", ["--snap", "paging"]),
            ("  --snap\t\tpaging \n --ascii  ", ["--snap", "paging", "--ascii"]),
            ("--prompt 'a b'", ["--prompt", "a b"]),
            ("--prompt \"a b\"", ["--prompt", "a b"]),
            ("--prompt a\\ b", ["--prompt", "a b"]),
            ("'it'\\''s'", ["it's"]),
            ("\"say \\\"hi\\\"\"", ["say \"hi\""]),
            ("\"a\\\\b\"", ["a\\b"]),
            ("\"a\\nb\"", ["a\\nb"]),  // in double quotes, \ before an ordinary character stays
            ("'a\\nb'", ["a\\nb"]),  // in single quotes, nothing is special
            ("a\\nb", ["anb"]),  // outside quotes, \ keeps the next character literally
            ("''", [""]),
            ("\"\" x", ["", "x"]),
            ("--prompt=''", ["--prompt="]),
            ("a'b'\"c\"d", ["abcd"]),
            ("$HOME `ls` *.txt ~", ["$HOME", "`ls`", "*.txt", "~"]),
            ("\"$HOME\"", ["$HOME"]),
            ("a\\\nb", ["ab"]),  // a backslash-newline joins the lines
            ("\"a\\\nb\"", ["ab"]),
            ("--snap paging # the iOS pager\n--ascii", ["--snap", "paging", "--ascii"]),
            ("# only a comment", []),
            ("a#b '#c' \\#d", ["a#b", "#c", "#d"]),
            ("'😀 happy' 🍎", ["😀 happy", "🍎"]),
            ("a\r\nb", ["a", "b"]),  // unlike sh, CR is a blank: a file saved with CRLF reads the same
            // Found by the defaults fuzz target: so does a backslash-CRLF, which joined nothing and
            // left a word "\r" (sh, with CR no blank, keeps "a\r" and "b"); a lone CR is still kept.
            ("--snap \\\r\n--ascii", ["--snap", "--ascii"]),
            ("a\\\r\nb", ["ab"]),
            ("\"a\\\r\nb\"", ["ab"]),
            ("a\\\rb", ["a\rb"]),
            ("a\\\r\\\r\nb", ["a\rb"]),
        ] as [(String, [String])])
    func splits(text: String, words: [String]) throws {
        #expect(try ShellWords.split(text) == words)
    }

    @Test(
        "text a shell would not accept is an error that says why",
        arguments: [
            ("'a", "single quote"),
            ("--prompt 'a b", "single quote"),
            ("\"a", "double quote"),
            ("\"a\\\"", "double quote"),
            ("a\\", "backslash"),
        ])
    func errors(text: String, mentions: String) {
        #expect {
            try ShellWords.split(text)
        } throws: { error in
            (error as? ShellWords.SplitError)?.description.contains(mentions) == true
        }
    }
}

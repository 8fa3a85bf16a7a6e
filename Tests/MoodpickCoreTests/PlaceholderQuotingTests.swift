import Testing
@testable import MoodpickCore

/// A placeholder must stand where `sh` reads it outside quotes: there its single-quoted value is
/// one literal word. Inside quotes or a here-document, the value's `$(…)` could run, so the
/// command is refused (docs/CONTRACT.md §13).
@Suite("Placeholders outside quotes")
struct PlaceholderQuotingTests {
    @Test("placeholders outside quotes, in $(…) (also inside double quotes), or none: accepted", arguments: [
        "grep -h -i -m1 {label} ~/quotes.txt || echo no quote for {label}",
        "git log --oneline -5 {}",
        #"printf "%s|%s\n" {n} {label}"#,
        #"echo "$(git log {})" and $(echo $(echo {q}))"#,
        "echo $(( 1 + 2 )) {n}",
        "awk '{print $1}' {}",
        #"echo "{x}" '{notaplaceholder}' \"{}\" \'"#,
        "echo {} # a comment",
        "echo \\{x} \\\\{}",
        "cat <<EOF\nno placeholder here\nEOF\necho {}",
        "cat <<-'EOF'\n\tstatic text\n\tEOF\nprintf %s {label}",
        "",
    ])
    func accepted(command: String) {
        #expect(CommandTemplate(command).quotingProblem == nil, "\(command)")
    }

    @Test("a placeholder inside quotes, `…`, $((…)), a here-document or a comment, or after a backslash: refused, naming it and where", arguments: [
        (#"grep -h -i -m1 {label} ~/quotes.txt || echo "no quote for {label}""#, "{label} stands inside double quotes"),
        ("echo '{}'", "{} stands inside single quotes"),
        (#"echo "${x:-{q}}""#, "{q} stands inside double quotes"),
        (#"echo "$(echo "{n}")""#, "{n} stands inside double quotes"),
        ("cat <<EOF\nitem: {symbol}\nEOF", "{symbol} stands in a here-document"),
        ("cat <<-'END' | wc\n\t{}\n\tEND", "{} stands in a here-document"),
        (#"sh -c 'echo {}'"#, "{} stands inside single quotes"),
        (#"echo \{q}"#, "{q} stands after a backslash"),
        (#"echo "\{}""#, "{} stands after a backslash"),
        ("echo x # {label}", "{label} stands in a comment"),
        ("echo `echo {}`", "{} stands inside `…`"),
        (#"echo "`echo {q}`""#, "{q} stands inside `…`"),
        ("echo $(( {n} + 1 ))", "{n} stands inside $((…))"),
        ("echo $((1 << {n}))", "{n} stands inside $((…))"),
        ("cat <<E{}\nE", "{} stands in a here-document's delimiter"),
        ("echo ${label}", "{label} stands after a $"),
    ])
    func refused(command: String, message: String) {
        let problem = CommandTemplate(command).quotingProblem
        #expect(problem?.hasPrefix(message) == true, "\(command): \(problem ?? "accepted")")
        #expect(problem?.hasSuffix("so it must stand outside quotes") == true)
    }
}

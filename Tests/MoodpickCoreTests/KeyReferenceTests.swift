import MoodpickCore
import Testing

/// `--help`'s keys come from the key map the picker reads: every binding, named as a user names it.
@Suite("Key reference")
struct KeyReferenceTests {
    @Test("every bound key is named in the reference, with what it does", arguments: [false, true])
    func everyKey(multi: Bool) {
        let map = KeyMap.standard(multi: multi)
        let reference = map.reference
        for binding in map.bindings {
            #expect(reference.contains(binding.keys.map(\.name).joined(separator: " ") + ": " + binding.action.summary),
                    "\(binding.action)")
        }
    }

    @Test("what --multi adds: marking keys, and nothing that stays the same")
    func multiAdds() {
        let added = KeyMap.standard().bindings(addedIn: KeyMap.standard(multi: true))
        #expect(added.reference == "Tab: mark and move on; Shift-Tab: mark and move back; Ctrl-T: mark or unmark; Ctrl-A: mark every match")
    }

    @Test("the reference starts with moving and reads in the map's order")
    func order() {
        #expect(KeyMap.standard().reference.hasPrefix("Right Down Ctrl-J Ctrl-N Tab: next cell; Left Up Ctrl-K Ctrl-P Shift-Tab: previous cell; PgDn: next page"))
    }
}

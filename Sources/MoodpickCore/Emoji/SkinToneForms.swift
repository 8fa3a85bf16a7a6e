/// An emoji's skin-tone forms (its plain form and its toned ones, one line each), as every mode
/// that offers them (the strip's tone strip, `--accessible`'s tone question) starts on them.
package enum SkinToneForms {
    /// Which of the forms' `lines` is `shown` (the symbol the main strip shows: a recent pick's
    /// tone, or the plain form): where the strip opens and what `--accessible`'s Enter alone takes.
    package static func start(in lines: [String], showing shown: String?) -> Int {
        lines.firstIndex { ItemStore(items: [$0]).anatomy(at: 0).symbol == shown } ?? 0
    }
}

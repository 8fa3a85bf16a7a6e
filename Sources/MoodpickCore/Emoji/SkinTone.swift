/// A skin tone (Fitzpatrick types 1–2 to 6), as `--tone` names it.
///
/// The raw values are the tone's names in CLDR's English annotations without "skin tone";
/// the order is the modifiers' code point order (U+1F3FB … U+1F3FF), which is also the order
/// of each emoji's toned forms in the catalog.
package enum SkinTone: String, Sendable, CaseIterable {
    case light
    case mediumLight = "medium-light"
    case medium
    case mediumDark = "medium-dark"
    case dark

    /// 0 for light … 4 for dark: the position in a record's list of toned forms.
    package var position: Int {
        switch self {
        case .light: return 0
        case .mediumLight: return 1
        case .medium: return 2
        case .mediumDark: return 3
        case .dark: return 4
        }
    }

    /// The emoji modifier for this tone.
    package var modifier: Unicode.Scalar {
        Unicode.Scalar(0x1F3FB + UInt32(position))!
    }

    /// What a toned form's CLDR name adds to its base's: `thumbs up` → `thumbs up: medium skin tone`.
    package var nameSuffix: String { ": " + rawValue + " skin tone" }
}

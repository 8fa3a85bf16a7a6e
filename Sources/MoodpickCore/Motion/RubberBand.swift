/// Resistance past either end of the strip during a drag (docs/CONTRACT.md §4), as UIScrollView's bounce.
///
/// The curve is b = x·c·L/(L + c·x) (Grant Paul's analysis of Apple's rubber band, docs/PHYSICS.md §1.5):
/// slope c at the edge, so a pointer one column past the end moves the strip 0.55 column, and the
/// strip never goes more than L past the end however far the pointer goes. Flings never overscroll
/// (targets are clamped to the list); only a live drag is banded, then springs back on release.
package enum RubberBand {
    /// UIScrollView's rubber-band constant: the slope at the edge.
    package static let coefficient = 0.55
    /// The inverse is taken at most this fraction of the asymptote L, so it stays finite.
    static let maximumFractionOfViewport = 1 - 1.0 / 1024

    /// How far the strip is drawn past an end when the pointer pulled `overshoot` columns past it:
    /// x·c·L/(L + c·x), c = 0.55, L = viewport width in columns; odd in x (negative overshoot → negative).
    /// A viewport of no columns gives 0.
    package static func displayed(overshoot: Double, viewportColumns: Double) -> Double {
        guard viewportColumns > 0, !overshoot.isNaN else { return 0 }
        let x = abs(overshoot), L = viewportColumns, c = coefficient
        let b = x.isInfinite ? L : x * c * L / (L + c * x)
        return overshoot < 0 ? -b : b
    }

    /// The inverse, so a drag can continue from a banded position: x = b·L/(c·(L − b)), odd in b.
    /// |displayed| is taken at most just below L (the curve's asymptote), so the result stays finite.
    package static func overshoot(displayed: Double, viewportColumns: Double) -> Double {
        guard viewportColumns > 0, !displayed.isNaN else { return 0 }
        let L = viewportColumns
        let b = min(abs(displayed), L * maximumFractionOfViewport)
        let x = b * L / (coefficient * (L - b))
        return displayed < 0 ? -x : x
    }
}

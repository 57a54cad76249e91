// How the layout functions treat numbers that cannot be lengths. Every public entry point
// of this module passes its inputs through these before doing arithmetic, so no NaN or
// infinity reaches a frame and no size is negative:
//
// * a length (a size, a fixed width or height, a font size) that is NaN, infinite or
//   negative is 0, and one above 1e12 points is 1e12 (so sums of lengths stay finite);
// * an offset (a margin, an inset, spacing) that is NaN or infinite is 0, a negative one
//   is kept (UIKit allows negative spacing and insets); it too is kept within ±1e12;
// * a weight that is NaN, infinite or not positive means "no weight"; above 1e12 it is 1e12;
// * a proposed width that is NaN or infinite means "unconstrained"; a negative one is 0.

/// The largest length or offset, in points, the layout functions work with.
let maximumLayoutLength = 1e12

extension Double {
    /// The value as a length: finite, at least 0 (else 0) and at most 1e12.
    public var layoutLength: Double { isFinite && self > 0 ? Swift.min(self, maximumLayoutLength) : 0 }

    /// The value if finite (else 0), kept within ±1e12.
    var finiteOrZero: Double { isFinite ? Swift.min(Swift.max(self, -maximumLayoutLength), maximumLayoutLength) : 0 }
}

extension Optional where Wrapped == Double {
    /// A proposal or limit: `nil` when absent or not finite, else at least 0.
    var layoutLimit: Double? {
        guard let value = self, value.isFinite else { return nil }
        return value.layoutLength
    }

    /// A fixed length: `nil` when absent or NaN; otherwise clamped like `Double.layoutLength`.
    var fixedLength: Double? {
        guard let value = self, !value.isNaN else { return nil }
        return value.layoutLength
    }

    /// A weight: `nil` unless finite and positive.
    var layoutWeight: Double? {
        guard let value = self, value.isFinite, value > 0 else { return nil }
        return Swift.min(value, maximumLayoutLength)
    }
}

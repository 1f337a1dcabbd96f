/// The unit of the angles sin, cos and tan take and their inverses give: degrees unless `rad`
/// is pressed, as the iPhone starts (its key reads Rad in degrees, Deg in radians, and the
/// display says Rad while in radians).
public enum CalculatorAngle: Equatable, Sendable {
    case degrees, radians

    /// `"deg"` or `"rad"`, as the answer's JSON and the keys spell it.
    public var name: String { self == .degrees ? "deg" : "rad" }
}

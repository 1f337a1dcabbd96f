/// A prefix that scales a unit: SI's decimal ones (`k`, kilo, 10³ … `q`, quecto, 10⁻³⁰) and the
/// binary ones for data (`Ki`, kibi, 2¹⁰ … `Yi`, yobi, 2⁸⁰).
///
/// Micro is written `µ` (or Greek `μ`, or `u`). Which units take which prefixes is the table's
/// (`UnitEntry.prefixes`): SI's on the SI units and a few others (`L`, `t`, `cal`, `eV`, `bar`),
/// none on the US and imperial units (no `kft`), and on bits and bytes only those from kilo up
/// and the binary ones (no `mB`, no `dB`, which is a decibel elsewhere).
public struct UnitPrefix: Sendable {
    public enum Kind: Sendable {
        case none
        case si
        /// SI's from kilo up, and the binary ones.
        case data
    }

    public let symbol: String
    public let name: String
    /// 10^power, or 2^power for a binary prefix.
    public let power: Int8
    public let isBinary: Bool

    /// All of them, longer symbols before the ones they start with (`da` before `d`).
    public static let all: [UnitPrefix] = {
        var prefixes: [UnitPrefix] = []
        let decimal = "Q quetta 30,R ronna 27,Y yotta 24,Z zetta 21,E exa 18,P peta 15,T tera 12,G giga 9,M mega 6,k kilo 3,h hecto 2,da deca 1,d deci -1,c centi -2,m milli -3,µ micro -6,μ micro -6,u micro -6,n nano -9,p pico -12,f femto -15,a atto -18,z zepto -21,y yocto -24,r ronto -27,q quecto -30"
        let binary = "Ki kibi 10,Mi mebi 20,Gi gibi 30,Ti tebi 40,Pi pebi 50,Ei exbi 60,Zi zebi 70,Yi yobi 80"
        for (text, isBinary) in [(binary, true), (decimal, false)] {
            for item in text.split(separator: ",") {
                let parts = item.split(separator: " ")
                prefixes.append(UnitPrefix(
                    symbol: String(parts[0]), name: String(parts[1]), power: Int8(parts[2])!, isBinary: isBinary))
            }
        }
        return prefixes
    }()

    /// The symbol a quantity prints: `µ` for micro however it was written.
    var printed: String { name == "micro" ? "µ" : symbol }

    /// Whether a unit of the kind takes this prefix.
    func applies(to kind: Kind) -> Bool {
        switch kind {
        case .none: false
        case .si: !isBinary
        case .data: isBinary || power >= 3
        }
    }

    /// The exact factor.
    var scale: UnitScale {
        let magnitude = (isBinary ? BigFloat(integer: 2) : BigFloat(integer: 10)).power(UInt64(power.magnitude))
        let one = BigFloat(integer: 1)
        return power >= 0 ? UnitScale(numerator: magnitude, denominator: one) : UnitScale(numerator: one, denominator: magnitude)
    }
}

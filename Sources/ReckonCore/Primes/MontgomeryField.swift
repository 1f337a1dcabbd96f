/// What `Montgomery64` and `Montgomery128` share, so that one rho search and one modular power
/// serve both widths (each specialised by the compiler).
protocol MontgomeryField {
    associatedtype Number: FixedWidthInteger & UnsignedInteger
    /// The odd modulus.
    var n: Number { get }
    /// 1 in Montgomery form.
    var one: Number { get }
    func multiply(_ a: Number, _ b: Number) -> Number
    func add(_ a: Number, _ b: Number) -> Number
    func subtract(_ a: Number, _ b: Number) -> Number
}

extension MontgomeryField {
    /// base^exponent, both in and out in Montgomery form.
    func power(_ base: Number, _ exponent: Number) -> Number {
        var result = one
        var square = base
        var e = exponent
        while e != 0 {
            if e & 1 == 1 { result = multiply(result, square) }
            e >>= 1
            if e != 0 { square = multiply(square, square) }
        }
        return result
    }
}

import ReckonCore

extension PrimeRange {
    /// `{"lo":"…","hi":"…","count":"…"}`, the API's answer to a count, or with `tuplets`
    /// `{"lo":"…","hi":"…","tuplets":k,"count":"…"}`, to a count of tuplets.
    ///
    /// The integers are decimal strings: they reach 2^64 − 1, far past 2^53, beyond which
    /// JavaScript and most JSON readers would silently round them.
    public func json(count: UInt64, tuplets: Int? = nil) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("lo", String(lo))
        writer.field("hi", String(hi))
        if let tuplets { writer.field("tuplets", integer: UInt64(tuplets)) }
        writer.field("count", String(count))
        writer.endObject()
        return writer.text
    }
}

extension NthPrime {
    /// `{"nth":"…","prime":"…"}`, the API's answer to `nth`, in decimal strings as a count's.
    public static func json(n: UInt64, prime: UInt64) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field("nth", String(n))
        writer.field("prime", String(prime))
        writer.endObject()
        return writer.text
    }
}

extension PrimeNeighbor {
    /// `{"next":"…","prime":"…"|null}` (or `"prev"`), the API's answer to `next` and `prev`.
    public static func json(_ key: String, _ n: UInt128, _ prime: UInt128?) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        writer.field(key, Factoring.decimal(n))
        writer.key("prime")
        if let prime { writer.string(Factoring.decimal(prime)) } else { writer.null() }
        writer.endObject()
        return writer.text
    }
}

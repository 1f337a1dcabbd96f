import ReckonCore

extension Factoring {
    /// `12: 2 2 3`, as coreutils' `factor` prints a number's line (`1:` and `0:` with no factor),
    /// once `isFinished`.
    public var line: String {
        var text = Self.decimal(number) + ":"
        for prime in primes { text += " " + Self.decimal(prime) }
        return text
    }

    /// `{"number":"12","factors":["2","2","3"]}`, once `isFinished`: the numbers as decimal
    /// strings, since they pass 2^53.
    public var json: String {
        var out = JSONWriter()
        out.beginObject()
        out.field("number", Self.decimal(number))
        out.key("factors")
        out.beginArray()
        for prime in primes { out.string(Self.decimal(prime)) }
        out.endArray()
        out.endObject()
        return out.text
    }

    /// Below 2^64 through `UInt64`'s faster printing.
    public static func decimal(_ n: UInt128) -> String {
        n >> 64 == 0 ? String(UInt64(n)) : String(n)
    }
}

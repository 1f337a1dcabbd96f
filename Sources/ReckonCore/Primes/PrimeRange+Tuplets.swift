/// What a request for a range's prime k-tuplets costs before it runs (`WorkCost`).
extension PrimeRange {
    /// The cost of counting the range's tuplets of `size` primes (`pageSize` nil) or of listing
    /// the first `pageSize`: listing every prime of the numbers they span (`listingSeconds`) and
    /// writing the page's (`writingSeconds`), and a page's JSON at 23 bytes a prime plus 3 a
    /// tuplet, or a count's in 100 bytes.
    public func tupletCost(size: Int, pageSize: Int?, memoryLimit: Int = PrimeSieve.sharedMemoryLimit) -> WorkCost {
        let width = Double(hi) - Double(lo) + 1
        guard let pageSize else {
            return WorkCost(seconds: listingSeconds(span: width, memoryLimit: memoryLimit), answerBytes: 100)
        }
        return WorkCost(
            seconds: listingSeconds(span: tupletSpan(size: size, count: pageSize), memoryLimit: memoryLimit)
                + Self.writingSeconds(primes: size * pageSize),
            answerBytes: Double(23 * size + 3) * Double(pageSize) + 100)
    }

    /// How many numbers from lo are expected to hold `count` tuplets of `size` and one more (a
    /// page and the start of the next), at most the range: 1.5 times the span the Hardy–Littlewood
    /// density gives at the span's far end, where it is least, found by iterating s = 1.5·(count
    /// + 1)/density(lo + s) up from the density at lo (it grows to the fixed point).
    public func tupletSpan(size: Int, count: Int) -> Double {
        let width = Double(hi) - Double(lo) + 1
        let wanted = 1.5 * Double(count + 1)
        var span = 0.0
        for _ in 0..<24 {
            let next = min(width, wanted / Self.tupletDensity(size: size, at: Double(lo) + span) + 1000)
            if next <= span * 1.01 { return next }
            span = next
        }
        return span
    }

    /// The conjectured share of the numbers near x that start a tuplet of `size` (any of its
    /// patterns): Hardy and Littlewood's constant over ln^size x — twins 1.3203, triplets
    /// 2 × 2.8582, quadruplets 4.1512, quintuplets 2 × 10.1318, sextuplets 17.2986. Near 0 the
    /// logarithm is held at ln 100, where the formula is still of the right size.
    static func tupletDensity(size: Int, at x: Double) -> Double {
        let constant = switch size {
        case 2: 1.3203
        case 3: 5.7165
        case 4: 4.1512
        case 5: 20.2636
        default: 17.2986
        }
        return constant / pow(log(max(x, 100)), Double(size))
    }

    /// Listing every prime of `span` numbers from lo: by the sieve or by tests as
    /// `testsCandidates` picks, plus 6 ns a prime handed over and matched against the patterns.
    func listingSeconds(span: Double, memoryLimit: Int) -> Double {
        let finding = testsCandidates(span: span, memoryLimit: memoryLimit)
            ? testingSeconds(span: span) : sieveSeconds(span: span, memoryLimit: memoryLimit)
        return finding + 6e-9 * span / log(max(Double(hi), 3))
    }
}

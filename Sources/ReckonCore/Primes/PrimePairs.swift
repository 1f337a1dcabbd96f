/// P2(x, y) of the Meissel–Lehmer family: the numbers up to x with exactly two prime factors
/// p ≤ q, both above y, counted as Σ (π(x/p) − π(p) + 1) over the primes y < p ≤ √x.
///
/// With r = ⌊√x⌋, π(x/p) = π(r) + (primes in (r, x/p]) and π(p) = π(r) − (primes in (p, r]),
/// so π(r) cancels and neither π value is needed: walking p down from r, the count of primes
/// in (p, r] grows by one a prime, while x/p walks up and a second sieve over (r, x/(y+1)]
/// counts the primes q ≤ x/p, a word of its bits at a time (`PrimeCursor.count(through:)`).
/// The p are listed by windows from the top, each window's own small sieve, since a sieve runs
/// upward only.
///
/// A step is bounded either way: it lists one window of p, or adds the terms of that window's
/// primes until x/p has passed a window's width of numbers. The last window's p (those nearest y)
/// take q over most of (r, x/(y+1)], 15 % of π(10^16)'s time, which one step once did whole: the
/// page's progress stood still for seconds, then jumped.
struct PrimePairs {
    let x: UInt64
    let y: UInt64
    /// The sum so far, modulo 2^64 (exact once finished: P2 < x).
    private(set) var sum: UInt64 = 0
    /// Numbers a window of p covers.
    static let windowWidth: UInt64 = 1 << 24

    private var top: UInt64        // the next window of p ends here
    private let root: UInt64
    private var above: UInt64 = 0  // primes in (p, r]
    private var ps: [UInt64] = []  // the window's primes p, its buffer kept from window to window
    private var pending = 0        // ps[0..<pending] still to add, the largest last
    private var upper: PrimeCursor?  // the primes q in (r, x/(y+1)]
    private var qCount: UInt64 = 0  // primes in (r, x/p]

    var isFinished: Bool { top <= y && pending == 0 }
    /// From 0 to 1, by the share of the numbers sieved (each sieve's numbers cost alike).
    var fractionDone: Double {
        let lowerWidth = Double(root - y)
        let upperWidth = Double(upper.map { $0.range.hi - $0.range.lo } ?? 0)
        let done = Double(root - top) + (upper?.fractionDone ?? 0) * upperWidth
        return isFinished ? 1 : min(1, done / max(1, lowerWidth + upperWidth))
    }

    init(x: UInt64, y: UInt64) {
        self.x = x
        self.y = y
        root = PrimeMath.squareRoot(x)
        top = max(root, y)
        let highest = x / (y + 1)
        if highest > root {
            upper = PrimeCursor(try! PrimeRange(lo: root + 1, hi: highest))  // 7 ≤ lo ≤ hi
        }
    }

    /// Lists the next window's primes p, or adds the terms of the window's primes, largest
    /// first, until x/p has passed `windowWidth` numbers. Does nothing once finished.
    mutating func step() {
        guard !isFinished else { return }
        guard pending > 0 else { return listWindow() }
        let start = x / ps[pending - 1]
        while pending > 0 {
            let limit = x / ps[pending - 1]
            if upper != nil { qCount += upper!.count(through: limit) }
            sum &+= qCount &+ above &+ 1
            above += 1
            pending -= 1
            if limit - start > Self.windowWidth { return }
        }
    }

    /// The primes in the next window of p down from `top`.
    private mutating func listWindow() {
        let bottom = max(y + 1, top >= Self.windowWidth ? top - (Self.windowWidth - 1) : 0)
        var window = PrimeSieve(try! PrimeRange(lo: bottom, hi: top))  // y < bottom ≤ top
        ps.removeAll(keepingCapacity: true)
        var ps = self.ps
        self.ps = []  // held uniquely while the sieve appends
        while !window.isFinished { window.list { ps.append(contentsOf: $0) } }
        self.ps = ps
        pending = ps.count
        top = bottom - 1
    }
}

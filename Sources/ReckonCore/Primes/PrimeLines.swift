/// Numbers as decimal text, one per line: the format of a prime listing.
///
/// Listing 10^8's worth of primes means writing millions of lines, so this writes digits
/// straight into a byte buffer, two at a time, instead of building a `String` per number.
public enum PrimeLines {
    /// The most bytes one line takes: 20 digits (2^64 − 1 has 20) and a newline.
    public static let maxLineLength = 21

    private static let powersOf10: [UInt64] = {
        var powers: [UInt64] = [1]
        for _ in 1...19 { powers.append(powers[powers.count - 1] * 10) }
        return powers
    }()

    /// "00", "01", … "99" back to back.
    private static let digitPairs: [UInt8] = {
        var pairs: [UInt8] = []
        for n in 0..<100 {
            pairs.append(UInt8(48 + n / 10))
            pairs.append(UInt8(48 + n % 10))
        }
        return pairs
    }()

    /// Writes each number in decimal followed by `\n` at the start of `bytes` and returns how
    /// many bytes that took. `bytes` must hold `numbers.count * maxLineLength` bytes; numbers
    /// that no longer fit are left out (the count tells where the text ends).
    public static func write(
        _ numbers: UnsafeBufferPointer<UInt64>, into bytes: UnsafeMutableBufferPointer<UInt8>
    ) -> Int {
        var end = 0
        powersOf10.withUnsafeBufferPointer { powers in
            digitPairs.withUnsafeBufferPointer { pairs in
                for number in numbers {
                    // ⌊bits · log10 2⌋ is the digit count or one less.
                    let bits = 64 - (number | 1).leadingZeroBitCount
                    let guess = (bits * 1233) >> 12
                    let digits = number >= powers[guess] ? guess + 1 : max(guess, 1)
                    guard end + digits + 1 <= bytes.count else { return }
                    var position = end + digits
                    bytes[position] = 10  // "\n"
                    var rest = number
                    while rest >= 100 {
                        let pair = Int(rest % 100) << 1
                        rest /= 100
                        position -= 2
                        bytes[position] = pairs[pair]
                        bytes[position + 1] = pairs[pair + 1]
                    }
                    if rest >= 10 {
                        let pair = Int(rest) << 1
                        bytes[position - 2] = pairs[pair]
                        bytes[position - 1] = pairs[pair + 1]
                    } else {
                        bytes[position - 1] = UInt8(48 + rest)
                    }
                    end += digits + 1
                }
            }
        }
        return end
    }
}

// The module's system random numbers: hash seeds for Dictionary and Set, the decider without a
// seed, and the seed a dice simulation draws when none is given.
//
// Embedded Swift takes them from `arc4random_buf`. wasi-libc's version reads entropy
// from the host through a WASI import, which would make the module need a WASI runtime just to
// build a dictionary. A calculator's tables face no hash-flooding adversary, so a
// SplitMix64 stream is enough, which the host seeds with its own entropy (the page: from
// `crypto.getRandomValues`) through `reckon_seed`, so that answers and seeds differ between runs.

private var entropyState: UInt64 = 0x9E37_79B9_7F4A_7C15

/// Mixes 64 bits of the host's entropy (two halves) into the stream.
@_expose(wasm, "reckon_seed")
@_cdecl("reckon_seed")
func reckonSeed(_ high: Int32, _ low: Int32) {
    entropyState ^= UInt64(UInt32(bitPattern: high)) << 32 | UInt64(UInt32(bitPattern: low))
}

@_cdecl("arc4random_buf")
func arc4random_buf(_ buffer: UnsafeMutableRawPointer, _ count: Int) {
    var offset = 0
    while offset < count {
        entropyState &+= 0x9E37_79B9_7F4A_7C15
        var z = entropyState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        for byte in 0..<min(8, count - offset) {
            buffer.storeBytes(of: UInt8(truncatingIfNeeded: z >> (8 * UInt64(byte))),
                              toByteOffset: offset + byte, as: UInt8.self)
        }
        offset += 8
    }
}

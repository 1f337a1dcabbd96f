import Foundation
import ReckonCore

/// What the sieves of a shared count (`SieveShare`) hand each other: for each segment not yet
/// counted, the and of the masks handed over for it so far. Its owner waits until all the
/// others have handed theirs over. Handing over never waits, but a sieve waits for the masks of
/// its last run when its next begins, so the others run at most about two runs each ahead of
/// the slowest: at most about 8 masks (a megabyte each) a sieve are held, and as many are kept
/// for reuse.
final class MaskExchange: @unchecked Sendable {  // every stored property is used under `condition`
    private let condition = NSCondition()
    private var masks: [UInt64: (bits: [UInt8], handed: Int)] = [:]
    private var spare: [[UInt8]] = []
    private let sieves: Int
    private let cancellation: Cancellation?

    init(sieves: Int, cancellation: Cancellation?) {
        self.sieves = sieves
        self.cancellation = cancellation
    }

    /// The share of sieve `index`; both its calls return false once the count is cancelled.
    func share(_ index: Int) -> SieveShare {
        SieveShare(index: index, count: sieves, handOver: handOver, takeIn: takeIn)
    }

    private func handOver(_ segment: UInt64, _ mask: UnsafeBufferPointer<UInt8>) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if var entry = masks.removeValue(forKey: segment) {
            entry.bits.withUnsafeMutableBufferPointer { bits in
                for k in 0..<mask.count { bits[k] &= mask[k] }
            }
            entry.handed += 1
            masks[segment] = entry
        } else {
            var bits = spare.popLast() ?? []
            bits.removeAll(keepingCapacity: true)
            bits.append(contentsOf: mask)
            masks[segment] = (bits, 1)
        }
        condition.broadcast()
        return cancellation?.isCancelled != true
    }

    private func takeIn(_ segment: UInt64, _ bits: UnsafeMutableBufferPointer<UInt8>) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while masks[segment]?.handed != sieves - 1 {
            // A cancelled sieve hands nothing more over: look again every 10 ms.
            if cancellation?.isCancelled == true { return false }
            _ = condition.wait(until: Date(timeIntervalSinceNow: 0.01))
        }
        let entry = masks.removeValue(forKey: segment)!
        entry.bits.withUnsafeBufferPointer { mask in
            for k in 0..<bits.count { bits[k] &= mask[k] }
        }
        if spare.count < 8 * sieves { spare.append(entry.bits) }
        return true
    }
}

import Synchronization

/// A stop request that long work checks between its chunks (a few milliseconds each), so a
/// cancelled computation stops using the CPU soon after `cancel()`. Any thread may set or read it.
public final class Cancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    public init() {}

    public func cancel() { flag.store(true, ordering: .relaxed) }

    public var isCancelled: Bool { flag.load(ordering: .relaxed) }
}

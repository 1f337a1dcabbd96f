import ReckonCore
import Synchronization

extension LeafWork {
    /// The sum of every piece, computed on up to `threads` threads that each take the next
    /// piece not yet taken, so a slow piece holds up none of the rest; finished pieces are
    /// added in order as soon as the ones before them are in, so at most a few wait at a time.
    ///
    /// Blocks the calling thread, which calls `progress` with the pieces done. `nil` when
    /// `cancellation` was set: each thread stops within its current piece, between segments.
    func sum(threads: Int, cancellation: Cancellation?, progress: (Int) -> Void) -> LeafSum? {
        struct Board {
            var next = 0
            var waiting: [Int: LeafPiece] = [:]
            var sum = LeafSum()
        }
        final class Shared: Sendable {
            let board = Mutex(Board())
        }
        let shared = Shared()
        let work = self
        runOnThreads(max(1, min(threads, pieceCount)), { _ in
            while cancellation?.isCancelled != true {
                let index = shared.board.withLock { board -> Int? in
                    guard board.next < work.pieceCount else { return nil }
                    board.next += 1
                    return board.next - 1
                }
                guard let index else { return }
                guard let piece = work.piece(index, stoppingWhen: { cancellation?.isCancelled == true }) else { return }
                shared.board.withLock { board in
                    board.waiting[index] = piece
                    while let next = board.waiting.removeValue(forKey: board.sum.added) { board.sum.add(next) }
                }
            }
        }, polling: {
            progress(shared.board.withLock { $0.sum.added })
        })
        guard cancellation?.isCancelled != true else { return nil }
        return shared.board.withLock { $0.sum }
    }
}

extension LeafSharing {
    /// Counts to the end, the leaves' phases on up to `threads` threads and the rest here, a
    /// step at a time; `progress` gets the fraction done. False when `cancellation` stopped it.
    public func run(threads: Int, cancellation: Cancellation?, progress: (Double) -> Void) -> Bool {
        while !isFinished {
            guard cancellation?.isCancelled != true else { return false }
            if threads > 1, let counting = leafCounting, let work = counting.sharedWork {
                let sum = work.sum(threads: threads, cancellation: cancellation) { done in
                    counting.sharedPiecesDone = done
                    progress(fractionDone)
                }
                guard let sum else { return false }
                counting.finish(sum)
            } else {
                step()
            }
            progress(fractionDone)
        }
        return true
    }
}

@testable import ReckonCore

/// The line a pool's error prints (`pool: unexpected 'x' at 4`), or nil when the pool is read.
func diceError(_ text: String) -> String? {
    do {
        _ = try DicePool(parsing: text)
        return nil
    } catch {
        return error.line
    }
}

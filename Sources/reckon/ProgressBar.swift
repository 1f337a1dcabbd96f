/// A one-line bar on standard error, drawn only when standard error is a terminal and the work
/// has already taken half a second (quick answers should not flicker).
struct ProgressBar {
    private let enabled = Terminal.standardError.isTerminal
    private let start = ContinuousClock.now
    private var lastDrawn: ContinuousClock.Instant?
    private var drawn = false

    mutating func show(_ fraction: Double) {
        guard enabled else { return }
        let now = ContinuousClock.now
        guard now - start > .milliseconds(500) else { return }
        if let lastDrawn, now - lastDrawn < .milliseconds(100) { return }
        lastDrawn = now
        let width = 40
        let filled = Int((min(max(fraction, 0), 1) * Double(width)).rounded(.down))
        let percent = Int((min(max(fraction, 0), 1) * 100).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
        Terminal.standardError.write("\r[" + bar + "] \(percent)%")
        drawn = true
    }

    /// Erases the bar so only the answer remains.
    mutating func clear() {
        guard drawn else { return }
        Terminal.standardError.write("\r\u{1B}[2K")
        drawn = false
    }
}

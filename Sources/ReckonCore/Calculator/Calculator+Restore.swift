/// Restoring a calculator: a key sequence that, pressed on a fresh calculator, gives this
/// state again — what a page stores to survive a reload.
///
/// It is the settings AC kept at the last all clear (`rad`, `2nd`, and the memory register as
/// `num:R m+ C C`, the second C being AC), then every key pressed since, Rand's as `num:` and
/// the number it drew (so a restore does not draw again). AC makes everything before it
/// irrelevant, so the sequence is as long as the keys since the last AC, plus at most six.
/// Restoring a restored calculator gives the same sequence. What it does not restore: the
/// random generator's state (a restored calculator's next Rand is drawn afresh).
extension Calculator {
    public var restoreKeys: [CalculatorKey] { restorePrefix + keysSinceAllClear }

    /// How many keys `restoreKeys` holds.
    public var restoreKeyCount: Int { restorePrefix.count + keysSinceAllClear.count }

    /// `restoreKeys` as `sequence(parsing:)` reads them, digits and points typed together
    /// written as one token: `rad 12.5 * 2 =`.
    public var restore: String {
        var tokens: [String] = []
        var typing = ""
        for key in restoreKeys {
            switch key {
            case .digit, .point:
                typing += key.name
            default:
                if !typing.isEmpty { tokens.append(typing) }
                typing = ""
                tokens.append(key.name)
            }
        }
        if !typing.isEmpty { tokens.append(typing) }
        return tokens.joined(separator: " ")
    }

    private var restorePrefix: [CalculatorKey] {
        var keys: [CalculatorKey] = []
        if settingsAtAllClear.angle == .radians { keys.append(.angle(.radians)) }
        if settingsAtAllClear.isSecond { keys.append(.second) }
        if settingsAtAllClear.memoryRegister != 0 {
            keys += [.number(settingsAtAllClear.memoryRegister), .registerAdd, .clear, .clear]
        }
        return keys
    }
}

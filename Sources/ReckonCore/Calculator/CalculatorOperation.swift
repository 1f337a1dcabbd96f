/// The calculator's keys that take a number on each side: + − × ÷ and the scientific keys that
/// do, xʸ, yˣ (the reverse of xʸ: `2 yˣ 3 =` is 3² = 9), ʸ√x (`8 ʸ√x 3 =` is the cube root
/// of 8, 2) and logᵧ (`8 logᵧ 2 =` is log₂ 8 = 3). Their values are computed in
/// `CalculatorMath`.
public enum CalculatorOperation: Equatable, Sendable {
    case add, subtract, multiply, divide, power, reversePower, root, logarithm

    /// The iPhone's precedence: the powers, roots and logarithms before × ÷ before + −.
    var precedence: Int {
        switch self {
        case .add, .subtract: 1
        case .multiply, .divide: 2
        case .power, .reversePower, .root, .logarithm: 3
        }
    }

    /// As the description line writes it between its operands: `2 + 3`, `2 ^ 10`, `8 ʸ√ 3`.
    public var symbol: String {
        switch self {
        case .add: "+"
        case .subtract: "−"
        case .multiply: "×"
        case .divide: "÷"
        case .power: "^"
        case .reversePower: "yˣ"
        case .root: "ʸ√"
        case .logarithm: "logᵧ"
        }
    }
}

extension Ball {
    /// The sign of every value in the ball: −1 or 1, 0 for an exact zero, nil when the ball
    /// reaches zero or is unbounded (undecided: more limbs may decide it).
    var certainSign: Int? {
        if isUnbounded { return nil }
        if mid.isZero { return radius.isZero ? 0 : nil }
        if mid.magnitudeLowerBound <= radius { return nil }
        return mid.isNegative ? -1 : 1
    }
}

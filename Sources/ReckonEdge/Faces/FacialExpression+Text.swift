import ReckonCore

extension FacialExpression {
    /// The terminal's drawing (`reckon face`): the face in ASCII, then its eyes, mouth and the
    /// mouth's curvature in words.
    public var text: String {
        let eye = eyes == .open ? "o" : eyes == .closed ? "-" : "^"
        let mouths: [FacialExpression.Mouth: String] = [.frown: "/‾‾\\", .smirk: " ‾‾\\", .neutral: "----", .grin: " __/", .smile: "\\__/"]
        return "  .--------.\n /  \(eye)    \(eye)  \\\n|            |\n|    \(mouths[mouth]!)    |\n \\          /\n  '--------'\n"
            + "eyes \(eyes.name), mouth \(mouth.name) (curvature \(CalculatorNumber.numeral(mouth.curvature)))\n"
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property (PropList.txt, the same 25 scalars since Unicode 6.3: tab to
    /// carriage return, space, next line, no-break space, the Ogham space mark, the en quad to
    /// the hair space, the line and paragraph separators, the narrow no-break, medium
    /// mathematical and ideographic spaces). Written out rather than asked of the standard
    /// library (`Character.isWhitespace`), whose tables of Unicode properties would take 35 KB
    /// of the web app's module for this one question.
    public var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}

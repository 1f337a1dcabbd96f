extension String {
    /// The text with A–Z made a–z and everything else kept: enough for the words a request
    /// compares in any case (`YES`, `5X4`), without the standard library's Unicode case tables
    /// (`lowercased()`), which would take 15 KB of the web app's module.
    var asciiLowercased: String {
        String(decoding: utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }, as: UTF8.self)
    }
}

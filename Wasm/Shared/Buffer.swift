/// Memory the host reaches by address: it stays where it is until it must grow.
struct Buffer {
    var start = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    var capacity = 1
    var count = 0

    mutating func reserve(_ size: Int) {
        guard size > capacity else { return }
        start.deallocate()
        start = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
        capacity = size
    }

    subscript(range: Range<Int>) -> [UInt8] { Array(UnsafeBufferPointer(start: start + range.lowerBound, count: range.count)) }

    mutating func set(_ text: String) {
        var bytes = Array(text.utf8)
        reserve(bytes.count)
        bytes.withUnsafeMutableBufferPointer { start.update(from: $0.baseAddress!, count: $0.count) }
        count = bytes.count
    }
}

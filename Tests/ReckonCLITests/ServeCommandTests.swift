import Foundation
import Testing

/// `reckon serve` refuses at once, in one line and with status 1, what would leave it unable to
/// serve: a port in use, a web root that is no folder or holds no app. Each run has a timeout,
/// so a server that starts after all fails the test instead of hanging it.
@Suite struct ServeCommandTests {
    @Test func aPortInUseIsNamedWithWhatToDo() throws {
        let listener = try Listener()
        defer { close(listener.fd) }
        let result = try ReckonProcess.run(["serve", "--port", String(listener.port)], timeout: .seconds(20))
        #expect(result.status == 1)
        #expect(result.stderr == "reckon: port: \(listener.port) is in use on 127.0.0.1; choose another with --port\n")
    }

    @Test func aWebRootThatIsNoFolderIsRefused() throws {
        let missing = try ReckonProcess.run(["serve", "--port", "0", "--web-root", "/nonexistent"], timeout: .seconds(20))
        #expect(missing.status == 1)
        #expect(missing.stderr == "reckon: web-root: /nonexistent is not a folder\n")
        let file = try ReckonProcess.run(["serve", "--port", "0", "--web-root", "/etc/hostname"], timeout: .seconds(20))
        #expect(file.stderr == "reckon: web-root: /etc/hostname is not a folder\n")
    }

    @Test func aWebRootWithoutTheAppIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reckon-web-root-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try ReckonProcess.run(["serve", "--port", "0", "--web-root", folder], timeout: .seconds(20))
        #expect(result.status == 1)
        #expect(result.stderr == "reckon: web-root: \(folder) has no web app (an index.html and js/service-worker.js are needed)\n")
    }
}

/// A socket listening on 127.0.0.1 at a port the kernel picks: that port is then in use.
private struct Listener {
    let fd: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socket in
                bind(fd, socket, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, socket, &length) == 0
            }
        }
        guard fd >= 0, bound else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        self.fd = fd
        port = UInt16(bigEndian: address.sin_port)
    }
}

import Foundation

/// Runs the real `reckon` binary that `swift test` built next to the test bundle.
struct ReckonProcess {
    let status: Int32
    let stdout: String
    let stderr: String

    static let binary: URL = {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var directory = bundle.deletingLastPathComponent()
        // On Linux the test runner is `.build/<triple>/debug/ReckonPackageTests.xctest`.
        while !FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("reckon").path),
              directory.path != "/" {
            directory.deleteLastPathComponent()
        }
        return directory.appendingPathComponent("reckon")
    }()

    /// Runs `reckon ARGUMENTS...` to completion and captures both streams.
    static func run(_ arguments: String...) throws -> ReckonProcess { try run(arguments) }

    /// `standardOutput` replaces the captured pipe (e.g. /dev/full); `stdout` is then empty.
    /// `timeout` ends a process that should have stopped by itself (a server that did not refuse
    /// to start) with SIGTERM, so the test fails on its status instead of hanging. `environment`
    /// sets variables on top of the test's own (COLUMNS for a fixed help width).
    static func run(
        _ arguments: [String], stdin: String? = nil, standardOutput: FileHandle? = nil, timeout: Duration? = nil,
        environment: [String: String] = [:]
    ) throws -> ReckonProcess {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = err
        process.standardInput = input
        try process.run()
        let pid = process.processIdentifier
        let stop = DispatchWorkItem { kill(pid, SIGTERM) }
        // Cancelled on return, once the process is waited for: its pid may then be reused.
        defer { stop.cancel() }
        if let timeout {
            let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) * 1e-18
            DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: stop)
        }
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes before waiting, or a large listing would fill the pipe and block.
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ReckonProcess(
            status: process.terminationStatus,
            stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }
}

import Foundation
import WasmKit

/// A committed wasm module (Web/core/reckon.wasm, or the first screens' reckon-first.wasm)
/// instantiated under WasmKit, called the way the page's `Web/js/core/module.js` calls it: the
/// tool's name and the body written into the module's input buffer, the answer read from its
/// output.
final class ReckonModule {
    static func path(_ file: String) -> String {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Web/core/" + file).path
    }

    private let instance: Instance
    private let memory: Memory

    init(file: String = "reckon.wasm") throws {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Self.path(file))))
        let module = try parseWasm(bytes: bytes)
        // The interpreter's own call stack, 16 MiB rather than WasmKit's 512 KiB: an expression of
        // quantities recurses once per operation, and the corpus holds 499 in a row (browsers'
        // engines take them as they are).
        let store = Store(engine: Engine(configuration: EngineConfiguration(stackSize: 1 << 24)))
        instance = try module.instantiate(store: store)
        guard let memory = instance.exports[memory: "memory"] else { throw WasmModuleError("no memory export") }
        self.memory = memory
    }

    /// The status and JSON text the module answers for `tool` and `body`.
    func call(_ tool: String, _ body: [UInt8]) throws -> (status: Int, json: String) {
        let toolBytes = Array(tool.utf8)
        let input = Int(try function("reckon_input")([.i32(UInt32(toolBytes.count + body.count))])[0].i32)
        let bytes = toolBytes + body
        if !bytes.isEmpty {
            memory.withUnsafeMutableBufferPointer(offset: UInt(input), count: bytes.count) { buffer in
                buffer.copyBytes(from: bytes)
            }
        }
        let status = try function("reckon_call")([.i32(UInt32(toolBytes.count)), .i32(UInt32(body.count))])[0].i32
        let output = try function("reckon_output")()[0].i32
        let length = try function("reckon_output_length")()[0].i32
        let json = memory.withUnsafeBufferPointer(offset: UInt(output), count: Int(length)) { buffer in
            String(decoding: buffer, as: UTF8.self)
        }
        return (Int(status), json)
    }

    private func function(_ name: String) throws -> Function {
        guard let function = instance.exports[function: name] else { throw WasmModuleError("no export \(name)") }
        return function
    }
}

struct WasmModuleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

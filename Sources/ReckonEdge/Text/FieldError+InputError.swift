import ReckonCore

extension FieldError {
    /// Any tool's rule broken, carried with the same code, field, message and item, so a caller that reads
    /// typed inputs (the CLI, the API) handles one error type.
    @inline(never)  // out of line: inlined where errors are converted, it cost the wasm module 128 bytes (gzip)
    public init<E: InputError>(_ error: E) {
        self.init(error.code, field: error.field, error.message, item: error.item)
    }
}

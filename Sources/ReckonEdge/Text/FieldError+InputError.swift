import ReckonCore

extension FieldError {
    /// Any tool's rule broken, carried with the same code, field, message and item, so a caller that reads
    /// typed inputs (the CLI, the API) handles one error type.
    @inline(never)  // one copy per error type, not one per throw site, in the wasm module
    public init<E: InputError>(_ error: E) {
        self.init(error.code, field: error.field, error.message, item: error.item)
    }
}

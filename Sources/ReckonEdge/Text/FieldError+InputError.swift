import ReckonCore

extension FieldError {
    /// Any tool's rule broken, carried with the same field and message, so a caller that reads
    /// typed inputs (the CLI, the API) handles one error type.
    public init<E: InputError>(_ error: E) {
        self.init(field: error.field, error.message)
    }
}

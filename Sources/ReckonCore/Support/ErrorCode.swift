/// What kind of rule an input broke, as a stable name a program can branch on: the `code` of
/// every error the API, the command line's `--json` and the web app's core answer with
/// (`{"error":{"code":"not-finite","field":"b","message":"must be a finite number"}}`).
///
/// The message says the rule in words and may be reworded; the code and the field do not change.
/// A code names the kind of rule, not the tool: `out-of-range` is a bill above the most, a party
/// of 11 and a wall of 200 m alike. `docs/api.md` lists them all.
public enum ErrorCode: UInt8, Sendable {
    // The request's shape (400).
    /// The body is not JSON.
    case notJSON
    /// A value of the wrong JSON type: a list where a number belongs, a number for a switch.
    case wrongType
    /// A key the tool does not take.
    case unknownKey
    /// A required input is absent or empty.
    case missing
    /// Inputs that do not go together (`exact` with `trials`, the area with rooms).
    case conflict

    // A value that breaks a tool's rule (422).
    /// Text that is not a number, an amount or a room of the form asked for.
    case notANumber
    /// A number that is infinite or NaN, or too small to be a double.
    case notFinite
    /// A number with a fraction where a whole one belongs.
    case notWhole
    /// A value outside the field's documented range.
    case outOfRange
    /// Input beyond one of the documented size limits: too long, too deep, too many.
    case overLimit
    /// Text that does not parse: an expression, a dice pool or keys.
    case syntax
    /// A name that is not known: a function, a variable, a key, an action, a catalog path.
    case unknownName
    /// Inputs whose result has no finite value (a logarithm of 0, a formula dividing by 0).
    case noValue
    /// Values that no answer fits: a leg as long as the hypotenuse, angles that fix only a shape.
    case impossible
    /// The right triangle: fewer than the two values it needs.
    case tooFewValues
    /// The right triangle: more than two values.
    case tooManyValues
    /// One of the Studform catalog's own checks (a rule, a range with its own alert, a required
    /// field); the message is the original app's alert, a whole sentence.
    case catalogRule
    /// Too slow or too large an answer to give directly: start a job (`POST /api/jobs`).
    case needsJob

    // The server's own (the HTTP status tells the same).
    /// No such endpoint, file or job (404).
    case notFound
    /// The request's host or origin is not one this server answers (421, 403).
    case forbidden
    /// The method is not allowed on this path (405).
    case methodNotAllowed
    /// The body did not arrive in time (408).
    case timeout
    /// The job was cancelled (409).
    case cancelled
    /// The body is larger than the path takes (413).
    case bodyTooLarge
    /// The body is not `application/json` (415).
    case wrongContentType
    /// The server has more work than it takes now; try again shortly (429).
    case busy
    /// Not valid HTTP/1.1 (400).
    case badHTTP
    /// The server failed unexpectedly (500).
    case internalError
    /// The server is shutting down (503).
    case unavailable

    /// The code's name, as the JSON spells it: `not-finite`.
    public var name: String {
        switch self {
        case .notJSON: "not-json"
        case .wrongType: "wrong-type"
        case .unknownKey: "unknown-key"
        case .missing: "missing"
        case .conflict: "conflict"
        case .notANumber: "not-a-number"
        case .notFinite: "not-finite"
        case .notWhole: "not-whole"
        case .outOfRange: "out-of-range"
        case .overLimit: "over-limit"
        case .syntax: "syntax"
        case .unknownName: "unknown-name"
        case .noValue: "no-value"
        case .impossible: "impossible"
        case .tooFewValues: "too-few-values"
        case .tooManyValues: "too-many-values"
        case .catalogRule: "catalog-rule"
        case .needsJob: "needs-job"
        case .notFound: "not-found"
        case .forbidden: "forbidden"
        case .methodNotAllowed: "method-not-allowed"
        case .timeout: "timeout"
        case .cancelled: "cancelled"
        case .bodyTooLarge: "body-too-large"
        case .wrongContentType: "wrong-content-type"
        case .busy: "busy"
        case .badHTTP: "bad-http"
        case .internalError: "internal-error"
        case .unavailable: "unavailable"
        }
    }
}

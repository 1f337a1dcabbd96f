import HTTPTypes
import Hummingbird
import ReckonEdge

/// Adds the security headers to every response, errors included, and gives every error the
/// API's `{"error":{"code","field","message"}}` shape (Hummingbird's own 404 and 413 too).
/// The headers on every answer, errors included (`ParserErrorAnswer` adds them to the parser's).
enum SecurityHeaders {
    static var contentSecurityPolicy: String {
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"
    }

    /// Nothing of the app needs a camera, a microphone, the location or payments. (No
    /// `interest-cohort`: FLoC's trial ended in 2021 and Chromium reports the name as unknown.)
    static var permissionsPolicy: String {
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()"
    }

    static let fields: [(HTTPField.Name, String)] = [
        (.contentSecurityPolicy, contentSecurityPolicy), (.xContentTypeOptions, "nosniff"),
        (.referrerPolicy, "no-referrer"), (.xFrameOptions, "DENY"), (.permissionsPolicy, permissionsPolicy),
    ]
}

struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as APIError {
            response = try error.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try Self.apiError(for: error.status).response(from: request, context: context)
        } catch {
            response = try APIError(.internalServerError, .internalError, field: "server", "failed unexpectedly")
                .response(from: request, context: context)
        }
        for (name, value) in SecurityHeaders.fields { response.headers[name] = value }
        return response
    }

    private static func apiError(for status: HTTPResponse.Status) -> APIError {
        switch status {
        case .notFound: APIError(status, .notFound, field: "path", "no such endpoint")
        case .methodNotAllowed: APIError(status, .methodNotAllowed, field: "method", "not allowed here")
        case .contentTooLarge: APIError(ToolInput.bodyTooLarge)
        default: APIError(status, .badHTTP, field: "request", status.reasonPhrase)
        }
    }
}

extension HTTPField.Name {
    static var xContentTypeOptions: Self { Self("X-Content-Type-Options")! }
    static var xFrameOptions: Self { Self("X-Frame-Options")! }
    static var referrerPolicy: Self { Self("Referrer-Policy")! }
    static var permissionsPolicy: Self { Self("Permissions-Policy")! }
}

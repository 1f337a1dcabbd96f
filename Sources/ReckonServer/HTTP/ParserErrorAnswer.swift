import HTTPTypes
import NIOCore
import NIOHTTPTypes
import ReckonCore
import ReckonEdge

/// Gives a request the HTTP parser refuses (an unknown method, a byte a path may not hold, a head
/// over 80 KB, a malformed chunk) the API's JSON error and the security headers.
///
/// Hummingbird answers such a request itself, past every middleware, with an empty 400 and
/// `Connection: close`, then closes the connection. This handler sits between that write and the
/// HTTP encoder and recognises it by that shape: no response of a route is a 400 without a body,
/// since every error of the API carries one. The status and the closing stay; the body becomes
/// `{"error":{"field":"request","message":"is not valid HTTP/1.1"}}`.
final class ParserErrorAnswer: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    static let json = ToolError(status: 400, .badHTTP, field: "request", "is not valid HTTP/1.1").json

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(var head) = unwrapOutboundIn(data), head.status == .badRequest,
            head.headerFields[.contentLength] == "0", head.headerFields[.connection] == "close"
        else {
            context.write(data, promise: promise)
            return
        }
        let body = context.channel.allocator.buffer(string: Self.json)
        head.headerFields[.contentLength] = String(body.readableBytes)
        head.headerFields[.contentType] = "application/json; charset=utf-8"
        for (name, value) in SecurityHeaders.fields { head.headerFields[name] = value }
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: promise)
    }
}

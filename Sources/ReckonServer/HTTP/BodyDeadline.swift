import NIOCore
import NIOHTTPTypes

/// Fails a request whose body has not fully arrived `limit` after its head: the body's reader
/// (`RequestPolicyMiddleware`) gets `BodyDeadline.Missed` and answers 408, and the connection
/// closes, so a slow upload holds nothing for long.
///
/// One timer on the connection's event loop, set at each head and cancelled at its end, costs
/// next to nothing. A timeout raced against the body in a task group did the same at a cost of
/// two tasks per request: a third of tip's throughput, and the cancelled sleeps held 100 MB
/// until their deadlines passed.
final class BodyDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    /// The error the body's reader gets.
    struct Missed: Error {
        let limit: Duration
    }

    let limit: Duration
    private var timer: Scheduled<Void>?

    init(limit: Duration) {
        self.limit = limit
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            timer?.cancel()
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            let missed = Missed(limit: limit)
            timer = context.eventLoop.scheduleTask(in: TimeAmount(limit)) { bound.value.fireErrorCaught(missed) }
        case .end:
            timer?.cancel()
            timer = nil
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }
}

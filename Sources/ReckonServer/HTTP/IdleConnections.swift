import NIOCore
import NIOHTTPTypes
import Synchronization

/// The server's open connections, and which of them are idle: a new one that has not sent a
/// request head yet, or one between requests. When a connection takes the last place under the
/// cap (`ConnectionLimits.connectionsThatFit`), the connection idle the longest is closed, so
/// there is always room for the next.
///
/// Without it, a full server stops accepting and a client with a real request waits in the
/// kernel's backlog until an idle connection's timeout frees a place: 300 idle connections under
/// `ulimit -n 256` held every request for up to 30 s. A connection with a request in flight (a
/// body arriving, an answer being computed, a job's events streaming) is never closed for room;
/// when every place is busy, new connections wait as before.
final class IdleConnections: Sendable {
    private struct State {
        var open = 0
        /// The idle ones, by when they last became idle (a counter, so the oldest is the least).
        var idle: [ObjectIdentifier: (since: UInt64, channel: any Channel)] = [:]
        var clock: UInt64 = 0

        mutating func markIdle(_ channel: any Channel) {
            clock += 1
            idle[ObjectIdentifier(channel)] = (clock, channel)
        }
    }

    let capacity: Int
    private let state = Mutex(State())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A connection opened, idle until its first head; closes the longest-idle other one if this
    /// one took the last place.
    func opened(_ channel: any Channel) {
        let evicted: (any Channel)? = state.withLock { state in
            state.open += 1
            state.markIdle(channel)
            guard state.open >= capacity else { return nil }
            let others = state.idle.filter { $0.key != ObjectIdentifier(channel) }
            guard let oldest = others.min(by: { $0.value.since < $1.value.since }) else { return nil }
            state.idle[oldest.key] = nil
            return oldest.value.channel
        }
        evicted?.close(promise: nil)
    }

    /// A request head arrived: the connection is busy until its answer ends.
    func busy(_ channel: any Channel) {
        _ = state.withLock { $0.idle.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// An answer ended: the connection waits for its next request.
    func idle(_ channel: any Channel) {
        state.withLock { $0.markIdle(channel) }
    }

    func closed(_ channel: any Channel) {
        state.withLock { state in
            state.open -= 1
            state.idle[ObjectIdentifier(channel)] = nil
        }
    }

    /// The handler that reports one connection's comings and goings.
    func handler() -> Handler { Handler(connections: self) }

    final class Handler: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart

        let connections: IdleConnections
        /// Whether this connection is counted: it may be active already when the handler is added.
        private var counted = false

        init(connections: IdleConnections) {
            self.connections = connections
        }

        private func count(_ channel: any Channel) {
            guard !counted else { return }
            counted = true
            connections.opened(channel)
        }

        private func uncount(_ channel: any Channel) {
            guard counted else { return }
            counted = false
            connections.closed(channel)
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { count(context.channel) }
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            uncount(context.channel)
        }

        func channelActive(context: ChannelHandlerContext) {
            count(context.channel)
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            uncount(context.channel)
            context.fireChannelInactive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if case .head = unwrapInboundIn(data) { connections.busy(context.channel) }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { connections.idle(context.channel) }
            context.write(data, promise: promise)
        }
    }
}

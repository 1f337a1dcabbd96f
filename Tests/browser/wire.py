"""A counting proxy: the bytes a server sends to a browser, whoever in the browser asked.

The page's own network log (CDP) leaves out what its workers and its service worker fetch; a
proxy in front of the server sees every byte of every connection, headers and compressed bodies,
as they cross the wire. The browser is pointed at the proxy's address, which becomes the app's
origin (127.0.0.1 is a secure context, so the service worker runs there as it would on https).
"""

import socket
import threading


class WireCounter:
    """Listens on a free port of 127.0.0.1 and relays each connection to `target` (host, port),
    counting the bytes that come back. `received` is the total so far; `close()` stops it.

    A request for a path in `held` (a GET) waits until `release()`: a count can then be read
    before what that request starts (the service worker's script, then its install's fetches)."""

    def __init__(self, target, held=()):
        self.target = target
        self.received = 0
        self.connections = 0
        self._held = tuple(f"GET {path} ".encode() for path in held)
        self._released = threading.Event()
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.base = f"http://127.0.0.1:{self._listener.getsockname()[1]}"
        self._open = []
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return  # closed
            server = socket.create_connection(self.target)
            with self._lock:
                self.connections += 1
                self._open += [client, server]
            threading.Thread(target=self._relay, args=(client, server, False), daemon=True).start()
            threading.Thread(target=self._relay, args=(server, client, True), daemon=True).start()

    def _relay(self, source, sink, counted):
        try:
            while data := source.recv(65536):
                if not counted and data.startswith(self._held):
                    self._released.wait()
                if counted:
                    with self._lock:
                        self.received += len(data)
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for end in (source, sink):
                try:
                    end.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass

    def release(self):
        """Lets the held requests through, and every later one."""
        self._released.set()

    def close(self):
        self.release()
        self._listener.close()
        with self._lock:
            for end in self._open:
                end.close()

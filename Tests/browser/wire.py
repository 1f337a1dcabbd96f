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
    counting the bytes that come back. `received` is the total so far; `close()` stops it."""

    def __init__(self, target):
        self.target = target
        self.received = 0
        self.connections = 0
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

    def close(self):
        self._listener.close()
        with self._lock:
            for end in self._open:
                end.close()

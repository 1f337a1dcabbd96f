"""Connection limits on the real `reckon serve`: idle and slow connections are closed, a slow
body gets 408, and beyond the cap new connections wait (without the server spinning) instead of
failing. Before, connections never timed out and 300 idle ones exhausted the descriptors."""
import socket
import time
import urllib.parse

from conftest import Server


def connect(server):
    address = urllib.parse.urlsplit(server.base)
    return socket.create_connection((address.hostname, address.port), timeout=10)


def closed_within(sock, seconds):
    """Whether the server closes `sock` within `seconds` (reads until EOF)."""
    sock.settimeout(seconds)
    try:
        while sock.recv(4096):
            pass
        return True
    except socket.timeout:
        return False


def cpu_seconds(process):
    with open(f"/proc/{process.pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / 100  # utime + stime, in clock ticks of 1/100 s


def test_idle_and_slow_connections_are_closed():
    server = Server(options=["--idle-timeout", "1"])
    try:
        idle = connect(server)
        started = time.monotonic()
        assert closed_within(idle, 5)
        assert 0.8 < time.monotonic() - started < 3
        # Headers a byte at a time, slower than the idle timeout allows in all.
        slow = connect(server)
        started = time.monotonic()
        cut = False
        try:
            for byte in b"GET /api/limits HTTP/1.1\r\nHost: localhost\r\nAccept: */*\r\n":
                slow.sendall(bytes([byte]))
                time.sleep(0.1)
        except (BrokenPipeError, ConnectionResetError):
            cut = True  # closed while still sending its headers
        assert cut or closed_within(slow, 3)
        assert time.monotonic() - started < 4
    finally:
        server.stop()


def test_a_slow_body_gets_408():
    server = Server(options=["--body-timeout", "1"])
    try:
        # A body announced as 100 bytes of which 9 come.
        body = connect(server)
        body.sendall(b"POST /api/tip HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                     b"Content-Length: 100\r\n\r\n{\"bill\":")
        body.settimeout(5)
        answer = body.recv(4096).decode()
        assert answer.startswith("HTTP/1.1 408"), answer
        assert '{"error":{"field":"body","message":"did not arrive within 1 s"}}' in answer
    finally:
        server.stop()


def test_beyond_the_cap_connections_wait_without_spinning():
    server = Server(options=["--max-connections", "2", "--idle-timeout", "60"])
    try:
        held = [connect(server), connect(server)]
        time.sleep(0.3)
        waiting = connect(server)  # the kernel's backlog takes it; the server does not read it yet
        waiting.sendall(b"GET /api/limits HTTP/1.1\r\nHost: localhost\r\n\r\n")
        before = cpu_seconds(server.process)
        waiting.settimeout(1.5)
        try:
            early = waiting.recv(4096)
        except socket.timeout:
            early = b""
        assert early == b""
        assert cpu_seconds(server.process) - before < 0.3  # no accept loop spinning at a full core
        held[0].close()
        waiting.settimeout(5)
        assert waiting.recv(4096).startswith(b"HTTP/1.1 200")
    finally:
        server.stop()

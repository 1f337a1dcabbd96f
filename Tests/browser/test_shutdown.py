"""SIGTERM on the real `reckon serve`: jobs cancelled, event streams ended with a last event,
requests in flight cut after the grace period, exit status 0. Before, a watched job held the
shutdown for good."""
import http.client
import json
import signal
import socket
import time
import urllib.parse

from conftest import Server


def start_long_job(base):
    address = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    # 3d6 rolled 1e10 times: minutes of work.
    connection.request("POST", "/api/jobs", body='{"tool":"dice","input":{"pool":"3d6","trials":1e10,"seed":1}}',
                       headers={"Content-Type": "application/json"})
    response = connection.getresponse()
    assert response.status == 202
    return json.loads(response.read())["id"]


def test_sigterm_ends_event_streams_with_a_last_event_and_exits_0():
    server = Server()
    address = urllib.parse.urlsplit(server.base)
    job = start_long_job(server.base)
    stream = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    stream.request("GET", f"/api/jobs/{job}/events")
    events = stream.getresponse()
    assert events.readline().startswith(b"event: progress")
    started = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    rest = events.read().decode()  # to the end of the stream
    assert rest.endswith('event: error\ndata: {"error":{"code":"unavailable","field":"server","message":"is shutting down"}}\n\n'), rest[-200:]
    assert server.process.wait(timeout=10) == 0
    assert time.monotonic() - started < 2
    server.process.stderr.close()


def test_a_request_in_flight_is_cut_after_the_grace_period():
    server = Server(options=["--grace", "1"])
    address = urllib.parse.urlsplit(server.base)
    # A body announced as 100 bytes of which 9 come: the request stays in flight.
    slow = socket.create_connection((address.hostname, address.port))
    slow.sendall(b"POST /api/tip HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
                 b"Content-Length: 100\r\n\r\n{\"bill\":")
    time.sleep(0.3)
    started = time.monotonic()
    server.process.send_signal(signal.SIGTERM)
    assert server.process.wait(timeout=10) == 0
    assert 0.9 < time.monotonic() - started < 3
    slow.close()
    server.process.stderr.close()

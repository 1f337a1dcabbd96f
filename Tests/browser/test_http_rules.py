"""HTTP rules on the real `reckon serve` (loopback): what a web page of another site or a DNS
rebinding attack can no longer do. Expected statuses and messages from the issue and docs/api.md."""
import http.client
import json
import socket
import urllib.parse


def ask(base, method, path, headers=(), body=None):
    address = urllib.parse.urlsplit(base)
    connection = http.client.HTTPConnection(address.hostname, address.port, timeout=10)
    try:
        connection.putrequest(method, path, skip_host=any(name == "Host" for name, _ in headers))
        for name, value in headers:
            connection.putheader(name, value)
        data = body.encode() if body is not None else b""
        if body is not None:
            connection.putheader("Content-Length", str(len(data)))
        connection.endheaders(data)
        response = connection.getresponse()
        return response.status, dict(response.getheaders()), response.read().decode()
    finally:
        connection.close()


def test_a_rebound_name_is_421(server):
    # evil.example resolving to 127.0.0.1 (DNS rebinding): the browser sends Host: evil.example.
    status, headers, text = ask(server, "GET", "/api/limits", [("Host", "evil.example:8080")])
    assert status == 421
    assert json.loads(text)["error"]["field"] == "host"
    assert headers["X-Frame-Options"] == "DENY"
    status, _, _ = ask(server, "GET", "/api/limits", [("Host", "localhost")])
    assert status == 200


def test_a_text_plain_post_from_another_page_starts_nothing(server):
    # What a form or a "simple" cross-site fetch can send without a preflight.
    body = '{"tool":"primes","input":{"lo":"0","hi":"1e9"}}'
    status, _, text = ask(server, "POST", "/api/jobs", [("Content-Type", "text/plain")], body)
    assert (status, json.loads(text)["error"]["field"]) == (415, "content-type")
    status, _, text = ask(server, "POST", "/api/jobs",
                          [("Content-Type", "application/json"), ("Origin", "https://evil.example")], body)
    assert (status, json.loads(text)["error"]["field"]) == (403, "origin")


def test_head_options_and_wrong_methods(server):
    status, headers, text = ask(server, "HEAD", "/")
    assert status == 200 and text == "" and headers["Content-Type"].startswith("text/html")
    status, headers, _ = ask(server, "OPTIONS", "/api/quadratic")
    assert status == 204 and headers["Allow"] == "POST, OPTIONS"
    status, headers, text = ask(server, "GET", "/api/quadratic")
    assert status == 405 and headers["Allow"] == "POST, OPTIONS"
    assert json.loads(text) == {"error": {"code": "method-not-allowed", "field": "method", "message": "GET is not allowed here; allowed: POST, OPTIONS"}}


def raw(base, request):
    """The answer to bytes sent as they are, read until the server closes the connection."""
    address = urllib.parse.urlsplit(base)
    with socket.create_connection((address.hostname, address.port), timeout=10) as connection:
        connection.sendall(request)
        answer = b""
        while chunk := connection.recv(65536):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode().split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:])
    return lines[0], headers, body.decode()


def test_what_the_parser_refuses_is_answered_in_json_with_every_header(server):
    # Before: an empty 400 without the security headers (or a 500 for a malformed chunk).
    for request in [
        b"FOO@ / HTTP/1.1\r\nHost: localhost\r\n\r\n",                          # not a method
        "GET /\U0001F600 HTTP/1.1\r\nHost: localhost\r\n\r\n".encode(),         # raw UTF-8 in a path
        b"GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: " + b"a" * 90_000 + b"\r\n\r\n",  # head > 80 KB
    ]:
        status, headers, body = raw(server, request)
        assert status == "HTTP/1.1 400 Bad Request", request[:20]
        assert json.loads(body) == {"error": {"code": "bad-http", "field": "request", "message": "is not valid HTTP/1.1"}}
        assert headers["Content-Type"] == "application/json; charset=utf-8"
        assert headers["Connection"] == "close"
        for name in ["Content-Security-Policy", "X-Content-Type-Options", "Referrer-Policy",
                     "X-Frame-Options", "Permissions-Policy"]:
            assert name in headers, (name, request[:20])
    status, headers, body = raw(server, b"POST /api/tip HTTP/1.1\r\nHost: localhost\r\n"
                                        b"Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
    assert status == "HTTP/1.1 400 Bad Request"
    assert json.loads(body) == {"error": {"code": "bad-http", "field": "body", "message": "is not valid HTTP/1.1 (a malformed chunk?)"}}
    assert headers["X-Frame-Options"] == "DENY"

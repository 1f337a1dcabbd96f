"""HTTP rules on the real `reckon serve` (loopback): what a web page of another site or a DNS
rebinding attack can no longer do. Expected statuses and messages from the issue and the README."""
import http.client
import json
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
    assert json.loads(text) == {"error": {"field": "method", "message": "GET is not allowed here; allowed: POST, OPTIONS"}}

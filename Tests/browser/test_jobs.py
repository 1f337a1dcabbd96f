"""Jobs on the live server: a client that goes away stops the work it started."""
import http.client
import json
import time
import urllib.parse


def request(server, method, path, body=None):
    url = urllib.parse.urlparse(server)
    connection = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    connection.request(method, path, body=json.dumps(body) if body is not None else None,
                       headers={"Content-Type": "application/json"})
    return connection, connection.getresponse()


def state(server, job):
    connection, response = request(server, "GET", f"/api/jobs/{job}")
    try:
        return json.loads(response.read())["state"]
    finally:
        connection.close()


def test_closing_the_event_stream_cancels_the_job(server):
    # π(10^19) by sieving would take hours: the job can only end by being cancelled.
    connection, response = request(server, "POST", "/api/jobs", {
        "tool": "primes", "input": {"lo": "9000000000000000000", "hi": "10000000000000000000", "count": True}})
    assert response.status == 202
    job = json.loads(response.read())["id"]
    connection.close()
    events, stream = request(server, "GET", f"/api/jobs/{job}/events")
    assert stream.status == 200
    assert stream.getheader("Content-Type").startswith("text/event-stream")
    assert stream.readline().startswith(b"event: progress")
    events.close()  # the page was closed: nobody listens any more
    # The server cancels a job nobody has listened to for 10 s; its threads stop within a second.
    deadline = time.monotonic() + 20
    while state(server, job) not in ("cancelled", "failed", "done") and time.monotonic() < deadline:
        time.sleep(0.5)
    assert state(server, job) == "cancelled"

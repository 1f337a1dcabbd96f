"""The load runs of scripts/load against a release `reckon serve` on a free loopback port."""
import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

RECKON = sys.argv[1]
SECONDS = 10
# The mixed load's length: 10 s by default; RECKON_LOAD_MIXED_SECONDS=1200 for the 20-minute run.
MIXED_SECONDS = int(os.environ.get("RECKON_LOAD_MIXED_SECONDS", SECONDS))
KEEP_JOBS = 60


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


PORT = free_port()
BASE = f"http://127.0.0.1:{PORT}"


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as status:
        kb = int(re.search(r"VmRSS:\s+(\d+)", status.read()).group(1))
    return kb / 1024


def post(path, body, timeout=30):
    request = urllib.request.Request(BASE + path, data=json.dumps(body).encode(), method="POST",
                                     headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def wrk(path, connections, body=None, threads=2, seconds=SECONDS):
    """wrk's requests/s, p50 and p99 in ms, and errors (non-2xx, socket errors)."""
    args = ["wrk", "-t", str(threads), "-c", str(connections), "-d", f"{seconds}s", "--latency", "--timeout", "5s"]
    script = None
    if body is not None:
        script = tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False)
        script.write('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
                     f"wrk.body = {json.dumps(json.dumps(body))}\n")
        script.close()
        args += ["-s", script.name]
    out = subprocess.run(args + [BASE + path], capture_output=True, text=True, check=True).stdout
    if script:
        os.unlink(script.name)

    def latency(p):
        match = re.search(rf"^\s+{p}%\s+([\d.]+)(us|ms|s)\s*$", out, re.M)
        value, unit = float(match.group(1)), match.group(2)
        return value / 1000 if unit == "us" else value * 1000 if unit == "s" else value

    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", out).group(1))
    errors = 0
    for pattern in (r"Non-2xx or 3xx responses: (\d+)", r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)"):
        match = re.search(pattern, out)
        if match:
            errors += sum(int(g) for g in match.groups())
    return rate, latency(50), latency(99), errors


def row(name, result, rss, goal=""):
    rate, p50, p99, errors = result
    print(f"{name:<44} {rate:>10,.0f} req/s  p50 {p50:7.2f} ms  p99 {p99:7.2f} ms  errors {errors:>6}  RSS {rss:6.1f} MB  {goal}")


def main():
    server = subprocess.Popen([RECKON, "serve", "--port", str(PORT), "--max-connections", "2000",
                               "--keep-jobs", str(KEEP_JOBS)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(BASE + "/api/limits", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        pid = server.pid
        start_rss = rss_mb(pid)
        print(f"reckon serve (release), {os.cpu_count()} cores; RSS at start {start_rss:.1f} MB; {SECONDS} s per run")
        tip = {"bill": "78.52", "tip": 25, "party": 2}
        row("POST /api/tip, 50 connections", wrk("/api/tip", 50, tip), rss_mb(pid), "goal ≥ 20,000 req/s, p99 < 10 ms")
        row("POST /api/quadratic, 50 connections", wrk("/api/quadratic", 50, {"a": 1, "b": -3, "c": 2}), rss_mb(pid))
        row("GET / (the page), 50 connections", wrk("/", 50), rss_mb(pid))
        row("POST /api/tip, 1,000 connections", wrk("/api/tip", 1000, tip, threads=4), rss_mb(pid), "goal: no errors")

        # Mixed: the pool kept full by heavy direct answers while wrk measures the cheap ones.
        stop = threading.Event()
        outcomes = {"answered": 0, "refused": 0, "other": 0}
        heavy = [("/api/dice", {"pool": "1000d200", "exact": True}),
                 ("/api/primes", {"lo": "1e18", "hi": "1000000000100000000", "count": True})]

        def hammer(index):
            while not stop.is_set():
                status, _ = post(*heavy[index % len(heavy)], timeout=120)
                key = "answered" if status == 200 else "refused" if status == 503 else "other"
                outcomes[key] += 1

        clients = [threading.Thread(target=hammer, args=(i,), daemon=True) for i in range(8)]
        for client in clients:
            client.start()
        time.sleep(1)
        row(f"mixed: tip while the pool is full, {MIXED_SECONDS} s", wrk("/api/tip", 50, tip, seconds=MIXED_SECONDS),
            rss_mb(pid), "goal: p99 < 50 ms")
        peak_rss = rss_mb(pid)
        stop.set()
        for client in clients:
            client.join(timeout=120)
        print(f"{'':<44} heavy requests: {outcomes['answered']} answered, {outcomes['refused']} refused (503), "
              f"{outcomes['other']} other")

        # 1,000 job cycles: a page job left to finish, or cancelled.
        for i in range(1000):
            status, body = post("/api/jobs", {"tool": "primes", "input": {"lo": "0", "hi": "1e9", "pageSize": 100000}})
            if status != 202:
                time.sleep(0.05)
                continue
            job = json.loads(body)["id"]
            if i % 2:
                urllib.request.urlopen(urllib.request.Request(f"{BASE}/api/jobs/{job}", method="DELETE"), timeout=10).read()
            else:
                urllib.request.urlopen(f"{BASE}/api/jobs/{job}/events", timeout=60).read()
            peak_rss = max(peak_rss, rss_mb(pid))
        held = rss_mb(pid)
        time.sleep(KEEP_JOBS + 5)
        print(f"1,000 job cycles (pages of 100,000 primes, half cancelled): RSS peak {peak_rss:.1f} MB, "
              f"{held:.1f} MB holding the newest finished jobs, {rss_mb(pid):.1f} MB once they are forgotten "
              f"({KEEP_JOBS} s later; start {start_rss:.1f} MB; goal: under 150 MB)")
    finally:
        server.terminate()
        server.wait(timeout=15)


main()

#!/usr/bin/env python3
"""Writes api-requests.jsonl: requests for every tool, hard cases and errors, one JSON object a
line, {"tool": name, "body": the request body as text}. The body is text so that malformed
JSON is in the corpus too.

Tests/ReckonWasmTests and Tests/browser/test_core.py send each request to the native API and to
the wasm module and require the same status and the same bytes. Nothing random: every request
that would draw a seed gives one. Here are the shapes every tool refuses; each tool's own cases are
in its folder's .corpus.py (below). Run it again after adding cases: python3 make-corpus.py
(`--check`, a step of scripts/test, exits 1 when the committed file is not what it writes).
"""
import json
import math
import pathlib
import sys

cases = []


def add(tool, body):
    case = {"tool": tool, "body": body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)}
    if isinstance(body, dict) and heavy(tool, body):
        case["heavy"] = True
    cases.append(case)


def heavy(tool, body):
    """Requests with seconds of work in an interpreter (WasmKit in a debug build): swift test
    runs the others, the browser test runs them all."""
    if tool == "primes":
        return body.get("count") is True or str(body.get("pageSize", "")) not in ("", "1", "10", "1e1", "0") \
            or body.get("lo") in (1e9,) or len(str(body.get("hi", ""))) > 12
    if tool == "dice":
        # Exploding dice's exact odds (a roll's chances too): every explosion depth of every die
        # (35 s under WasmKit).
        return "trials" in body or any(big in str(body.get("pool")) for big in ("100d", "1000d", "10d100")) \
            or ("!" in str(body.get("pool")) and (body.get("exact") is True or body.get("roll") is True))
    if tool == "plot/ticks":
        # Near the limit of 1,000 ticks, each a label of its own (5–8 s under WasmKit).
        try:
            count = (float(body["to"]) - float(body["from"])) / float(body["spacing"])
        except (KeyError, TypeError, ValueError, ZeroDivisionError):
            return False
        return 500 <= count < 1000
    if tool == "calc":
        return len(str(body.get("keys", ""))) > 1000
    if tool == "plot":
        return int(body.get("points", 400)) > 50
    if tool in ("eval", "notes"):
        # The deepest expressions (hundreds of operations, conversions among them).
        return len(str(body.get("expression", body.get("text", "")))) > 500
    if tool == "factor":
        # Curves of the elliptic-curve method (a few milliseconds each natively, seconds under WasmKit).
        return needs_curves(body.get("n"))
    return False


def needs_curves(n):
    """Whether factoring n reaches the elliptic-curve method, as Sources/ReckonCore/Factor/
    Factoring.swift goes: after the factors below 5,000, a composite of 2^64 or more (not a square)
    whose factors 2^15 steps of Pollard's rho do not find."""
    if isinstance(n, bool) or not isinstance(n, (int, str)) or not str(n).isdigit() or int(n) >= 2**128:
        return False
    n = int(n)
    for p in [2] + list(range(3, 5000, 2)):
        while n > 1 and n % p == 0:
            n //= p
    return n > 1 and not splits_by_rho(n)


def splits_by_rho(n):
    """Whether n is factored down to primes and numbers below 2^64 by trial, squares and rho."""
    if n < 2**64 or probably_prime(n):
        return True
    root = math.isqrt(n)
    if root * root == n:
        return splits_by_rho(root)
    x = y = 2
    for _ in range(1 << 15):
        x = (x * x + 1) % n
        y = (y * y + 1) % n
        y = (y * y + 1) % n
        d = math.gcd(x - y, n)
        if d == n:
            return False
        if d > 1:
            return splits_by_rho(d) and splits_by_rho(n // d)
    return False


def probably_prime(n):
    """Miller–Rabin to the primes up to 37 (certain below 3.3·10^24, and good enough here)."""
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37):
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


# The tools a POST answers, as the OpenAPI document lists them (OpenAPITests holds it equal to the
# registry, Tool.all, both ways): a new tool gets these cases without an edit here.
DOCUMENT = json.loads((pathlib.Path(__file__).parents[2] / "Sources/ReckonServer/Resources/openapi.json").read_text())
POST_TOOLS = [path.removeprefix("/api/") for path, operations in DOCUMENT["paths"].items()
              if "post" in operations and not path.startswith("/api/jobs")]
# The tools a GET answers: the document's other GET paths, less the server's own (its base part:
# this document, the jobs, a served catalog's file).
BASE = json.loads((pathlib.Path(__file__).parents[2] / "Sources/ReckonServer/.openapi.json").read_text())
GET_TOOLS = [path.removeprefix("/api/") for path, operations in DOCUMENT["paths"].items()
             if "get" in operations and "post" not in operations and path not in BASE["paths"]]

# Request shapes every tool shares: not JSON, not an object, unknown keys, wrong types.
for tool in POST_TOOLS:
    add(tool, "")
    add(tool, "{")
    add(tool, "[1,2]")
    add(tool, '{"nonsense": 1}')
    add(tool, "null")
add("nothing-here", "{}")
add("api/quadratic", "{}")
add("tip", '{"bill": 1} trailing')
add("tip", '{"bill": "1", "bill": "2"}')
add("tip", '{"bill": "1", "party": 2, "party": 2}')
add("ceiling", '{"path": "a", "inputs": {"x": 1, "x": 2}}')
# Text that hides characters: control characters and bidirectional overrides are refused.
add("emotion", {"name": "a\u0000b", "eyes": "open", "mouth": "smile"})
add("emotion", {"name": "\u202eyppah", "eyes": "open", "mouth": "smile"})
add("decide", {"options": ["tea", "co\u001b[2Jffee"]})
add("eval", {"expression": "1 +\t2"})
add("calc", {"keys": "1 + 2 \u2066="})
add("emotion", {"name": "Grumpy – 😀 Ünïcode", "eyes": "open", "mouth": "smile"})
add("tip", '{"bill": 1' + " " * 70000 + "}")
add("tip", '{"bill": "\\u0031\\u0030"}')
add("tip", '{"bill": "1\\n"}')

for tool in GET_TOOLS:
    add(tool, "")

# Each tool's own hard cases and refusals, kept beside its Tool entry: Sources/ReckonEdge/<folder>/
# .corpus.py (hidden, as the OpenAPI parts are), run here with `add` — a new tool's cases are a
# file of its folder, not an edit of this one.
EDGE = pathlib.Path(__file__).parents[2] / "Sources/ReckonEdge"
for part in sorted(EDGE.glob("*/.corpus.py")):
    exec(compile(part.read_text(encoding="utf-8"), str(part), "exec"), {"add": add})

out = pathlib.Path(__file__).with_name("api-requests.jsonl")
text = "".join(json.dumps(case, ensure_ascii=False) + "\n" for case in cases)
if sys.argv[1:] == ["--check"]:
    if not out.exists() or out.read_text(encoding="utf-8") != text:
        sys.exit(f"Tests/corpus/{out.name} is not what make-corpus.py writes: run python3 Tests/corpus/make-corpus.py")
else:
    out.write_text(text, encoding="utf-8")
    print(f"{len(cases)} requests written to {out.name}")

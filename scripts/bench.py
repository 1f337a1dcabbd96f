"""Side-by-side timings for scripts/bench. Every command is pinned to one core with taskset,
except the rows marked "all cores" or "2 threads".

    bench.py RECKON TOOL_PRICES [SECTION...]

runs the named sections (prices, sieve, pi, factor, dice, wasm, graph), or all of them."""
import functools
import json
import math
import random
import statistics
import subprocess
import sys
import tempfile
import time

RECKON = sys.argv[1]
PRICES = sys.argv[2]
ONE_CORE = ["taskset", "-c", "0"]
# The newest primesieve and primecount, as libraries in .venv (scripts/bench installs them).
LIBS = [".venv/bin/python", "scripts/bench_libs.py"]


def timed(command, runs, stdout=subprocess.PIPE, cores=ONE_CORE, stdin=None, text=True):
    """Best wall time of `runs` runs, and the last run's output; `stdin` names a file to read."""
    best, output = float("inf"), ""
    for _ in range(runs):
        with open(stdin or "/dev/null") as source:
            start = time.perf_counter()
            done = subprocess.run(cores + command, stdin=source, stdout=stdout, stderr=subprocess.PIPE, text=text,
                                  check=True)
            best = min(best, time.perf_counter() - start)
        output = done.stdout or ""
    return best, output


def lib_timed(arguments, runs, threads=1):
    """Best time of `runs` calls into libprimesieve or libprimecount (scripts/bench_libs.py), each in
    a fresh process pinned as the CLIs are (two threads: not pinned), and the answer. The time is
    the call's alone: a library's user starts Python and loads it once, not per count."""
    best, answer = float("inf"), None
    for _ in range(runs):
        done = subprocess.run((ONE_CORE if threads == 1 else []) + LIBS + arguments + ["--threads", str(threads)],
                              capture_output=True, text=True, check=True)
        value, seconds = done.stdout.split()
        best, answer = min(best, float(seconds)), int(value)
    return best, answer


def last_number(text):
    return int(text.strip().split()[-1])


def duration(seconds):
    """Seconds to three decimals, or milliseconds below a hundredth (an exact 4d6kh3 takes 0.07 ms)."""
    return f"{seconds:9.3f} s " if seconds >= 0.01 else f"{seconds * 1e3:9.3f} ms"


def row(task, reckon_s, other_s, other_name, agree, target):
    return line(task, duration(reckon_s), duration(other_s), other_name, f"{reckon_s / other_s:6.3g}x", agree, target)


def also(reckon_s, other_s, other_name, agree, target):
    """A second tool on the row above's task, on the line under it: Reckon's time is not repeated."""
    return line("", " " * len(duration(reckon_s)), duration(other_s), other_name, f"{reckon_s / other_s:6.3g}x", agree,
                target)


def line(task, reckon, other, other_name, ratio, agree, target):
    print(f"{task:<38} {reckon} {other}  {other_name:<10} {ratio:>7}  {'yes' if agree else 'NO':<5} {target}")
    return agree


@functools.cache
def lib_names():
    """The newest libraries' names in the rows ("lib 12.9" for libprimesieve 12.9), beside Debian's
    CLIs (primesieve, primecount), all four versions told once, as read from the tools."""
    def version(command):  # "primesieve 11.0, <https://…>" from the CLIs, "12.9" from the libraries
        return subprocess.run(command, capture_output=True, text=True, check=True).stdout.split()

    primesieve, primecount = version(LIBS + ["versions"])
    cli = {tool: version([tool, "--version"])[1].rstrip(",") for tool in ("primesieve", "primecount")}
    print(f"{'':<38} primesieve, primecount: Debian's CLIs, {cli['primesieve']} and {cli['primecount']}")
    print(f"{'':<38} lib {primesieve}, lib {primecount}: libprimesieve {primesieve} and libprimecount {primecount} "
          "(PyPI's passagemath-primesieve-primecount), the call alone timed")
    return f"lib {primesieve}", f"lib {primecount}"


def sieve():
    ok = True
    lib_primesieve, _ = lib_names()
    with open("/dev/null", "w") as devnull:
        r, _ = timed([RECKON, "primes", "0", "1e9", "--threads", "1"], 2, stdout=devnull)
        p, _ = timed(["primesieve", "1e9", "--print", "--threads=1"], 2, stdout=devnull)
    # Agreement on a listing: the same lines below 1e8.
    ours = subprocess.run([RECKON, "primes", "0", "1e8"], capture_output=True, text=True, check=True).stdout
    theirs = subprocess.run(["primesieve", "1e8", "--print"], capture_output=True, text=True, check=True).stdout
    ok &= row("list primes below 1e9 (to /dev/null)", r, p, "primesieve", ours == theirs, "goal ≤ 1x")

    # Twins: Reckon lists the primes and matches a window of the last two; primesieve counts
    # twins from its sieve's bits.
    for task, flag, option in [("count twins below 1e9", "--twins", "-c2"), ("count sextuplets below 1e9", "--tuplets=6", "-c6")]:
        r, ours = timed([RECKON, "primes", "0", "1e9", flag, "--count", "--threads", "1"], 2)
        p, theirs = timed(["primesieve", "1e9", option, "--threads=1", "--quiet"], 2)
        ok &= row(task, r, p, "primesieve", last_number(ours) == last_number(theirs), "—")

    top = 2**64 - 1
    # Task, interval, runs, the goal against Debian's primesieve, and against the newest library.
    counts = [
        ("count in [1e18, 1e18+1e8]", 1000000000000000000, 1000000000100000000, 3, "—", None),
        ("count in [1e12, 1e12+1e10]", 10**12, 10**12 + 10**10, 2, "goal ≤ 1.2x", "goal ≤ 1.15x"),
        ("count in [1e18, 1e18+1e10]", 10**18, 10**18 + 10**10, 2, "goal ≤ 1.2x", "goal ≤ 1.15x"),
        ("count in [2^64-1e10, 2^64-1]", top - 10**10 + 1, top, 2, "goal ≤ 1.5x", "goal ≤ 1.15x"),
    ]
    # The sieve itself (--method sieve): the cost model counts [1e12, 1e12+1e10] by π instead.
    one_thread = {}
    for task, lo, hi, runs, goal, lib_goal in counts:
        r, ours = timed([RECKON, "primes", str(lo), str(hi), "--count", "--method", "sieve", "--threads", "1"], runs)
        p, theirs = timed(["primesieve", str(lo), str(hi), "--count", "--threads=1", "--quiet"], runs)
        ok &= row(task, r, p, "primesieve", last_number(ours) == last_number(theirs), goal)
        one_thread[task] = (r, p)
        if lib_goal:
            lib, answer = lib_timed(["count", str(lo), str(hi)], runs)
            ok &= also(r, lib, lib_primesieve, last_number(ours) == answer, lib_goal)
            one_thread[task] += (lib,)

    # Two threads, nothing pinned, against each tool's own one-thread time above: the goal is
    # Reckon's speed-up, 1.8x, and at least the newest primesieve's (each tool's in brackets).
    for task, lo, hi, _, _, _ in counts[1:]:
        r, ours = timed([RECKON, "primes", str(lo), str(hi), "--count", "--method", "sieve", "--threads", "2"], 2, cores=[])
        p, theirs = timed(["primesieve", str(lo), str(hi), "--count", "--threads=2", "--quiet"], 2, cores=[])
        lib, answer = lib_timed(["count", str(lo), str(hi)], 2, threads=2)
        r1, p1, lib1 = one_thread[task]
        ok &= row(f"{task}, 2 threads", r, p, "primesieve", last_number(ours) == last_number(theirs),
                  f"{r1 / r:.2f}x one ({p1 / p:.2f}x), goal ≥ 1.8x")
        ok &= also(r, lib, lib_primesieve, last_number(ours) == answer,
                   f"{r1 / r:.2f}x one ({lib1 / lib:.2f}x), goal ≥ {lib1 / lib:.2f}x")

    r, ours = timed([RECKON, "primes", str(10**12), str(10**12 + 10**10), "--count", "--threads", "1"], 3)
    p, theirs = timed(["primesieve", str(10**12), str(10**12 + 10**10), "--count", "--threads=1", "--quiet"], 2)
    ok &= row("count in [1e12, 1e12+1e10], by π", r, p, "primesieve", last_number(ours) == last_number(theirs), "goal ≤ 1.2x")

    r, ours = timed([RECKON, "primes", "0", "1e10", "--count", "--threads", "1"], 3)
    p, theirs = timed(["primesieve", "1e10", "--count", "--threads=1", "--quiet"], 3)
    ok &= row("count primes below 1e10", r, p, "primesieve", last_number(ours) == last_number(theirs), "target < 1x")
    return ok


def prime_counting():
    ok = True
    _, lib_primecount = lib_names()
    # π(x) from 0 by the combinatorial method, against primecount's default (Gourdon's variant):
    # Debian's 7.6 on the row, the newest library under it from 1e13 on.
    for exponent, runs in ((12, 3), (13, 2), (14, 2), (15, 1), (16, 1)):
        r, ours = timed([RECKON, "primes", "0", f"1e{exponent}", "--count", "--threads", "1"], runs)
        p, theirs = timed(["primecount", f"1e{exponent}", "--threads=1"], runs)
        goal = "goal ≤ 2x" if exponent >= 13 else "—"
        ok &= row(f"pi(1e{exponent})", r, p, "primecount", last_number(ours) == last_number(theirs), goal)
        if exponent >= 13:
            lib, answer = lib_timed(["pi", f"1e{exponent}"], runs)
            ok &= also(r, lib, lib_primecount, last_number(ours) == answer, "goal ≤ 1.5x")

    # On all cores: each tool's default thread count, nothing pinned.
    for exponent in (16, 18):
        r, ours = timed([RECKON, "primes", "0", f"1e{exponent}", "--count"], 1, cores=[])
        p, theirs = timed(["primecount", f"1e{exponent}"], 1, cores=[])
        goal = "goal ≤ 2x" if exponent == 18 else "—"
        ok &= row(f"pi(1e{exponent}), all cores", r, p, "primecount", last_number(ours) == last_number(theirs), goal)

    # The n-th prime: Debian's primecount where it was compared before, the newest library at 1e12
    # and 1e14 (1e14 against it alone: Debian's would add seconds and say nothing new).
    for exponent, runs, debian, newest in ((9, 3, True, False), (12, 2, True, True), (14, 1, False, True),
                                           (15, 1, True, False)):
        task = f"nth prime 1e{exponent}"
        r, ours = timed([RECKON, "primes", "--nth", f"1e{exponent}", "--threads", "1"], runs)
        if debian:
            p, theirs = timed(["primecount", "--nth-prime", f"1e{exponent}", "--threads=1"], runs)
            ok &= row(task, r, p, "primecount", last_number(ours) == last_number(theirs), "goal ≤ 2x")
        if newest:
            lib, answer = lib_timed(["nth", f"1e{exponent}"], runs)
            agree, goal = last_number(ours) == answer, "goal ≤ 1.5x"
            if debian:
                ok &= also(r, lib, lib_primecount, agree, goal)
            else:
                ok &= row(task, r, lib, lib_primecount, agree, goal)
    return ok


def factor_batch():
    """100,000 random 64-bit numbers (fixed seed) on standard input to `reckon factor` and GNU
    factor, as a script feeds them: the same bytes out, Reckon no slower."""
    numbers = random.Random(1)
    with tempfile.NamedTemporaryFile("w", suffix=".txt") as batch:
        batch.write("\n".join(str(numbers.getrandbits(64)) for _ in range(100_000)) + "\n")
        batch.flush()
        r, ours = timed([RECKON, "factor"], 3, stdin=batch.name, text=False)
        g, theirs = timed(["factor"], 3, stdin=batch.name, text=False)
    return row("factor: 100,000 random 64-bit numbers", r, g, "GNU factor", ours == theirs, "goal ≤ 1x")


def is_prime(n):
    """Miller–Rabin with the first 12 primes as bases: no composite below 3.3·10^24 passes them all."""
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    if n < 2 or any(n % b == 0 for b in bases):
        return n in bases
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for b in bases:
        x = pow(b, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def semiprimes(count):
    """`count` products p·q of two random primes in [2^63, 2^63.5) (fixed seed), each p < q: two
    factors of one size, the hard case for Pollard's rho (its time grows as the square root of the
    smaller), and 127 bits each (2^126 ≤ p·q < 2^127). Two primes below 2^63 make at most 126."""
    numbers, high = random.Random(1), math.isqrt(2**127)

    def prime():
        while not is_prime(n := numbers.randrange(2**63, high) | 1):
            pass
        return n

    return [sorted((prime(), prime())) for _ in range(count)]


# GNU factor's Pollard rho takes minutes on a product of two primes near 2^63, by luck: each number
# gets this many seconds, a run cut short counts as this long (a lower bound, shown as ">120 s").
FACTOR_TIMEOUT = 120


def factor_once(command, n):
    """Seconds one pinned run takes to factor n (math.inf if it ran out of time), and its output."""
    start = time.perf_counter()
    try:
        done = subprocess.run(ONE_CORE + command + [str(n)], capture_output=True, text=True, check=True,
                              timeout=FACTOR_TIMEOUT)
    except subprocess.TimeoutExpired:
        return math.inf, None
    return time.perf_counter() - start, done.stdout


def shown(seconds):
    return f"{'>' + str(FACTOR_TIMEOUT) + ' s':>11} " if seconds == math.inf else duration(seconds)


def bounded_ratio(reckon_s, other_s):
    """Reckon's time over the other's, "<" when the other ran out of time (it was at least that)."""
    if other_s == math.inf:
        return f"<{reckon_s / FACTOR_TIMEOUT:.2g}x" if reckon_s != math.inf else "?"
    return f"{reckon_s / other_s:6.3g}x" if reckon_s != math.inf else f">{FACTOR_TIMEOUT / other_s:.2g}x"


def factor_semiprimes():
    """127-bit products of two primes near 2^63, each factored in its own run by each tool, pinned: the median
    and the slowest of each, Reckon's both at most GNU factor's. The answers are known: p q."""
    ours, theirs, agree = [], [], True
    for p, q in semiprimes(6):
        expected = f"{p * q}: {p} {q}\n"
        r, out = factor_once([RECKON, "factor"], p * q)
        g, gnu = factor_once(["factor"], p * q)
        ours.append(r)
        theirs.append(g)
        agree &= out == expected and gnu in (expected, None)
    print(f"{'':<38} each, Reckon: {', '.join(shown(t).strip() for t in ours)}; "
          f"GNU factor: {', '.join(shown(t).strip() for t in theirs)}")
    r, g = statistics.median(ours), statistics.median(theirs)
    ok = line("factor: 6 p·q of 127 bits, median", shown(r), shown(g), "GNU factor", bounded_ratio(r, g), agree,
              "goal ≤ 1x")
    r_max, g_max = max(ours), max(theirs)
    return ok & line("factor: the same, slowest", shown(r_max), shown(g_max), "GNU factor", bounded_ratio(r_max, g_max),
                     agree, f"goal ≤ 1x; Reckon's slowest {r_max / r:.2g}x its median")


NUMPY_DICE = """
import sys, time
import numpy as np
trials, chunk = 100_000_000, 2_000_000
rng = np.random.default_rng(1)
counts = np.zeros(3 * 6 + 2 * 20 + 1, dtype=np.int64)
start = time.perf_counter()
for _ in range(trials // chunk):
    sums = rng.integers(1, 7, size=(chunk, 3), dtype=np.int8).sum(axis=1, dtype=np.int16)
    sums += rng.integers(1, 21, size=(chunk, 2), dtype=np.int8).sum(axis=1, dtype=np.int16)
    counts += np.bincount(sums, minlength=counts.size)
print(time.perf_counter() - start, counts.sum())
"""


def dice():
    r, out = timed([RECKON, "dice", "3d6+2d20", "--trials", "1e8", "--seed", "1", "--threads", "1", "--json"], 3)
    agree = '"trials":100000000' in out.replace(" ", "")
    n_s, n_out = float("inf"), ""
    for _ in range(2):
        done = subprocess.run(ONE_CORE + [sys.executable, "-c", NUMPY_DICE], capture_output=True, text=True, check=True)
        seconds, total = done.stdout.split()
        n_s = min(n_s, float(seconds))
        agree &= int(total) == 100_000_000
    ok = row("dice: 1e8 trials of 3d6+2d20", r, n_s, "numpy", agree, "")
    print(f"{'':<38} Reckon {5e8 / r / 1e6:,.0f} M dice/s, numpy {5e8 / n_s / 1e6:,.0f} M dice/s (target ≥ 500 M dice/s)")
    return ok


ICEPOOL_EXACT = """
import sys, time
import icepool
from icepool import d
sys.setrecursionlimit(100_000)  # icepool adds n dice by recursing n deep


# A die that penetrates at most `extra` times: each extra roll counts 1 less, the test on the face shown.
def penetrating(die, extra):
    top = die.max_outcome()
    def tail(k):
        if k == 1:
            return die - 1
        return die.map(lambda f: (f - 1) + tail(k - 1) if f == top else f - 1)
    return die.map(lambda f: f + tail(extra) if f == top else f)


# Separate dice penetrating, as `explode_to_pool` weighs its pools but with four kinds of die:
# first or extra (less 1), exploding or not.
def penetrate_to_pool(die, rolls, depth=9):
    explode, stop = die.split({die.max_outcome()})
    single = {}
    def add(shape, weight):
        single[icepool.Vector(shape)] = single.get(icepool.Vector(shape), 0) + weight
    add((0, 1, 0, 0), stop.denominator() * die.denominator() ** depth)
    for i in range(1, depth + 1):
        add((1, 0, i - 1, 1), explode.denominator() ** i * die.denominator() ** (depth - i) * stop.denominator())
    add((1, 0, depth, 0), explode.denominator() ** (depth + 1))
    return (rolls @ icepool.Die(single)).map_to_pool(
        lambda fe, fs, xe, xs: [explode] * fe + [stop] * fs + [explode - 1] * xe + [stop - 1] * xs)


build = {
    "4d6kh3": lambda: d(6).pool(4).highest(3).sum(),
    "8d6kh3": lambda: d(6).pool(8).highest(3).sum(),
    "20d20kh10": lambda: d(20).pool(20).highest(10).sum(),
    "10d10!": lambda: 10 @ d(10).explode(depth=9),
    "100d6>=5": lambda: 100 @ d(6).map(lambda x: 1 if x >= 5 else 0),
    "100d6": lambda: 100 @ d(6),
    "1000d20": lambda: 1000 @ d(20),
    "600d6min2": lambda: 600 @ d(6).clip(2),
    "60d20dl3dh3": lambda: d(20).pool(60)[3:-3].sum(),
    "20d6!kh10": lambda: d(6).explode_to_pool(20, depth=9).highest(10).sum(),
    "60d6!!kh30": lambda: d(6).explode(depth=9).pool(60).highest(30).sum(),
    "50d10!p": lambda: 50 @ penetrating(d(10), 9),
    "300d6 vs 300d8": lambda: (300 @ d(6)) - (300 @ d(8)),
    "{80d6,80d8,80d10}kh2": lambda: icepool.Pool([80 @ d(6), 80 @ d(8), 80 @ d(10)]).highest(2).sum(),
    "20d6!pkh10": lambda: penetrate_to_pool(d(6), 20).highest(10).sum(),
    "20d6!=3kh10": lambda: d(6).explode_to_pool(20, {3}, depth=9).highest(10).sum(),
    "10d6!pdl1": lambda: penetrate_to_pool(d(6), 10).lowest(None, 1).sum(),
}[sys.argv[1]]
start = time.perf_counter()
die = build()
probability = die.probability(int(sys.argv[2]))  # computes the whole distribution, exactly
print(time.perf_counter() - start, float(probability))
"""

# Pool, a sum to compare, runs of each side (icepool takes over a minute on 1000d20).
EXACT_POOLS = [("4d6kh3", 13, 5), ("8d6kh3", 16, 5), ("20d20kh10", 156, 3), ("10d10!", 57, 3),
               ("100d6>=5", 33, 3), ("100d6", 350, 3), ("1000d20", 10500, 1), ("600d6min2", 2200, 2),
               ("60d20dl3dh3", 567, 2), ("20d6!kh10", 50, 2), ("60d6!!kh30", 150, 2), ("50d10!p", 300, 2),
               ("300d6 vs 300d8", -300, 2), ("{80d6,80d8,80d10}kh2", 800, 2), ("20d6!pkh10", 50, 2),
               ("20d6!=3kh10", 50, 2), ("10d6!pdl1", 30, 2)]


def exact_dice():
    """Exact distributions against icepool (exact rational arithmetic in Python, evaluating keep
    and drop by order statistics as we do): the time each takes to compute the whole distribution
    in a fresh process, start-up and printing left out on both sides (ours from `--timing`),
    best of a few processes; both must give the same chance of the named sum to 1e-13."""
    ok = True
    for pool, total, runs in EXACT_POOLS:
        ours, out = float("inf"), ""
        for _ in range(max(runs, 3)):
            done = subprocess.run(ONE_CORE + [RECKON, "dice", pool, "--exact", "--json", "--timing"],
                                  capture_output=True, text=True, check=True)
            ours = min(ours, float(done.stderr.split()[2]))
            out = done.stdout
        probability = next(d for d in json.loads(out)["distribution"] if d["sum"] == total)["probability"]
        theirs, agree = float("inf"), True
        for _ in range(runs):
            done = subprocess.run(ONE_CORE + [sys.executable, "-c", ICEPOOL_EXACT, pool, str(total)],
                                  capture_output=True, text=True, check=True)
            seconds, value = done.stdout.split()
            theirs = min(theirs, float(seconds))
            agree &= abs(float(probability) / float(value) - 1) < 1e-13
        ok &= row(f"exact: {pool}", ours, theirs, "icepool", agree, "goal ≥ 10x faster")
    return ok


def wasm_path():
    """The browser's core (Web/core/reckon.wasm in V8, as a page's workers run it) against the
    native CLI, both on one core, on the same work; the answers must agree."""
    ok = True
    for task, tool, body, native in [
        ("wasm: pi(1e10)", "primes", '{"lo":"0","hi":"1e10","count":true}', ["primes", "0", "1e10", "--count"]),
        ("wasm: count in [1e12, 1e12 + 1e9]", "primes", '{"lo":"1e12","hi":"1001000000000","count":true}',
         ["primes", "1e12", "1001000000000", "--count", "--threads", "1"]),
        ("wasm: 1e8 trials of 3d6", "dice", '{"pool":"3d6","trials":"1e8","seed":"1"}',
         ["dice", "3d6", "--trials", "1e8", "--seed", "1", "--threads", "1", "--json"]),
    ]:
        w_s, first_s, answer = float("inf"), float("inf"), ""
        for _ in range(2):
            done = subprocess.run(ONE_CORE + ["node", "scripts/bench-wasm.mjs", tool, body],
                                  capture_output=True, text=True, check=True)
            seconds, answer = done.stdout.split("\n", 1)
            first, warm = map(float, seconds.split())
            w_s, first_s = min(w_s, warm), min(first_s, first)
        n_s, out = timed([RECKON] + native, 2)
        if tool == "primes":
            agree = f'"count":"{last_number(out)}"' in answer
        else:
            agree = answer.strip() == out.strip()
        ok &= row(task, w_s, n_s, "native", agree, "≤ 2x")
        print(f"{'':<38} the module's first run, compiling as it goes: {first_s:.3f} s ({first_s / n_s:.2f}x)")
    return ok


def graph_frames():
    """The Graph's frame time while a slider is dragged (scripts/bench-graph.py: Chromium at a
    phone's size, 4 functions of 1,170 samples, the core in the page's worker), against the goal
    of one frame at 60 Hz. Chromium is not pinned to one core: a page's worker runs beside its
    main thread, as on a phone."""
    done = subprocess.run([".venv/bin/python", "scripts/bench-graph.py", RECKON], capture_output=True, text=True)
    if done.returncode != 0:
        print(done.stdout + done.stderr)
        return False
    median, p95, worst = map(float, done.stdout.split())
    print(f"{'graph: a slider dragged, 4 functions':<38} {median:9.1f} ms (median; 95th percentile {p95:.1f} ms, "
          f"worst {worst:.1f} ms)  target: median under 16 ms")
    return median < 16


# primecount's π(10^15) on one core of the machine the prices were fitted on (docs/benchmarks.md):
# the yardstick for how much slower or faster this machine is.
REFERENCE_PI_1E15 = 1.21


def prices():
    """Every tool's heaviest direct requests (Sources/ToolPrices), the price in the tool's registry
    entry beside the time measured on one core: none may take more than twice its price. Prices
    are seconds of the machine they were fitted on, so the measured time is first scaled by this
    machine's speed against it (primecount's π(10^15), timed here)."""
    yardstick, _ = timed(["primecount", "1e15", "-t1"], 2)
    scale = yardstick / REFERENCE_PI_1E15
    done = subprocess.run(ONE_CORE + [PRICES], capture_output=True, text=True)
    print(done.stderr, end="")
    print(f"\nprices: primecount's π(10^15) takes {yardstick:.2f} s here, {REFERENCE_PI_1E15} s where the prices "
          f"were fitted: this machine is {scale:.2f}x as slow; the ratio is measured / (priced × {scale:.2f}), at most 2")
    print(f"{'tool':<16} {'priced':>11} {'measured':>11} {'ratio':>6}  request (direct, one core)")
    ok = done.returncode == 0
    for line in done.stdout.splitlines():
        request = json.loads(line)
        ratio = request["measured"] / (request["priced"] * scale)
        ok &= ratio <= 2
        print(f"{request['tool']:<16} {duration(request['priced'])} {duration(request['measured'])} {ratio:5.2f}x"
              f"{'  OVER 2x' if ratio > 2 else ''}  {request['request'][:60]}")
    return ok


def factor():
    return factor_batch() & factor_semiprimes()


def all_dice():
    return dice() & exact_dice()


SECTIONS = {"prices": prices, "sieve": sieve, "pi": prime_counting, "factor": factor, "dice": all_dice,
            "wasm": wasm_path, "graph": graph_frames}
chosen = sys.argv[3:] or list(SECTIONS)
if unknown := [name for name in chosen if name not in SECTIONS]:
    sys.exit(f"no section {', '.join(unknown)}: choose among {', '.join(SECTIONS)}")
print(f"{'task (one core)':<38} {'Reckon':>11} {'other':>11}  {'tool':<10} {'ratio':>7}  agree target")
ok = True
for name in chosen:
    ok &= SECTIONS[name]()
sys.exit(0 if ok else 1)

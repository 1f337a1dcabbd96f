"""Reckon's factors and the primes around a number, against independent sources.

`reckon factor` against GNU coreutils' `factor` (Debian's coreutils, on every machine), line by
line and number by number: random numbers of every bit size from 1 to 128 (a fixed seed), Carmichael
numbers, strong pseudoprimes to several bases (OEIS A014233, A001262), squares and cubes of primes,
products of two consecutive primes across 2^32 and 2^64, and the numbers around 2^64 and below
2^128. Where a number was built from its primes, the line is also held to those primes. And
`reckon primes --next` and `--prev` against gmpy2's next_prime and prev_prime (GMP's
mpz_nextprime and mpz_prevprime) on random numbers up to 2^128.

coreutils 9.1 prints the line of a number of 2^127 or more ahead of earlier lines still in its
output buffer when standard output is a pipe; Reckon keeps the input's order. So GNU is run on one
number at a time, and the lines are compared number by number.

GNU's Pollard rho takes from seconds to minutes on some products of two primes above 2^100 (35 s
on a 126-bit one here), which Reckon splits by the elliptic-curve method: GNU gets
GNU_TIMEOUT seconds a number, and a number it does not finish in that time is left out (counted
in the report, and held to at most a few of each set). Reckon's debug build (the default binary)
is slow on such numbers too, so the random numbers above 100 bits are a few dozen.

RECKON_BIN picks the binary (default .build/debug/reckon, which `swift test` builds);
scripts/primes-test runs this file, installing gmpy2 into .venv.
"""
import concurrent.futures
import os
import pathlib
import random
import shutil
import subprocess

import gmpy2
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
RECKON = os.environ.get("RECKON_BIN", str(ROOT / ".build" / "debug" / "reckon"))
GNU = shutil.which("factor")
# Seconds GNU factor gets for one number.
GNU_TIMEOUT = 0.5
SEED = 20261128


def line(n, primes):
    """coreutils' line for n: `12: 2 2 3`, `1:` with no factor."""
    return f"{n}:" + "".join(f" {p}" for p in sorted(primes))


def reckon_lines(numbers):
    """Reckon's line for each number, read from standard input in two processes (two cores),
    each answering in its input's order."""
    halves = [numbers[0::2], numbers[1::2]]

    def run(part):
        if not part:
            return []
        done = subprocess.run([RECKON, "factor"], input="\n".join(map(str, part)) + "\n",
                              capture_output=True, text=True, timeout=600)
        assert done.returncode == 0 and done.stderr == "", done.stderr
        lines = done.stdout.splitlines()
        assert [text.split(":")[0] for text in lines] == [str(n) for n in part], "not in the input's order"
        return lines

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        even, odd = pool.map(run, halves)
    lines = [None] * len(numbers)
    lines[0::2], lines[1::2] = even, odd
    return lines


def gnu_lines(numbers):
    """GNU factor's line for each number, one process each, or None where it took longer than
    GNU_TIMEOUT."""
    def run(n):
        try:
            done = subprocess.run([GNU, str(n)], capture_output=True, text=True, timeout=GNU_TIMEOUT)
        except subprocess.TimeoutExpired:
            return None
        assert done.returncode == 0, done.stderr
        return done.stdout.rstrip("\n")

    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        return list(pool.map(run, numbers))


def compare(numbers, known=None, most_left_out=0):
    """Reckon's lines against GNU's, and against the primes a number was built from (`known`:
    number → its primes). A number GNU does not finish in GNU_TIMEOUT seconds is checked against
    its primes when it was built from them, else left out (Reckon is not asked: its debug build
    may take as long); at most `most_left_out` numbers may be left out. The numbers checked."""
    known = known or {}
    theirs = dict(zip(numbers, gnu_lines(numbers)))
    checked = [n for n in numbers if theirs[n] is not None or n in known]
    ours = dict(zip(checked, reckon_lines(checked)))
    differ = [n for n in checked if theirs[n] is not None and ours[n] != theirs[n]]
    assert not differ, "\n".join(f"{n}: reckon {ours[n]!r}, GNU {theirs[n]!r}" for n in differ[:10])
    wrong = [n for n in checked if n in known and ours[n] != line(n, known[n])]
    assert not wrong, "\n".join(f"{n}: reckon {ours[n]!r}, built from {sorted(known[n])}" for n in wrong[:10])
    left_out = [n for n in numbers if n not in ours]
    assert len(left_out) <= most_left_out, f"GNU took over {GNU_TIMEOUT} s on {left_out}"
    return len(checked)


@pytest.fixture(scope="module", autouse=True)
def tools():
    if not (os.path.isfile(RECKON) and os.access(RECKON, os.X_OK)):
        pytest.fail(f"no reckon binary at {RECKON}: run swift build (or set RECKON_BIN)")
    if GNU is None:
        pytest.fail("no GNU factor (coreutils) on the PATH")


def random_numbers():
    """Three numbers of each bit size from 1 to 100 (the top bit set), one of each above."""
    rng = random.Random(SEED)
    numbers = []
    for bits in range(1, 129):
        for _ in range(3 if bits <= 100 else 1):
            numbers.append(rng.getrandbits(bits) | 1 << (bits - 1))
    return numbers


def test_random_numbers_of_every_size():
    numbers = random_numbers()
    assert {n.bit_length() for n in numbers} == set(range(1, 129))
    compare(numbers, most_left_out=8)


# OEIS A002997, the Carmichael numbers below 10^6.
CARMICHAEL = [561, 1105, 1729, 2465, 2821, 6601, 8911, 10585, 15841, 29341, 41041, 46657, 52633, 62745,
              63973, 75361, 101101, 115921, 126217, 162401, 172081, 188461, 252601, 278545, 294409,
              314821, 334153, 340561, 399001, 410041, 449065, 488881, 512461, 530881, 552721, 656601,
              658801, 670033, 748657, 825265, 838201, 852841, 997633]


def chernick(bits):
    """Chernick's Carmichael number (6k+1)(12k+1)(18k+1) with all three prime, the first with k
    past the one that makes it `bits` bits long: its three primes."""
    k = max(1, int((2 ** bits / 1296) ** (1 / 3)))
    while True:
        primes = (6 * k + 1, 12 * k + 1, 18 * k + 1)
        if all(gmpy2.is_prime(p) for p in primes):
            return primes
        k += 1


def test_carmichael_numbers():
    known = {}
    for bits in (32, 48, 63, 64, 65, 80, 96, 110, 120, 127):
        primes = chernick(bits)
        known[primes[0] * primes[1] * primes[2]] = primes
    assert all(n < 2**128 for n in known)
    compare(CARMICHAEL + sorted(known), known)


# OEIS A014233: the least odd number that is a strong pseudoprime to every one of the first k
# prime bases, k = 1…13 (to 2; to 2 and 3; …; to the primes to 41), with their factors; and
# A001262, the strong pseudoprimes to base 2 below 10^5.
STRONG_PSEUDOPRIMES = {
    2047: (23, 89),
    1373653: (829, 1657),
    25326001: (2251, 11251),
    3215031751: (151, 751, 28351),
    2152302898747: (6763, 10627, 29947),
    3474749660383: (1303, 16927, 157543),
    341550071728321: (10670053, 32010157),
    3825123056546413051: (149491, 747451, 34233211),
    318665857834031151167461: (399165290221, 798330580441),
    3317044064679887385961981: (1287836182261, 2575672364521),
}
BASE_2_STRONG_PSEUDOPRIMES = [2047, 3277, 4033, 4681, 8321, 15841, 29341, 42799, 49141, 52633, 65281,
                              74665, 80581, 85489, 88357, 90751]


def test_strong_pseudoprimes():
    for n, primes in STRONG_PSEUDOPRIMES.items():
        assert n == prod(primes) and all(gmpy2.is_prime(p) for p in primes)
    compare(sorted(STRONG_PSEUDOPRIMES) + BASE_2_STRONG_PSEUDOPRIMES, STRONG_PSEUDOPRIMES)


def prod(values):
    result = 1
    for value in values:
        result *= value
    return result


def test_squares_and_cubes_of_primes():
    known = {}
    for bits in (4, 8, 16, 31, 32, 33, 48, 63, 64):
        for p in (int(gmpy2.prev_prime(2**bits)) if bits > 2 else 2, int(gmpy2.next_prime(2**bits))):
            if p * p < 2**128:
                known[p * p] = (p, p)
    for bits in (5, 10, 21, 22, 32, 42):
        for p in (int(gmpy2.prev_prime(2**bits)), int(gmpy2.next_prime(2**bits))):
            if p**3 < 2**128:
                known[p**3] = (p, p, p)
    p = int(gmpy2.prev_prime(int(2 ** (128 / 3))))  # the greatest prime whose cube is below 2^128
    known[p**3] = (p, p, p)
    compare(sorted(known), known)


def test_products_of_consecutive_primes_across_two_to_the_32_and_64():
    """p·q for consecutive primes p < q around 2^16 and 2^32: products either side of 2^32 and 2^64."""
    known = {}
    for bits in (16, 32):
        p = int(gmpy2.prev_prime(2**bits))
        for _ in range(5):
            p = int(gmpy2.prev_prime(p))
        for _ in range(10):
            q = int(gmpy2.next_prime(p))
            known[p * q] = (p, q)
            p = q
    assert any(n < 2**64 for n in known) and any(n > 2**64 for n in known)
    compare(sorted(known), known)


def test_around_two_to_the_64():
    compare(list(range(2**64 - 200, 2**64 + 201)), most_left_out=2)


def test_below_two_to_the_128():
    """Every fourth number of the 200 below 2^128, and 2^128 − 159, the greatest prime below it.
    GNU does not finish about one in six of them in its time; all 200 would take Reckon's debug
    build 40 s."""
    compare(list(range(2**128 - 200, 2**128, 4)) + [2**128 - 159], most_left_out=15)


def reckon_neighbour(option, n):
    done = subprocess.run([RECKON, "primes", option, str(n)], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    return done.stdout.rstrip("\n")


def test_next_and_previous_primes_against_gmp():
    rng = random.Random(SEED)
    numbers = [rng.getrandbits(bits) for bits in (8, 16, 32, 63, 64, 65, 96, 127) for _ in range(3)]
    numbers += [rng.getrandbits(128) for _ in range(40)]
    numbers += [0, 1, 2, 3, 4, 2**64 - 59, 2**64, 2**128 - 159, 2**128 - 160, 2**128 - 1]
    cases = [(option, n) for n in numbers for option in ("--next", "--prev")]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        answers = list(pool.map(lambda case: reckon_neighbour(*case), cases))
    for (option, n), answer in zip(cases, answers):
        if option == "--next":
            prime = int(gmpy2.next_prime(n))
            expected = str(prime) if prime < 2**128 else f"no prime above {n} is below 2^128"
        else:
            expected = str(int(gmpy2.prev_prime(n))) if n > 2 else f"no prime is below {n}"
        assert answer == expected, f"primes {option} {n}"

"""The newest primesieve and primecount, as libraries, for scripts/bench.py: Debian's CLIs are
from 2022 (primesieve 11.0, primecount 7.6), the PyPI wheel passagemath-primesieve-primecount
(installed into .venv by scripts/bench) ships libprimesieve 12.9 and libprimecount 7.19, called
here through their C APIs with ctypes. Run with .venv's python, pinned by the caller:

    bench_libs.py pi X [--threads T]          primecount_pi(X)
    bench_libs.py nth N [--threads T]         primecount_nth_prime(N)
    bench_libs.py count LO HI [--threads T]   primesieve_count_primes(LO, HI)
    bench_libs.py versions                    primesieve's version, then primecount's

prints the answer and the seconds the call took: the call alone, without Python's start-up and
the libraries' loading, which a CLI's time would include but a library's user pays once."""
import argparse
import ctypes
import decimal
import glob
import sysconfig
import time
from ctypes import c_char_p, c_int, c_int64, c_uint64


def library(name):
    """The wheel's copy: auditwheel puts it in passagemath_primesieve_primecount.libs under a
    hashed name (libprimecount-48d1e077.so.7.19), so it is found by globbing, not by name."""
    found = sorted(glob.glob(f"{sysconfig.get_paths()['platlib']}/**/lib{name}-*.so*", recursive=True)
                   + glob.glob(f"{sysconfig.get_paths()['platlib']}/**/lib{name}.so*", recursive=True))
    if not found:
        raise SystemExit(f"no lib{name} in {sysconfig.get_paths()['platlib']}: "
                         ".venv/bin/pip install passagemath-primesieve-primecount")
    return ctypes.CDLL(found[0])


def load():
    # Signatures from include/primesieve.h and include/primecount.h (the wheel ships no headers).
    primesieve = library("primesieve")
    primesieve.primesieve_count_primes.argtypes = [c_uint64, c_uint64]
    primesieve.primesieve_count_primes.restype = c_uint64
    primesieve.primesieve_set_num_threads.argtypes = [c_int]
    primesieve.primesieve_set_num_threads.restype = None
    primesieve.primesieve_version.restype = c_char_p
    primecount = library("primecount")
    primecount.primecount_pi.argtypes = [c_int64]
    primecount.primecount_pi.restype = c_int64
    primecount.primecount_nth_prime.argtypes = [c_int64]
    primecount.primecount_nth_prime.restype = c_int64
    primecount.primecount_set_num_threads.argtypes = [c_int]
    primecount.primecount_set_num_threads.restype = None
    primecount.primecount_version.restype = c_char_p
    return primesieve, primecount


def integer(text):
    """1e15 as the CLIs take it, exactly (a float would round 2^64 − 1)."""
    return int(decimal.Decimal(text))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("function", choices=["pi", "nth", "count", "versions"])
    parser.add_argument("numbers", nargs="*", type=integer)
    parser.add_argument("--threads", type=int, default=1)
    args = parser.parse_args()
    # ctypes wraps an integer too big for its type without a word: π(2^64 − 1) would be π(−1) = 0.
    if not all(0 <= n < (2**64 if args.function == "count" else 2**63) for n in args.numbers):
        raise SystemExit(f"{args.function}: out of the C API's range: {args.numbers}")
    primesieve, primecount = load()
    if args.function == "versions":
        print(primesieve.primesieve_version().decode())
        print(primecount.primecount_version().decode())
        return
    # Both libraries use every core unless told: the thread count is set before the clock starts.
    primesieve.primesieve_set_num_threads(args.threads)
    primecount.primecount_set_num_threads(args.threads)
    call = {"pi": primecount.primecount_pi, "nth": primecount.primecount_nth_prime,
            "count": primesieve.primesieve_count_primes}[args.function]
    start = time.perf_counter()
    answer = call(*args.numbers)
    seconds = time.perf_counter() - start
    # Both report an error as -1 (primesieve as 2^64 − 1, its PRIMESIEVE_ERROR), with a message on stderr.
    if answer in (-1, 2**64 - 1):
        raise SystemExit(f"{args.function}{tuple(args.numbers)} failed")
    print(answer, seconds)


main()

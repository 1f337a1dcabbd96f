# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Primes: lists, pages, counts by each method, the top of the range, the direct limit, refusals.
for body in [
    {"lo": 0, "hi": 100}, {"lo": 0, "hi": 1}, {"lo": 2, "hi": 2}, {"lo": 14, "hi": 16}, {"lo": 1e9, "hi": "1000000100"},
    {"lo": 0, "hi": 1000, "pageSize": 10}, {"lo": 0, "hi": 1000, "pageSize": 1}, {"lo": 0, "hi": 1e6, "pageSize": 100000},
    {"lo": "18446744073709551000", "hi": "18446744073709551615"}, {"lo": "18446744073709551557", "hi": "18446744073709551615"},
    {"lo": 0, "hi": 1e9, "count": True}, {"lo": 0, "hi": 1e10, "count": True}, {"lo": 1e12, "hi": 1000000010000, "count": True},
    {"lo": 0, "hi": 100, "count": True}, {"lo": 4294967000, "hi": 4294968000, "count": True},
    {"lo": "18446744073709000000", "hi": "18446744073709551615", "count": True},
    {"lo": 0, "hi": "18446744073709551615", "count": True}, {"lo": 1e15, "hi": 1.1e15, "count": True},
    {"lo": 20, "hi": 10}, {"lo": -5, "hi": 10}, {"lo": 1.5, "hi": 10}, {"lo": "18446744073709551616", "hi": 1},
    {"lo": 0, "hi": 10, "pageSize": 0}, {"lo": 0, "hi": 10, "pageSize": 100001}, {"lo": 0, "hi": 10, "count": "yes"},
    {"lo": 0}, {"lo": "1e3", "hi": "2e3", "pageSize": "1e1"}, {"lo": "1_000", "hi": "1_100"}, {"lo": "", "hi": 1},
]:
    add("primes", body)

# Where a list's row lies (primes/locate), a number to go to (primes/goto).
for body in [
    {"lo": 1000000, "hi": 1000100, "fraction": 0.25}, {"lo": 1000000, "hi": 1000100, "fraction": 0},
    {"lo": 1000000, "hi": 1000100, "fraction": 1}, {"lo": 0, "hi": "1e12", "fraction": 0.5}, {"lo": 0, "hi": 10, "fraction": 0.5},
    {"lo": 2, "hi": "18446744073709551615", "fraction": 0.999}, {"lo": 5, "hi": 5, "fraction": 0.5}, {"lo": 10, "hi": 5, "fraction": 0.5},
    {"lo": 1, "hi": 5, "fraction": 2}, {"lo": 1, "hi": 5, "fraction": "nan"}, {"lo": 1, "hi": 5},
]:
    add("primes/locate", body)
for body in [
    {"lo": 10, "hi": 20, "goto": "15"}, {"lo": 10, "hi": 20, "goto": "10"}, {"lo": 10, "hi": 20, "goto": "20"},
    {"lo": 10, "hi": 20, "goto": "21"}, {"lo": 10, "hi": 20, "goto": "9"}, {"lo": 10, "hi": 20, "goto": "1.5e1"},
    {"lo": 0, "hi": "1e12", "goto": "1e9"}, {"lo": 10, "hi": 20, "goto": "abc"}, {"lo": 10, "hi": 20, "goto": " "},
    {"lo": 10, "hi": 20, "goto": "-15"}, {"lo": 20, "hi": 10, "goto": "15"}, {"lo": 0, "hi": "18446744073709551615", "goto": "18446744073709551616"},
]:
    add("primes/goto", body)

# The primes around a number (next, prev): the small ends, 2^64 (the greatest prime below it is
# 2^64 − 59, the least above 2^64 + 13), the top of 2^128 (2^128 − 159 is the greatest prime below
# it: none above), exact forms, and the keys that do not go with them.
for key in ["next", "prev"]:
    for n in [0, 1, 2, 3, 4, 5, 7, 8, 1e30, "1e30", "18446744073709551557", "18446744073709551615", "18446744073709551616",
              "340282366920938463463374607431768211297", "340282366920938463463374607431768211296",
              "340282366920938463463374607431768211455"]:
        add("primes", {key: n})
    for body in [{key: "x"}, {key: -1}, {key: "1.5"}, {key: ""}, {key: "340282366920938463463374607431768211456"},
                 {key: 10, "lo": 0}, {key: 10, "hi": 20}, {key: 10, "count": True}, {key: 10, "pageSize": 10},
                 {key: 10, "nth": 5}, {key: None}, {key: [10]}]:
        add("primes", body)
add("primes", {"next": 10, "prev": 10})
add("primes", {"nth": 5, "next": 10})

# Prime k-tuplets (`tuplets`, 2 to 6): pages and counts of each size, the edges of a range (a
# tuplet counts when all its primes lie in it; (3, 5, 7) is no triplet), the top of 2^64 (tested,
# not sieved), the first page of all of 0…2^64 − 1 (a direct answer: its price is the numbers it
# covers), requests priced as jobs, and the refusals: sizes out of range, words, fractions, the
# wrong type, and the keys it does not go with. The direct ones are cheap (the heaviest, the twins
# below 10^8 and the 10^6 numbers below 2^64, about 0.07 s each in release); those answered
# without `heavy` (make-corpus.py) stay below 2·10^4.
for body in [
    {"lo": 0, "hi": 100, "tuplets": 2}, {"lo": 1, "hi": 20, "tuplets": 2, "pageSize": 2}, {"lo": 3, "hi": 6, "tuplets": 2},
    {"lo": 6, "hi": 13, "tuplets": 2}, {"lo": 5, "hi": 7, "tuplets": 2}, {"lo": 0, "hi": 4, "tuplets": 2},
    {"lo": 0, "hi": 100, "tuplets": 3, "pageSize": 10}, {"lo": 3, "hi": 7, "tuplets": 3}, {"lo": 0, "hi": "1e4", "tuplets": 4, "pageSize": 10},
    {"lo": 0, "hi": "2e4", "tuplets": 5, "pageSize": 10}, {"lo": 0, "hi": "2e4", "tuplets": "6", "pageSize": "1e1"},
    {"lo": 0, "hi": 1e5, "tuplets": 2, "pageSize": 10000}, {"lo": "1e12", "hi": "1000001000000", "tuplets": 2, "pageSize": 100},
    {"lo": "18446744073709551000", "hi": "18446744073709551615", "tuplets": 2},
    {"lo": "18446744073000000000", "hi": "18446744073709551615", "tuplets": 2, "pageSize": 10},
    {"lo": 0, "hi": "18446744073709551615", "tuplets": 6, "pageSize": 10}, {"lo": 0, "hi": "18446744073709551615"},
    {"lo": 0, "hi": "1e6", "tuplets": 2, "count": True}, {"lo": 0, "hi": "1e6", "tuplets": 3, "count": True},
    {"lo": 0, "hi": "1e6", "tuplets": 4, "count": True}, {"lo": 0, "hi": "1e6", "tuplets": 5, "count": True},
    {"lo": 0, "hi": "1e6", "tuplets": 6, "count": True}, {"lo": 0, "hi": 10, "tuplets": 2, "count": True},
    {"lo": 0, "hi": "1e8", "tuplets": 2, "count": True}, {"lo": "1e12", "hi": "1000010000000", "tuplets": 3, "count": True},
    {"lo": "18446744073708551616", "hi": "18446744073709551615", "tuplets": 2, "count": True},
    {"lo": 0, "hi": "1e10", "tuplets": 2, "count": True}, {"lo": "1e18", "hi": "18446744073709551615", "tuplets": 6, "pageSize": 10},
    {"lo": 0, "hi": 10, "tuplets": 1}, {"lo": 0, "hi": 10, "tuplets": 7}, {"lo": 0, "hi": 10, "tuplets": "two"},
    {"lo": 0, "hi": 10, "tuplets": "2.5"}, {"lo": 0, "hi": 10, "tuplets": ""}, {"lo": 0, "hi": 10, "tuplets": True},
    {"lo": 0, "hi": 10, "tuplets": None}, {"lo": 0, "hi": 10, "tuplets": 2, "pageSize": 0}, {"lo": 0, "hi": 10, "tuplets": 2, "count": "yes"},
    {"lo": 0, "tuplets": 2}, {"lo": 20, "hi": 10, "tuplets": 2}, {"nth": 5, "tuplets": 2}, {"next": 5, "tuplets": 2}, {"prev": 5, "tuplets": 2},
]:
    add("primes", body)

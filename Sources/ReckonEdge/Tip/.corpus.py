# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Tip: rounding to the cent, splits, locales' forms, refusals.
for body in [
    {"bill": "81.79", "tip": 20, "party": 2}, {"bill": 100}, {"bill": "0"}, {"bill": "0.01", "tip": 15, "party": 3},
    {"bill": "$12.50"}, {"bill": "1,234.56", "tip": 10}, {"bill": "12,50"}, {"bill": "10", "tip": 12},
    {"bill": "10", "tip": 40, "party": 10}, {"bill": "10", "party": 11}, {"bill": "10", "party": 0}, {"bill": "-1"},
    {"bill": "1e3"}, {"bill": "99999999999.99"}, {"bill": "1000000000000"}, {"bill": "abc"}, {"bill": "10.005"},
    {"bill": 33.33, "tip": 5, "party": 7}, {"bill": "7", "tip": "15", "party": "4"}, {"bill": "10", "tip": -5},
]:
    add("tip", body)

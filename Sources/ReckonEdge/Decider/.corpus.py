# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Decide: seeded answers, the defaults, refusals.
for body in [
    {"seed": 1}, {"seed": 2}, {"options": ["pizza", "sushi", "tacos"], "seed": 7}, {"options": ["only"], "seed": 3},
    {"options": ["a", " "], "seed": 1}, {"options": [], "seed": 5}, {"options": ["ä", "日本", "🙂"], "seed": 11},
    {"options": ["x"] * 3, "seed": 1}, {"options": "pizza", "seed": 1}, {"options": [1, 2], "seed": 1},
    {"options": ["a", "b"], "seed": -1}, {"options": ["a", "b"], "seed": "18446744073709551615"},
]:
    add("decide", body)

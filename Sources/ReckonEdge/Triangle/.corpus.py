# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Triangle: every pair kind, the limits, refusals.
for given in [
    {"a": 3, "b": 4}, {"a": 5, "c": 13}, {"b": 8, "c": 17}, {"a": 1, "alpha": 30}, {"c": 10, "beta": 60},
    {"area": 6, "perimeter": 12}, {"h": 2.4, "c": 5}, {"h": 2.4, "a": 3}, {"area": 24, "c": 10}, {"perimeter": 30, "alpha": 22.5},
    {"alpha": 30, "beta": 60}, {"a": 5, "c": 4}, {"a": 1}, {"a": 1, "b": 1, "c": 1}, {"alpha": 90, "a": 1},
    {"area": 1e300, "a": 1e-300}, {"a": 1e200, "b": 1e200}, {"a": 1e-200, "b": 1e-200}, {"c": 5, "h": 2.5},
    {"c": 5, "h": 2.6}, {"a": -1, "b": 2}, {"a": "x", "b": 2}, {"area": 0, "c": 1}, {"perimeter": 1, "h": 1},
    {"beta": 45, "area": 50}, {"alpha": "1e-10", "c": 1}, {"a": 3, "b": 4, "unknown": 1}, {},
]:
    add("triangle", given)

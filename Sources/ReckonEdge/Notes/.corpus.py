# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Notes: names, labels, sums, prev, words, wrong lines, limits.
for text in [
    "rent = 1200\ngroceries: 84.20\n\n# Trip\n2 * 3\nsum\n1/0\nhello world\nrent / 3\nprev * 2\ntotal: sum",
    "x = 2\r\nx^10\r\nprev - 24", "0.1 + 0.2\nsqrt(2)\n1e308 * 10\nsin(pi)", "sum = 3\npi = 3\nsqrt = 2\nwords\nprev + 1",
    "cost: 1 +\nRoom 101\nNote: buy milk\n\t  \n#", "", "1\u0007", "1\u202e2", "\n" * 1000, "\n" * 999,
    "#" * 50001, "#" * 50000, "1+" * 500 + "1\n2", "x = 3\nx == 3\nx = x + 1\nx", "π/2\ne^1\nfactorial(170)\nmax(1, 2, 3)",
    "rent = 1200 EUR\nshare = rent / 3\n1 USD = 0.92 EUR\nshare to USD\n1 USD = 0 EUR\nto = 3",
    "2 km\n300 m\nsum\n\n2 s\n3 m\ntotal\n\nprice = 80\nprice + 15%\ntip: 20% of prev\n3 ft + 2 in to cm",
    "1" + " + 1" * 249 + "\n" + "(" * 99 + "2 m" + ")" * 99 + " to ft",
]:
    add("notes", {"text": text})
add("notes", {"text": 5})

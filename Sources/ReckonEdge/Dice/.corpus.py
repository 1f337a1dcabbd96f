# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Dice: exact distributions, simulations with seeds, limits, notation errors.
for body in [
    {"pool": "2d6", "exact": True}, {"pool": "3d6+2d20", "exact": True}, {"pool": "1d4-2", "exact": True},
    {"pool": "d20", "exact": True}, {"pool": "100d20", "exact": True}, {"pool": "1000d20", "exact": True},
    {"pool": "1d1", "exact": True}, {"pool": "3D6 + 2", "exact": True}, {"pool": "10d100", "exact": True},
    {"pool": "3d6", "trials": 10000, "seed": 1}, {"pool": "3d6+2d20", "trials": "1e5", "seed": 42},
    {"pool": "1000d20", "trials": 100, "seed": "18446744073709551615"}, {"pool": "1d2", "trials": 1, "seed": 0},
    {"pool": "2d6", "trials": 1048577, "seed": 9}, {"pool": "3d6x", "exact": True}, {"pool": "", "exact": True},
    {"pool": "0d6", "exact": True}, {"pool": "1d0", "exact": True}, {"pool": "4d6kh3", "exact": True},
    {"pool": "2d6", "exact": True, "trials": 10}, {"pool": "2d6"}, {"pool": "2d6", "exact": True, "seed": 1},
    {"pool": "2d6", "trials": 0, "seed": 1}, {"pool": "2d6", "trials": 1.5, "seed": 1}, {"pool": "2d6", "trials": "abc", "seed": 1},
    {"pool": "2d6", "trials": "1e11", "seed": 1}, {"pool": "1000d20", "trials": "2e6", "seed": 1},
    {"pool": "2d6", "exact": "true"}, {"pool": 26, "exact": True}, {"pool": "99999d99999", "exact": True},
    # The notation beyond plain sums, exact and simulated, and its refusals.
    {"pool": "4d6kh3", "exact": True}, {"pool": "2d20kl1+5", "exact": True}, {"pool": "10d10!", "exact": True},
    {"pool": "5d10>=7f1", "exact": True}, {"pool": "2d6*10", "exact": True}, {"pool": "max(d6,d8)-min(dF,d%)", "exact": True},
    {"pool": "4d6r1!kh3", "trials": 5000, "seed": 3}, {"pool": "3d6rr1+d{1,1,2}", "trials": 2000, "seed": 4},
    {"pool": "1000d6kh500", "exact": True}, {"pool": "4d6kh5", "exact": True}, {"pool": "d20/(d3-2)", "exact": True},
    # A roll at the table: every die, the chances of its total; a seed gives the same bytes everywhere.
    {"pool": "4d6kh3", "roll": True, "seed": 42}, {"pool": "4d6r1!kh3+1d20", "roll": True, "seed": 7},
    {"pool": "6d10>=7f1", "roll": True, "seed": "18446744073709551615"}, {"pool": "max(d6,d8)-2", "roll": True, "seed": 0},
    {"pool": "3d6rr1+d{1,1,2}", "roll": True, "seed": 5}, {"pool": "1000d1000rr<1000", "roll": True, "seed": 9},
    {"pool": "2d6", "roll": True, "exact": True}, {"pool": "2d6", "roll": True, "trials": 10, "seed": 1},
    {"pool": "2d6", "roll": "yes", "seed": 1}, {"pool": "2d6", "roll": True, "seed": -1}, {"pool": "2d6x", "roll": True},
    # Two keeps or drops together.
    {"pool": "4d6dl1dh1", "exact": True}, {"pool": "5d6kh4kl2", "exact": True}, {"pool": "4d6dl1dh1", "roll": True, "seed": 42},
    {"pool": "4d6kh1kl1", "exact": True}, {"pool": "4d6kh3dl1dh1", "exact": True},
    # Each die held to min N, max N.
    {"pool": "4d6min2", "exact": True}, {"pool": "4dFmin0+d20max15", "exact": True}, {"pool": "4d6min2kh3", "roll": True, "seed": 42},
    {"pool": "3d6min3", "trials": 1000, "seed": 2}, {"pool": "d6min5max2", "exact": True}, {"pool": "4d6min2min3", "exact": True},
    # Opposed pools (the margin, win, tie, loss) and sweeps over modifiers.
    {"pool": "2d6 vs 1d12+1", "exact": True}, {"pool": "4d6kh3 VS 3d6", "roll": True, "seed": 11},
    {"pool": "2d6 vs 2d6", "trials": 1000, "seed": 3}, {"pool": "2d6 vs", "exact": True}, {"pool": "1d6 vs 1d6 vs 1d6", "exact": True},
    {"pool": "1d20", "sweep": "0..10", "target": 15}, {"pool": "2d6 vs 1d12+1", "sweep": "-3..3"},
    {"pool": "2d6 vs 1d12+1", "sweep": "0..2", "target": 3}, {"pool": "1000d20", "sweep": "-5..5", "target": 20000},
    {"pool": "1d20", "sweep": "0..10"}, {"pool": "1d20", "sweep": "5..1", "target": 15}, {"pool": "1d20", "sweep": "x", "target": 15},
    {"pool": "1d20", "sweep": "0..1001", "target": 15}, {"pool": "1d20", "exact": True, "target": 15},
    {"pool": "1d20", "sweep": 3, "target": "-1000000000000"}, {"pool": "1000d1000", "sweep": "0..1", "target": 1},
    # `!` into dice of their own, `!!` compounding, `!p` penetrating; kept or dropped, penetrating or on middle faces.
    {"pool": "4d6!kh3", "exact": True}, {"pool": "3d6!!", "exact": True}, {"pool": "2d6!p", "exact": True},
    {"pool": "3d6!6>=5", "exact": True}, {"pool": "4d6!>4dl1dh1", "exact": True}, {"pool": "4d6!pkh3", "exact": True},
    {"pool": "4d6!=3kh3", "exact": True}, {"pool": "4d6!!pkh3", "exact": True}, {"pool": "4d6r1!kh3", "roll": True, "seed": 7},
    {"pool": "1d6!p", "roll": True, "seed": 10}, {"pool": "4d6!pkh3", "trials": 1000, "seed": 1}, {"pool": "3d6!!!", "exact": True},
    {"pool": "6d10!>8>=8", "roll": True, "seed": 3},
    # Groups: keep over members' totals, mixed dice, successes on members, and their refusals.
    {"pool": "{d6,d8,d10}kh2", "exact": True}, {"pool": "{4d6kh3,1d20}kh1", "exact": True},
    {"pool": "{2d6+2,1d12,1d20}>=10f1", "exact": True}, {"pool": "{4d6kh3,1d20}kh1", "roll": True, "seed": 3},
    {"pool": "{d6,{d8,d10}kh1,d4}dl1dh1+2", "trials": 1000, "seed": 4}, {"pool": "{d6}dl1", "exact": True},
    {"pool": "{d6,d8}kh3", "exact": True}, {"pool": "{d6,d8", "exact": True}, {"pool": "{2d6+2,1d12,1d20}>=10", "roll": True, "seed": 3},
    {"pool": "{2d6,2d6} vs {1d12,1d12}kh1", "sweep": "-2..2"},
]:
    add("dice", body)

# The chooser's pool (dice/parse).
for body in [
    {"pool": "3d6+2d20+1d4-2"}, {"pool": "2d6", "faces": 20, "change": 1}, {"pool": "1d6+2", "faces": 6, "change": -1},
    {"pool": "", "faces": 4, "change": 1}, {"pool": "2d6", "trials": "1e6"}, {"pool": "1000d6", "faces": 4, "change": 1},
    {"pool": "3d6x"}, {"pool": ""}, {"pool": "2d6", "change": 1}, {"pool": "2d6", "faces": 1, "change": 1},
    {"pool": "2d6", "faces": 6, "change": "many"}, {"pool": "d6 + D6 - 3"}, {"pool": "2d6", "trials": "-1"},
    {"pool": "1000d20", "trials": "1e10"}, {"pool": "2d6-1d4"}, {"pool": "4d6kh3", "faces": 6, "change": 1},
]:
    add("dice/parse", body)

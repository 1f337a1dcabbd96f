# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Ceiling: every leaf once, rooms, waste, switches, refusals.
leaves = [
    "regal/1200x600", "regal/1200x1200", "regal/600x600", "regal/600x600-hd", "premium/1200x600", "premium/1200x1200",
    "premium/600x600", "premium/600x600-hd", "corporate/1200x1200", "corporate/1350x1350", "corporate/1500x1500",
    "oneway/24mm/1200x400", "oneway/24mm/1350x450", "oneway/32mm/1200x400", "oneway/32mm/1350x450", "seismic/1200x600",
    "seismic/600x600", "concealed/600-furring", "concealed/450-furring", "klik/1200x600", "klik/1200x1200", "klik/600x600",
    "klik/600x600-hd",
]
for index, leaf in enumerate(leaves):
    add("ceiling", {"path": leaf, "set": [f"area={37.5 + index * 11}", "drop=0.6"]})
for body in [
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6", "troffer=yes", "loa=yes", "aircon=yes", "spare=5"]},
    {"path": "regal/1200x600", "rooms": ["5x4", "3.5x2.25"], "set": ["drop=1"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6"], "waste": 10},
    {"path": "regal/1200x600", "set": ["area=100"]}, {"path": "regal/1200x600", "set": ["area=0", "drop=0.6"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=11"]}, {"path": "regal/1200x600", "set": ["aera=100"]},
    {"path": "regal/1200x600", "rooms": ["3xx"], "set": ["drop=1"]}, {"path": "regal", "set": ["area=1"]},
    {"path": "nowhere/1", "set": ["area=1"]}, {"path": "", "set": []}, {"path": "regal/1200x600", "set": ["area=1e9", "drop=1"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6", "troffer=maybe"]},
    {"path": "regal/1200x600", "set": ["area=100", "drop=0.6"], "waste": -1},
    {"path": "concealed/600-furring", "set": ["area=250", "c-spline=yes"]},
]:
    add("ceiling", body)

# The rooms' area (ceiling/rooms).
for rooms in [["5x4", "3 x 2.5"], [], ["5x"], ["0.05x4"], ["1000x1000"], ["2,5x4"], ["5×4"], ["5x4"] * 101, "5x4"]:
    add("ceiling/rooms", {"rooms": rooms})

# Requests of the API corpus (Tests/corpus/make-corpus.py runs this with `add(tool, body)`): the
# hard cases and refusals of the tools declared in this folder.
# Faces and emotions.
for body in [
    {}, {"mouth": "smile"}, {"eyes": "closed", "mouth": "frown"}, {"actions": ["happier", "happier", "toggle-eyes"]},
    {"mouth": "smile", "actions": ["happier"]}, {"mouth": "frown", "actions": ["sadder"]}, {"actions": ["squint", "toggle-eyes"]},
    {"eyes": "wide"}, {"mouth": "grimace"}, {"actions": ["jump"]}, {"actions": "happier"}, {"eyes": 1},
]:
    add("face", body)
for body in [
    {"name": "Sad", "eyes": "closed", "mouth": "frown"}, {"name": "Happy", "eyes": "open", "mouth": "smile"},
    {"name": "", "eyes": "open", "mouth": "smile"}, {"name": " ", "eyes": "open", "mouth": "smile"},
    {"name": "x" * 200, "eyes": "open", "mouth": "smile"}, {"name": "Émotion 🙂", "eyes": "squinting", "mouth": "grin"},
    {"name": "Worried", "eyes": "open"}, {"name": "Odd", "eyes": "open", "mouth": "smirk"}, {"name": "Bad", "eyes": "x", "mouth": "smile"},
]:
    add("emotion", body)

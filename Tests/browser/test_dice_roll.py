"""Dice at the table: Roll → every die shown, the total and its chances, the seed; Roll Again and
the log of rolls on this device, each shown again by a tap.

A seed's dice come from `reckon dice POOL --roll --seed S --json` (the CLI, the API and the page's
core run the same code; ReckonCoreTests' DicePoolRollTests checks them against a Python copy of
the generator); the chances are counted in Python over every outcome (4d6kh3 rolls 14 or more
with 115/324 = 35.49 %, 14 or less with 83/108 = 76.85 %).
"""
from selenium.webdriver.common.by import By

from conftest import VIEWPORTS


def dice(app):
    """The dice shown, as (face, dropped) in the order drawn."""
    return [(d.find_element(By.CSS_SELECTOR, ".dice-die-face").text, "dropped" in d.get_attribute("class"))
            for d in app.screen.find_elements(By.CSS_SELECTOR, ".dice-die")]


def total(app):
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-total"), 10, "a roll")
    return app.screen.find_element(By.CSS_SELECTOR, ".dice-roll-total").text


def log(app):
    return [e.text for e in app.screen.find_elements(By.CSS_SELECTOR, ".dice-log-entry")]


def test_a_seed_shows_its_roll_with_the_chances(app):
    app.open("/dice/roll?pool=4d6kh3&seed=42")
    assert app.title == "Roll"
    assert total(app) == "14"
    assert dice(app) == [("1", True), ("3", False), ("5", False), ("6", False)]
    app.wait_text("14 or more")
    rows = {r.find_element(By.CSS_SELECTOR, ".cell-label").text: r.find_element(By.CSS_SELECTOR, ".cell-value").text
            for r in app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-chances .value-row")}
    assert rows == {"14 or more": "35.49 %", "14 or less": "76.85 %", "Seed": "42"}
    # Nothing but the roll: no part left out shows as a stray word (a pool has no sides).
    assert "null" not in app.text()
    app.shot("roll-4d6kh3")


def test_rerolls_explosions_and_terms_are_shown(app):
    # reckon dice '4d6r1!!kh3+1d20' --roll --seed 7: 5, (2), 6+6+6+6+1 (25, its last roll rerolled
    # from 1), 3; then 4 on the d20.
    app.open("/dice/roll?pool=4d6r1!!kh3%2B1d20&seed=7")
    assert total(app) == "37"
    assert dice(app) == [("5", False), ("2", True), ("25", False), ("3", False), ("4", False)]
    exploded = app.screen.find_elements(By.CSS_SELECTOR, ".dice-die")[2]
    assert exploded.find_element(By.CSS_SELECTOR, ".dice-die-chain").text == "6+6+6+6+1"
    assert exploded.find_element(By.CSS_SELECTOR, ".dice-die-rerolled").text == "1"
    assert exploded.get_attribute("aria-label") == "25, rerolled from 1, exploded: 6 + 6 + 6 + 6 + 1"
    assert [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-notation")] == [
        "4d6r1!!kh3 = 33", "1d20 = 4"]
    app.shot("roll-exploding")


def test_each_explosion_is_a_die_of_its_own(app):
    # The same draws with `!`: 5, 2, then a 6 exploding three times into 6, 6, 6 and a 1 rerolled
    # to 1, then 3; the three highest of the eight kept (the earlier rolled among the 6s).
    app.open("/dice/roll?pool=4d6r1!kh3&seed=7")
    assert total(app) == "18"
    assert dice(app) == [("5", True), ("2", True), ("6", False), ("6", False), ("6", False), ("6", True), ("1", True),
                         ("3", True)]
    tiles = app.screen.find_elements(By.CSS_SELECTOR, ".dice-die")
    assert tiles[2].get_attribute("aria-label") == "6, exploded"
    assert tiles[3].get_attribute("aria-label") == "6, exploded, rolled by an explosion"
    assert tiles[6].get_attribute("aria-label") == "1, dropped, rerolled from 1, rolled by an explosion"
    assert ["extra" in t.get_attribute("class") for t in tiles] == [False, False, False, True, True, True, True, False]
    assert tiles[2].find_element(By.CSS_SELECTOR, ".dice-die-chain").text == "!"
    app.shot("roll-separate-dice")


def test_a_group_shows_each_part_kept_or_dropped(app):
    # Seed 3: 4d6 shows 5, 4, (2), 4 = 13, the d20 9; {4d6kh3,1d20}kh1 keeps the 13 (DiceGroupTests).
    app.open("/dice/roll?pool=%7B4d6kh3,1d20%7Dkh1&seed=3")
    assert total(app) == "13"
    group = app.screen.find_element(By.CSS_SELECTOR, ".dice-roll-group")
    assert group.find_element(By.CSS_SELECTOR, ".dice-roll-notation").text == "{4d6kh3,1d20}kh1 = 13"
    parts = [(t.find_element(By.CSS_SELECTOR, ".dice-die-face").text, "dropped" in t.get_attribute("class"))
             for t in group.find_elements(By.CSS_SELECTOR, ".dice-die")]
    assert parts == [("13", False), ("9", True)]
    app.shot("roll-group")


def test_a_clamped_die_shows_what_it_rolled(app):
    # The same draws as seed 42 on 4d6kh3: the 1 held at 2 by min2, and still dropped.
    app.open("/dice/roll?pool=4d6min2kh3&seed=42")
    assert total(app) == "14"
    assert dice(app) == [("2", True), ("3", False), ("5", False), ("6", False)]
    first = app.screen.find_elements(By.CSS_SELECTOR, ".dice-die")[0]
    assert first.get_attribute("aria-label") == "2, dropped, raised from 1"
    assert first.find_element(By.CSS_SELECTOR, ".dice-die-chain").text == "from 1"


def test_roll_again_and_the_log_on_this_device(app):
    app.open("/dice")
    app.fill("Pool", "3d6")
    app.press("Roll")
    app.wait_title("Roll")
    first = total(app)
    assert len(dice(app)) == 3
    app.wait(lambda d: len(log(app)) == 1, 5, "the first roll in the log")
    app.press("Roll Again")
    app.wait(lambda d: len(log(app)) == 2, 5, "the second roll in the log")
    entries = log(app)
    assert all(entry.startswith("3d6 · seed ") for entry in entries)
    # The older roll, a tap away: its seed gives the same dice again, and it is not logged twice.
    app.screen.find_elements(By.CSS_SELECTOR, ".dice-log-entry")[1].click()
    app.wait(lambda d: total(app) == first, 5, f"the first roll's total {first}")
    assert len(log(app)) == 2
    # Kept on the device: a reload of the roll's link shows the log still.
    app.reload()
    app.wait(lambda d: len(log(app)) >= 2, 5, "the log after a reload")
    app.press("Clear Log")
    app.wait(lambda d: log(app) == [], 5, "an empty log")
    app.wait_text("Rolls you make appear here")


def test_a_bad_pool_alerts_without_rolling(app):
    app.open("/dice")
    app.fill("Pool", "3d6x")
    app.press("Roll")
    assert app.alert() == ("Check Pool", "Pool: unexpected 'x' at 4")
    app.dismiss_alert()
    assert app.title == "Dice" and app.path == "/dice"


def test_layout_at_every_size(app):
    for name in VIEWPORTS:
        app.viewport(name)
        app.open("/dice/roll?pool=20d6kh10%2B3d20r1&seed=5")
        assert total(app)
        assert app.layout_problems() == [], name
        if name != "tablet":
            app.shot(f"roll-{name}")

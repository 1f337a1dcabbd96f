"""Dice, a sweep over modifiers and opposed pools: Sweep → the chance of the target or more with
each modifier, as a chart over a table; `A vs B` → the first side's chances of winning, tying and
losing, on the Distribution, the Roll and the Sweep screens.

Expected values from icepool 2.1.3: P(1d20 + m >= 15) = (6 + m)/20; 2d6 against 1d12+1 wins 5/12,
ties 1/12, loses 1/2, and with +1 wins 1/2, ties 1/12, loses 5/12. Seed 7's dice (5, 2 and 11)
are `reckon dice '2d6 vs 1d12+1' --roll --seed 7 --json`'s (DiceCommandTests).
"""
from selenium.webdriver.common.by import By

from conftest import VIEWPORTS


def table(app):
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".dice-sweep-table tbody tr"), 10, "the sweep's table")
    return [[c.text for c in r.find_elements(By.CSS_SELECTOR, "th, td")]
            for r in app.screen.find_elements(By.CSS_SELECTOR, ".dice-sweep-table tr")]


def bars(app):
    """Each bar's height as a share of the chart's."""
    chart = app.screen.find_element(By.CSS_SELECTOR, ".dice-sweep-chart")
    full = chart.size["height"] - 1  # its bottom border
    return [round(b.size["height"] / full, 2) for b in chart.find_elements(By.CSS_SELECTOR, ".dice-sweep-bar")]


def test_a_sweep_from_the_input_screen(app):
    app.open("/dice")
    app.fill("Pool", "1d20")
    app.fill("Target", "15")
    app.fill("Modifiers From", "0")
    app.fill("To", "10")
    app.press("Sweep")
    app.wait_title("Sweep")
    rows = table(app)
    assert rows[0] == ["Modifier", "Chance"]
    assert rows[1] == ["+0", "30 %"] and rows[5] == ["+4", "50 %"] and rows[11] == ["+10", "80 %"]
    assert len(rows) == 12
    assert bars(app) == [0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8]
    chart = app.screen.find_element(By.CSS_SELECTOR, ".dice-sweep-chart")
    assert chart.get_attribute("aria-label") == "Chance of 15 or more: 30 % with +0, 80 % with +10"
    app.shot("sweep-d20")


def test_an_opposed_sweep_gives_win_tie_and_loss(app):
    app.open("/dice/sweep?pool=2d6%20vs%201d12%2B1&sweep=-1..1")
    rows = table(app)
    assert rows[0] == ["Modifier", "Win", "Tie", "Loss"]
    assert rows[2] == ["+0", "41.67 %", "8.333 %", "50 %"]
    assert rows[3] == ["+1", "50 %", "8.333 %", "41.67 %"]
    app.wait_text("Each modifier is added to the first side.")


def test_a_bad_sweep_alerts_and_names_the_field(app):
    app.open("/dice")
    app.fill("Pool", "1d20")
    app.press("Sweep")
    assert app.alert() == ("Check Target", "Target: give the total to reach, like 15")
    app.dismiss_alert()
    app.fill("Target", "15")
    app.fill("Modifiers From", "10")
    app.fill("To", "0")
    app.press("Sweep")
    assert app.alert() == ("Check Modifiers", "Modifiers: 10 is above 0; write the modifiers as FROM..TO, like 0..10")
    app.dismiss_alert()
    assert app.title == "Dice"


def test_an_opposed_roll_and_its_distribution(app):
    app.open("/dice/roll?pool=2d6%20vs%201d12%2B1&seed=7")
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-sides"), 10, "the sides")
    assert app.screen.find_element(By.CSS_SELECTOR, ".dice-roll-total").text == "-5"
    rows = {r.find_element(By.CSS_SELECTOR, ".cell-label").text: r.find_element(By.CSS_SELECTOR, ".cell-value").text
            for r in app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-sides .value-row")}
    # 5/12, 1/12, 1/2 (icepool), then the margin's place among the margins.
    assert rows == {"First side": "7", "Second side": "12", "Result": "The second side wins by 5",
                    "First side wins": "41.67 %", "Tie": "8.333 %", "First side loses": "50 %"}
    labels = [r.find_element(By.CSS_SELECTOR, ".cell-label").text
              for r in app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-chances .value-row")]
    assert labels == ["A margin of -5 or more", "A margin of -5 or less", "Seed"]
    assert [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".dice-roll-notation")] == [
        "First side: 2d6 = 7", "Second side: 1d12 = 11"]
    app.shot("roll-opposed")
    app.open("/dice")
    app.press("Opposed: 2d6 vs 1d12+1, your 2d6 against their 1d12+1: win, tie or loss")
    app.fill("Trials", "1000")
    app.fill("Seed", "3")
    app.press("Solve")
    app.wait_title("Distribution")
    app.wait_text("Distribution of the margin")
    rows = {r.find_element(By.CSS_SELECTOR, ".cell-label").text: r.find_element(By.CSS_SELECTOR, ".cell-value").text
            for r in app.screen.find_elements(By.CSS_SELECTOR, ".value-row")}
    assert rows["Wins"].startswith("41.67 % · simulated ")
    assert rows["Ties"].startswith("8.333 % · simulated ")
    assert rows["Loses"].startswith("50 % · simulated ")
    app.shot("distribution-opposed")


def test_layout_at_every_size(app):
    for name in VIEWPORTS:
        app.viewport(name)
        app.open("/dice/sweep?pool=1d20&sweep=-5..15&target=15")
        assert table(app)
        assert app.layout_problems() == [], name
        if name != "tablet":
            app.shot(f"sweep-{name}")

"""Dice: the chooser and the pool, trials, seed → Solve → histogram over the exact distribution,
statistics, and jobs with progress and Cancel.

Simulated literals come from `reckon dice POOL --trials N --seed S --json` (the CLI and the API run
the same code, and a seed gives the same counts on any number of threads); exact values are worked
by hand or with Python, as each comment says.
"""
import re

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS, drag


def solve(app, pool, trials, seed=""):
    app.fill("Pool", pool)
    app.fill("Trials", trials)
    app.fill("Seed", seed)
    app.press("Solve")


def pool_value(app):
    return app.field("Pool").get_attribute("value")


def wait_pool(app, value):
    """The core reads the pool and answers − and + in its worker: wait for the field to follow."""
    app.wait(lambda d: pool_value(app) == value, 5, f"pool {value!r}, saw {pool_value(app)!r}")


def wait_count(app, die, count):
    app.wait(lambda d: count_of(app, die) == count, 5, f"{count} {die}")


def count_of(app, die):
    row = app.screen.find_element(By.XPATH, f".//div[contains(@class,'dice-row')][.//span[normalize-space()='{die}']]")
    # The live count says "2 d6" to a screen reader; the die's name is hidden from sight.
    spoken = row.find_element(By.CSS_SELECTOR, ".dice-count").get_attribute("textContent")
    if not spoken:
        return None  # the core has not read the pool yet: nothing shown
    count, name = spoken.split(" ")
    assert name == die
    return count


def focused_on(app, name):
    # The dialog loses [open] a moment before its close event moves the focus back: wait for it.
    app.wait(lambda d: app.focused().get_attribute("name") == name, 5, f"focus on {name}")


def stats(app):
    """The statistics table as {row: (simulated, exact)}."""
    table = app.screen.find_element(By.CSS_SELECTOR, "table.dice-stats")
    rows = {}
    for tr in table.find_elements(By.CSS_SELECTOR, "tbody tr"):
        cells = [c.text for c in tr.find_elements(By.CSS_SELECTOR, "th, td")]
        rows[cells[0]] = (cells[1], cells[2])
    return rows


def wait_chart(app):
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, "svg.dice-plot"), 10, "the histogram")
    return app.screen.find_element(By.CSS_SELECTOR, "svg.dice-plot")


def test_simulation_with_a_seed(app):
    app.open("/dice")
    assert app.title == "Dice"
    solve(app, "2d6", "1000", "1")
    app.wait_title("Distribution")
    assert app.path == "/dice/distribution?pool=2d6&trials=1000&seed=1"
    text = app.wait_text("Statistics")
    assert "Pool\n2d6" in text and "Trials\n1,000" in text and "Seed\n1" in text
    # `reckon dice 2d6 --trials 1000 --seed 1 --json`: mean 6.96, sd 2.3341807984815572, median 7,
    # mode 7, min 2, max 12. Exact 2d6: mean 7, sd √(35/6) = 2.41522945769824 (by hand: variance
    # 2 · 35/12), median and mode 7, sums 2 to 12. Means and SDs both to 8 significant digits
    # ('%.8g' in Python): 2.3341808 and 2.4152295.
    assert stats(app) == {
        "Mean": ("6.96", "7"), "SD": ("2.3341808", "2.4152295"), "Median": ("7", "7"),
        "Mode": ("7", "7"), "Min": ("2", "2"), "Max": ("12", "12"),
    }
    # tvDistance 0.04588888888888887 → 0.04589, 4.6 %; chance alone: ½ Σ √(2p(1−p)/(1000π)) over
    # the 11 sums of 2d6 = 0.03826 (Python), shown as 0.038.
    assert "Total variation distance 0.04589" in text and "differ by 4.6 %" in text
    assert "Chance alone typically gives about 0.038 with 1,000 trials" in text
    # 7 was rolled 158 times in 1000 (the CLI's counts); exact 6/36 = 16.67 %.
    assert "Most rolled: Sum 7: rolled 158 of 1,000 times (15.8 %); exact 16.67 %" in text
    chart = wait_chart(app)
    assert "Histogram of 1,000 simulated sums of 2d6 from 2 to 12" in chart.get_attribute("aria-label")
    ticks = [t.text for t in chart.find_elements(By.CSS_SELECTOR, "text.dice-tick")]
    assert "2" in ticks and "12" in ticks
    # 11 sums are few enough to mark every exact probability.
    assert len(chart.find_elements(By.CSS_SELECTOR, "circle.dice-exact-point")) == 11
    # The arrow keys walk the sums: from the mode 7 one step right is 8 (148 rolls; exact 5/36).
    chart.send_keys(Keys.ARROW_RIGHT)
    assert app.text(".dice-readout") == "Sum 8: rolled 148 of 1,000 times (14.8 %); exact 13.89 %"
    # Results are announced.
    assert app.screen.find_element(By.CSS_SELECTOR, ".dice-output").get_attribute("aria-live") == "polite"
    # A reload rebuilds the same result from the URL alone.
    app.reload()
    app.wait_text("Statistics")
    assert stats(app)["SD"] == ("2.3341808", "2.4152295")
    # The exact SD in full is kept in its cell's title.
    assert app.screen.find_element(By.XPATH, ".//table[contains(@class,'dice-stats')]//tr[th='SD']/td[2]"
                                   ).get_attribute("title") == "2.41522945769824"
    app.back()
    app.wait_title("Dice")
    assert (pool_value(app), app.field("Trials").get_attribute("value"), app.field("Seed").get_attribute("value")) == ("2d6", "1000", "1")


def at_least(app):
    return app.screen.find_element(By.CSS_SELECTOR, ".dice-at-least").text


def test_chance_of_at_least_follows_the_slider(app):
    # 2d6 rolls N or more, by hand from its counts 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 (of 36): 7 or
    # more 21 times (58.33 %), 8 or more 15 (41.67 %), 12 once (2.778 %), 2 or more always.
    app.open("/dice")
    solve(app, "2d6", "1000", "1")
    app.wait_title("Distribution")
    app.wait_text("Chance of at least")
    assert at_least(app) == "At least 7: 58.33 %"  # from the mean, 7
    slider = app.screen.find_element(By.CSS_SELECTOR, "input.dice-at-least-slider")
    assert slider.get_attribute("aria-label") == "At least" and slider.get_attribute("aria-valuetext") == "At least 7: 58.33 %"
    band = app.screen.find_element(By.CSS_SELECTOR, ".dice-plot .dice-at-least-band")
    start = float(band.get_attribute("x"))
    slider.send_keys(Keys.ARROW_RIGHT)
    assert at_least(app) == "At least 8: 41.67 %"
    assert float(band.get_attribute("x")) > start  # the shading starts one sum further right
    slider.send_keys(Keys.HOME)
    assert at_least(app) == "At least 2: 100 %"
    # A finger dragged along the slider to its right end.
    box = app.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]", slider)
    drag(app, box[0] + 8, box[1] + box[3] / 2, box[2], 0, 8)
    app.wait(lambda d: at_least(app) == "At least 12: 2.778 %", 5, f"at least 12, saw {at_least(app)!r}")
    assert "shown" in band.get_attribute("class").split()
    app.shot("at-least")


def test_enter_solves_and_a_random_seed_is_put_in_the_url(app):
    app.open("/dice")
    app.fill("Pool", "3d6")
    app.fill("Seed", "")
    app.fill("Trials", "500").send_keys(Keys.ENTER)
    app.wait_title("Distribution")
    match = re.fullmatch(r"/dice/distribution\?pool=3d6&trials=500&seed=(\d+)", app.path)
    assert match, app.path
    first = stats(app) if app.wait_text("Statistics") else None
    assert f"Seed\n{match.group(1)}" in app.text()
    app.reload()
    app.wait_text("Statistics")
    assert stats(app) == first
    # 3d6: 10 and 11 are equally likely (27/216 each, by hand).
    assert "Exact mode: the smallest of 2 equally likely sums (10 and 11)." in app.text()


def test_chooser_and_notation_stay_in_step(app):
    app.open("/dice")
    wait_count(app, "d6", "2")
    assert pool_value(app) == "2d6"
    app.press("Add a d20")
    wait_pool(app, "2d6+1d20")
    assert count_of(app, "d20") == "1"
    # Two presses in a row: the second starts from the pool the first made.
    app.press("Remove a d6")
    app.press("Remove a d6")
    wait_pool(app, "1d20")
    wait_count(app, "d6", "0")
    # − at 0 stays at 0 (marked disabled, but keeps the focus for keyboard users).
    minus = app.button("Remove a d6")
    app.wait(lambda d: minus.get_attribute("aria-disabled") == "true", 5, "− a d6 disabled")
    minus.click()
    assert pool_value(app) == "1d20"
    app.press("Add a d4")
    wait_pool(app, "1d4+1d20")
    # Typing updates the chooser; what it cannot show is said, and kept.
    app.fill("Pool", "3d8 + d100 + 2")
    wait_count(app, "d8", "3")
    assert count_of(app, "d4") == "0" and count_of(app, "d20") == "0"
    app.wait_text("The pool also has 1d100 and +2, which the chooser does not show", css=".dice-note")
    app.press("Add a d8")
    wait_pool(app, "4d8+1d100+2")
    # Typed one key at a time, "3d6x" was last readable as 3d6: the chooser keeps showing that.
    app.fill("Pool", "3d6x")
    app.wait_text("The chooser cannot read this pool", css=".dice-note")
    assert count_of(app, "d6") == "3" and count_of(app, "d8") == "0"
    app.press("Add a d12")
    wait_pool(app, "3d6+1d12")
    app.shot("chooser")


def test_common_rolls_fill_the_pool_and_solve(app):
    app.open("/dice")
    wait_count(app, "d6", "2")
    presets = [b.text.replace("\n", " ") for b in app.screen.find_elements(By.CSS_SELECTOR, ".dice-preset")]
    assert presets == ["Advantage 2d20kh1", "Disadvantage 2d20kl1", "Ability score 4d6kh3", "Exploding 3d6!",
                       "Successes 5d10>=7", "Fudge 4dF", "Opposed 2d6 vs 1d12+1"]
    app.press("Advantage: 2d20kh1, roll two d20, keep the higher")
    wait_pool(app, "2d20kh1")
    # The chooser steps plain pools only: it says so and its steppers are off, none changing the pool.
    app.wait_text("2d20kh1 keeps, rerolls, explodes or counts: edit it in the field", css=".dice-note")
    plus = app.button("Add a d20")
    app.wait(lambda d: plus.get_attribute("aria-disabled") == "true", 5, "+ a d20 disabled")
    plus.click()
    assert pool_value(app) == "2d20kh1"
    app.shot("common-rolls")
    solve(app, "2d20kh1", "1000", "1")
    app.wait_title("Distribution")
    text = app.wait_text("Statistics")
    # `reckon dice 2d20kh1 --trials 1000 --seed 1 --json`: mean 13.868, sd 4.815867107801045,
    # median 15, mode 19. Exact (icepool, and by hand: P(k) = (2k − 1)/400): mean 553/40 = 13.825,
    # sd √(35511/1600) = 4.7110906380582405, median 15, mode 20.
    assert stats(app) == {
        "Mean": ("13.868", "13.825"), "SD": ("4.8158671", "4.7110906"), "Median": ("15", "15"),
        "Mode": ("19", "20"), "Min": ("1", "1"), "Max": ("20", "20"),
    }
    # At least 14, the mean rounded up: (400 − 13²)/400 = 57.75 %.
    assert at_least(app) == "At least 14: 57.75 %"
    assert "Most rolled: Sum 19: rolled 110 of 1,000 times (11 %); exact 9.25 %" in text


def test_an_exploding_pool_says_where_it_stops(app):
    app.open("/dice")
    solve(app, "d6!", "1000", "1")
    app.wait_title("Distribution")
    text = app.wait_text("Statistics")
    # One die past nine sixes: (1/6)^10 = 1.65e−8 (icepool's explode(depth=9) leaves the same out).
    assert "Each die explodes at most 9 more times; the chance one would have gone on is 1.65 × 10⁻⁸, counted at the cap." in text
    # 1 to 5 tie at 1/6 each, exactly.
    assert "Exact mode: the smallest of 5 equally likely sums (1 to 5)." in text


@pytest.mark.parametrize("pool, trials, expected", [
    ("", "1000", ("Check Pool", "Pool: is empty; write dice like 3d6+2d20+1d4-2")),
    ("4d6kh5", "1000", ("Check Pool", "Pool: kh5 must keep 1 to 4 of the 4 dice at 4")),
    ("3d6x", "1000", ("Check Pool", "Pool: unexpected 'x' at 4")),
    ("1001d6", "10", ("Check Pool", "Pool: more than 1000 dice at 1")),
    ("2d6", "0", ("Check Trials", "Trials: must be a whole number from 1 to 10000000000, not 0")),
    # Not a whole number: the rule is still the trials' own, not any whole number's.
    ("2d6", "1.5", ("Check Trials", "Trials: must be a whole number from 1 to 10000000000, not '1.5'")),
])
def test_invalid_input_alerts_without_navigating(app, pool, trials, expected):
    # The messages are the API's (docs/dice.md, "Limits and errors"), under this screen's labels.
    app.open("/dice")
    solve(app, pool, trials)
    assert app.alert() == expected
    if pool == "":
        app.shot("alert")
    app.dismiss_alert()
    assert app.title == "Dice" and app.path == "/dice"
    focused_on(app, "pool" if expected[0] == "Check Pool" else "trials")


def test_seed_out_of_range_alerts(app):
    app.open("/dice")
    solve(app, "2d6", "10", "18446744073709551616")
    # 2^64 is one past the largest seed.
    assert app.alert() == ("Check Seed", "Seed: must be a whole number from 0 to 18446744073709551615")
    app.dismiss_alert()
    assert app.path == "/dice"
    focused_on(app, "seed")


def test_a_big_simulation_runs_as_a_job(app):
    app.open("/dice")
    # 100 dice × 200000 trials = 2e7 dice: past the direct limit the screen sets (1e7), so a job.
    app.spy_on_core()
    solve(app, "100d20", "200000", "3")
    app.wait_title("Distribution")
    app.wait_text("Statistics", timeout=30)
    assert app.driver.execute_script("return window.coreSpy.plans('dice')") == 1
    workers, terminated = app.job_workers()
    assert workers >= 1 and terminated == workers, (workers, terminated)  # the pool is let go
    # `reckon dice 100d20 --trials 200000 --seed 3 --json`: mean 1050.03891, sd 57.68877495676175,
    # median 1050, mode 1053, rolled 758 to 1318. Exact 100d20: mean 100 · 10.5 = 1050, sd
    # √(100 · 399/12) = 57.66281297335398 (by hand; '%.8g': 57.662813), sums 100 to 2000.
    assert stats(app) == {
        "Mean": ("1050.0389", "1050"), "SD": ("57.688775", "57.662813"), "Median": ("1050", "1050"),
        "Mode": ("1053", "1050"), "Min": ("758", "100"), "Max": ("1318", "2000"),
    }
    assert not app.screen.find_elements(By.CSS_SELECTOR, ".progress-panel")


def test_cancelling_a_long_job_stops_its_workers(app):
    app.open("/dice")
    app.spy_on_core()
    # 100 dice × 1e8 trials = 1e10 dice: minutes of work on every core, in 16 parts on the core's
    # workers; Cancel terminates them, which is what stops the computation.
    solve(app, "100d20", "1e8", "5")
    app.wait_title("Distribution")
    panel = app.screen.find_element(By.CSS_SELECTOR, ".progress-panel")
    assert "Rolling 100d20, 100,000,000 times" in panel.text
    app.wait(lambda d: float(panel.find_element(By.CSS_SELECTOR, "progress").get_attribute("value")) > 0,
             30, "progress")
    assert re.search(r"[1-9]\d* %", panel.text)
    app.shot("progress")
    for name, dark in (("phone", True), ("desktop", False)):
        app.viewport(name, dark)
        assert app.layout_problems() == [], name
    app.viewport("phone")
    app.wait_job_running()
    app.press("Cancel")
    app.wait_text("Cancelled. The simulation has stopped")
    app.wait_job_stopped()
    assert app.button("Run again")
    # Not an empty screen: the pool's exact distribution, which needs no rolling. 100d20 by hand:
    # mean 100 × 10.5 = 1050, SD √(100 × (20² − 1)/12) = √3325 = 57.662813 (8 digits), the sums
    # 100 to 2000 symmetric about 1050, the one most likely.
    text = app.wait_text("Exact statistics")
    assert "Exact distribution of the sum" in text
    for row in ("Mean\n1050", "SD\n57.662813", "Median\n1050", "Mode\n1050", "Min\n100", "Max\n2000"):
        assert row in text, row
    assert "Most likely: Sum 1050: exact" in text
    # The "at least" slider spans the sums the chart shows, not 100 to 2000; it starts at the mean.
    slider = app.screen.find_element(By.CSS_SELECTOR, "input.dice-at-least-slider")
    assert 100 < int(slider.get_attribute("min")) < 1050 < int(slider.get_attribute("max")) < 2000
    assert at_least(app).startswith("At least 1050: ")
    assert app.screen.find_element(By.CSS_SELECTOR, ".dice-plot .dice-exact")
    app.shot("cancelled")


def test_leaving_a_running_job_cancels_it(app):
    app.open("/dice")
    app.spy_on_core()
    solve(app, "100d20", "1e8", "6")
    app.wait_title("Distribution")
    app.wait_job_running()
    assert app.driver.execute_script("return window.coreSpy.plans('dice')") == 1
    app.back()
    app.wait_title("Dice")
    app.wait_job_stopped()


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_layout_at_every_size(app, dark):
    for name in VIEWPORTS:
        app.viewport(name, dark)
        app.open("/dice")
        assert app.layout_problems() == [], f"input, {name}"
        if name in ("phone", "desktop"):
            app.shot(f"input-{name}")
        for pool, trials in (("1d4", "1000"), ("100d20", "100000")):
            app.open(f"/dice/distribution?pool={pool}&trials={trials}&seed=4")
            app.wait_text("Statistics")
            wait_chart(app)
            assert app.layout_problems() == [], f"{pool}, {name}"
            if name in ("phone", "desktop"):
                app.shot(f"{pool}-{name}")
                if name == "phone":
                    app.driver.execute_script("arguments[0].scrollIntoView()",
                                              app.screen.find_element(By.CSS_SELECTOR, "table.dice-stats"))
                    app.shot(f"{pool}-{name}-table")

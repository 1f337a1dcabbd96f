"""A walk through every tab, using each tool once with values the other browser tests work out
by hand (cited there); shared by the tests of the core in the page and of the app offline."""
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VISIBLE_SCREEN


def first_rows(app, count, timeout=10):
    """The first `count` rows of the primes list once loaded, as [index, prime] with their digits."""
    def ready(_):
        shown = app.driver.execute_script("""
            return [...document.querySelector(arguments[0]).querySelectorAll('.primes-row')].map((r) =>
              [r.querySelector('.primes-index').textContent.replace(/[^0-9]/g, ''),
               r.querySelector('.primes-value').textContent.replace(/,/g, '')]);
        """, VISIBLE_SCREEN)[:count]
        return shown if len(shown) == count and all(p != "Loading…" for _, p in shown) else None
    return app.wait(ready, timeout, "the first rows")


def tap_ceiling_row(app, title):
    for row in app.screen.find_elements(By.CSS_SELECTOR, ".ceiling-row"):
        if row.find_element(By.CSS_SELECTOR, ".ceiling-row-title").text == title:
            row.click()
            app.wait_title(title)
            return
    raise AssertionError(f"no row {title!r} on {app.title!r}")


def face_looks(app):
    return tuple(app.driver.execute_script("""
        const svg = document.querySelector(arguments[0])?.querySelector('.faces-stage .faces-svg');
        return svg ? [svg.dataset.eyes, svg.dataset.mouth] : [null, null];
    """, VISIBLE_SCREEN))


def mouse(app, kind, x, y):
    """The tour runs on a desktop, so the face is dragged with the mouse (its touch gestures are
    test_faces'; there, Chrome's synthetic touches reach no page after another test's pinch)."""
    app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "clickCount": 1,
        "buttons": 0 if kind == "mouseReleased" else 1})


def use_every_tab(app, big_dice=True):
    """Uses every tab once and checks its answer; `big_dice` adds a simulation large enough to run
    as a job on the core's workers."""
    app.tab("Equation")
    app.fill("a", "1")
    app.fill("b", "-3")
    app.fill("c", "2")
    app.press("Solve")
    app.wait_title("Solution")
    assert "x = 1 or x = 2" in app.wait_text("Two real roots")

    app.tab("Triangle")
    app.fill("Leg a", "3")
    app.fill("Leg b", "4")
    app.press("Solve")
    app.wait_title("Solution")
    text = app.wait_text("Hypotenuse c")
    assert "Hypotenuse c\n5" in text and "Area\n6" in text

    app.tab("Primes")
    app.fill("From", "1")
    app.fill("To", "100")
    app.press("Solve")
    app.wait_title("Prime List")
    app.wait_text("25", css=".primes-count")  # primesieve 1 100 -c
    assert first_rows(app, 4) == [["1", "2"], ["2", "3"], ["3", "5"], ["4", "7"]]

    app.tab("Dice")
    app.fill("Pool", "2d6")
    app.fill("Trials", "1000")
    app.fill("Seed", "1")
    app.press("Solve")
    app.wait_title("Distribution")
    app.wait_text("Statistics")
    # test_dice.test_simulation_with_a_seed: simulated mean 6.96, the exact distribution's 7.
    table = app.screen.find_element(By.CSS_SELECTOR, "table.dice-stats").text
    assert "Mean\n6.96 7\nSD\n2.3341808 2.4152295" in table, table
    if big_dice:
        use_big_dice(app)

    app.tab("Tip")
    box = app.field("Bill")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys("78.52")
    app.wait_text("Total\n$94.22")  # 78.52 × 1.20 = 94.224

    app.tab("Decider")
    app.press("Decide!")
    answer = app.screen.find_element(By.CSS_SELECTOR, ".decider-answer")
    app.wait(lambda d: "settled" in answer.get_attribute("class"), message="an answer")
    assert answer.text in ["Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later"]

    app.tab("Calculator")
    display = "return document.querySelector('.stack:not([hidden]) .calc-display')?.textContent"
    for token in ["2", "+", "3", "×", "4", "="]:
        app.screen.find_element(By.CSS_SELECTOR, f'.calc-key[data-key="{token}"]').click()
    app.wait(lambda d: d.execute_script(display) == "14", 5, "14 on the display")  # × before +
    for token in ["C", "C", "M", "x²", "−", "4", "="]:
        app.screen.find_element(By.CSS_SELECTOR, f'.calc-key[data-key="{token}"]').click()
    app.press("Graph")
    app.wait(lambda d: int(app.screen.find_element(By.CSS_SELECTOR, ".graph-canvas").get_attribute("data-segments") or 0) >= 1,
             5, "a plotted curve")
    assert app.text(".graph-status") == "y = (M)^2 − 4"

    app.tab("Ceiling")
    for title in ("KWIKLOC One Way", "24mm T Bar", "1350x450"):
        tap_ceiling_row(app, title)
    app.fill("Area", "100")
    app.screen.find_element(By.XPATH, ".//label[normalize-space()='C Spline']").click()
    assert app.field("C Spline").is_selected()
    app.fill("Length Drop", "1.2")
    app.press("Calculate")
    app.wait_title("Materials")
    # test_ceiling.ONE_WAY, worked there: k = 1, Main Tee 21k, clips 62k, rods 62k/2, wall angle
    # 12k; M = 100/0.6075 = 164.6, tiles 3M → 494, C Spline 4M → 659.
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".ceiling-table tbody tr"), 10, "components")
    # Each row as "Name quantity …" (test_ceiling.component_lines): the table's first column.
    table = app.driver.execute_script("""
        return [...arguments[0].querySelectorAll('.ceiling-table tbody tr')].map((tr) =>
          [tr.querySelector('.ceiling-component').textContent, tr.querySelector('td').textContent].join(' '));
    """, app.screen)
    assert table == ["Main Tee 21", "Suspension Clip 62", "Anchor Clip 62", "Hanging Rod 31",
                     "Wall Angle 12", "C Spline 659", "Tiles 494"], table

    app.tab("Faces")
    app.wait(lambda d: "Worried" in app.text(), 10, "the built-in emotions")
    for link in app.screen.find_elements(By.CSS_SELECTOR, ".faces-row-link"):
        if link.text == "Worried":
            link.click()
    app.wait(lambda d: face_looks(app) == ("open", "smirk"), 5, "Worried's face")
    stage = app.screen.find_element(By.CSS_SELECTOR, ".faces-stage")
    x, y = app.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", stage)
    mouse(app, "mousePressed", x, y)  # a drag up: one step happier
    for step in range(1, 5):
        mouse(app, "mouseMoved", x, y - 30 * step)
    mouse(app, "mouseReleased", x, y - 120)
    app.wait(lambda d: face_looks(app) == ("open", "neutral"), 5, "a happier face")
    mouse(app, "mousePressed", x, y)  # a click: the eyes close
    mouse(app, "mouseReleased", x, y)
    app.wait(lambda d: face_looks(app) == ("closed", "neutral"), 5, "closed eyes")
    app.press("Sadder")
    app.wait(lambda d: face_looks(app) == ("closed", "smirk"), 5, "a sadder face")
    app.shot("faces")

    app.tab("Notes")
    app.press("New note")
    app.wait_title("New Note")
    app.screen.find_element(By.CSS_SELECTOR, "textarea").send_keys(
        "rent = 1200 EUR\nrent / 7\n0.1 + 0.2\n3 ft + 2 in to cm")
    # By hand: money to the cent (1200 / 7 = 171.428…), the decimals typed exactly, 38 in in cm.
    expected = ["1,200.00 EUR", "171.43 EUR", "0.3", "96.52 cm"]
    shown = "return [...arguments[0].querySelectorAll('.notes-result-row')].map((row) => row.textContent)"
    app.wait(lambda d: d.execute_script(shown, app.screen) == expected, 10, f"the note's answers {expected}")


def use_big_dice(app):
    """A simulation past the screen's direct limit (2e7 dice) runs as a job on the core's workers:
    test_dice.test_a_big_simulation_runs_as_a_job's values."""
    app.back()
    app.wait_title("Dice")
    app.fill("Pool", "100d20")
    app.fill("Trials", "200000")
    app.fill("Seed", "3")
    app.press("Solve")
    app.wait_title("Distribution")
    app.wait_text("Statistics", timeout=60)
    table = app.screen.find_element(By.CSS_SELECTOR, "table.dice-stats").text
    assert "Mean\n1050.0389 1050" in table and "Mode\n1053 1050" in table, table
    assert app.driver.execute_script("return window.coreSpy.plans('dice')") == 1

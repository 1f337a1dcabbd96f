"""The part of the browser suite that runs in WebKit (scripts/webkit-test): every tab's main flow,
offline use after one visit, and the gestures. Expected values worked by hand, as in
Tests/browser, whose tests these follow.

WebKitGTK's WebDriver has no touch input: its touch actions reach the page as pointer events of
type mouse, which the face takes as it takes a finger's (one pointer: tap, double tap, drag); the
pinch is a ctrl + wheel event, as a trackpad's pinch arrives. So the recognizers run in WebKit's
engine, but not the engine's own touch-to-pointer path; the decider's swipe, which leaves mouse
pointers alone (they select text), is tested in Chromium only.
"""
import importlib.util
import pathlib
import time

import pytest
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select
from selenium.webdriver.common.keys import Keys

from conftest import CATCH_ERRORS, WebKitApp, chromium_suite

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_engine_is_webkit(app):
    app.open("/")
    agent = app.driver.execute_script("return navigator.userAgent")
    assert "AppleWebKit" in agent and "Chrome" not in agent, agent


def test_equation(app):
    app.open("/equation")
    for name, value in (("a", "1"), ("b", "3"), ("c", "2")):
        app.fill(name, value)
    app.press("Change the sign of b")  # the ± key: b = −3
    app.press("Solve")
    app.wait_title("Solution")
    text = app.wait_content("Two real roots")
    # (x − 1)(x − 2): roots 1 and 2, discriminant 1, vertex (1.5, −0.25).
    assert "x² − 3x + 2 = 0" in text and "x₁1x₂2Discriminant1" in text
    assert "Vertex(1.5, −0.25)" in text
    assert app.screen.find_element(By.CSS_SELECTOR, "svg.plot")
    app.back()
    app.wait_title("Equation")


def solve_triangle(app):
    """Legs 3 and 4 on the Triangle screen shown: hypotenuse 5, area 6, perimeter 12, drawn."""
    app.fill("Leg a", "3")
    app.fill("Leg b", "4")
    app.press("Solve")
    app.wait_title("Solution")
    text = app.wait_content("Hypotenuse")
    assert "Hypotenuse c5Angle" in text and "Area6Perimeter12" in text
    assert app.screen.find_element(By.CSS_SELECTOR, "svg.triangle-figure")


def count_primes(app):
    """The primes from 1 to 100 on the Primes screen shown: π(100) = 25, listed from 2."""
    app.fill("From", "1")
    app.fill("To", "100")
    app.press("Solve")
    app.wait_title("Prime List")
    app.wait_content("25")
    # The count comes first; the rows load after it, "Loading…" until then.
    first = "return [...arguments[0].querySelectorAll('.primes-row .primes-value')].slice(0, 5).map((v) => v.textContent)"
    app.wait(lambda d: d.execute_script(first, app.screen) == ["2", "3", "5", "7", "11"], 10,
             "the first five primes listed")


def test_triangle(app):
    app.open("/triangle")
    solve_triangle(app)


def test_primes(app):
    app.open("/primes")
    count_primes(app)


def test_dice(app):
    app.open("/dice")
    app.fill("Pool", "3d6")
    app.fill("Trials", "10000")
    app.fill("Seed", "1")
    app.press("Solve")
    app.wait_title("Distribution")
    text = app.wait_content("Statistics")
    # 3d6 exactly: mean 10.5, SD √(3 × 35/12) = 2.9580399 (8 digits), sums 3 to 18.
    assert "10.5" in text and "2.9580399" in text
    assert app.screen.find_element(By.CSS_SELECTOR, ".dice-plot .dice-bars")


def test_notes(app):
    # Math Notes in WebKit's engine: typed lines answered by the page's core, units and all
    # (3 ft + 2 in = 96.52 cm; 80 + 15 % of 80 = 92; rent / 3 = 400 EUR; the sum since the blank
    # line, 1,600 EUR; money to the cent).
    app.open("/notes")
    app.wait_title("Notes")
    app.press("New note")
    app.wait_title("New Note")
    area = app.screen.find_element(By.CSS_SELECTOR, "textarea")
    # WebKitGTK's driver types "\n" as nothing: each line break is the Return key.
    for index, line in enumerate(["3 ft + 2 in to cm", "80 + 15%", "", "rent = 1200 EUR", "rent / 3", "sum"]):
        area.send_keys(*([Keys.RETURN] if index else []), *([line] if line else []))
    shown = "return [...arguments[0].querySelectorAll('.notes-result-row')].map((row) => row.textContent)"
    expected = ["96.52 cm", "92", "", "1,200.00 EUR", "400.00 EUR", "1,600.00 EUR"]
    try:
        app.wait(lambda d: d.execute_script(shown, app.screen) == expected, 10)
    except Exception:
        raise AssertionError(f"the answers {expected}, saw {app.driver.execute_script(shown, app.screen)}") from None


def test_tip(app):
    app.open("/tip")
    app.field("Bill").send_keys("100")
    # 20 % (the default) of $100.00: $20.00, a total of $120.00.
    app.wait_content("Total$120.00")


def test_decider(app):
    app.open("/decider")
    app.press("Decide!")
    answer = app.screen.find_element(By.CSS_SELECTOR, ".decider-answer")
    app.wait(lambda d: "settled" in answer.get_attribute("class"), message="an answer")
    assert answer.text in ["Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later"]


# ---- the calculator (issue 32) ----------------------------------------------------------------

_checks = importlib.util.spec_from_file_location("calculator_checks", ROOT / "Tests/browser/calculator_checks.py")
checks = importlib.util.module_from_spec(_checks)
_checks.loader.exec_module(checks)

VISIBLE = chromium_suite.VISIBLE_SCREEN
# The sizes of issue 32, as Chromium's suite has them (MiniBrowser runs full-screen, so its window
# is the viewport to the pixel, conftest.py).
PORTRAIT = [(375, 667), (390, 844), (430, 932)]
LANDSCAPE = [(667, 375), (844, 390), (932, 430)]
WIDE = [(768, 1024), (1024, 768), (1280, 800)]


def size_id(size):
    return f"{size[0]}x{size[1]}"


def resize(app, width, height):
    """The page at `width` × `height` CSS px (the full-screen window is the page, conftest.py)."""
    app.viewport((width, height))
    app.driver.execute_async_script(
        "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")


def key(app, token):
    """The key sending `token` now (the clear key's is ⌫ while it deletes), once shown."""
    selector = f'.calc-key[data-key="{token}"]'
    return app.wait(lambda d: next((b for b in app.screen.find_elements(By.CSS_SELECTOR, selector) if b.is_displayed()), None),
                    5, f"a key {token!r}")


def press(app, sequence):
    """Clicks keys given as space-separated tokens; "0.5" clicks 0, . and 5."""
    for token in sequence.split():
        for part in (list(token) if all(c.isdigit() or c == "." for c in token) else [token]):
            key(app, part).click()


def display(app):
    return app.driver.execute_script(f"return document.querySelector('{VISIBLE} .calc-display')?.textContent")


def wait_display(app, value):
    app.wait(lambda d: display(app) == value, 5, f"display {value!r}, saw {display(app)!r}")


def arrangement(app):
    return app.driver.execute_script(f"return document.querySelector('{VISIBLE} .calc-pane')?.dataset.arrangement")


def open_fresh(app, path):
    """WebKitApp.open, with storage cleared from an API document: once the service worker runs,
    it answers the navigation to /manifest.webmanifest (open's page for that) with the app, whose
    loads the next navigation cuts off — WebKit then alerts "Equation did not load"."""
    app.driver.get("about:blank")
    app.driver.get(app.base + "/api/openapi.json")
    app.driver.execute_script("localStorage.clear()")
    app.driver.get(app.base + path)
    app.launched()
    app.driver.execute_script(CATCH_ERRORS)


def open_calculator(app, size=(390, 844)):
    resize(app, *size)
    open_fresh(app, "/calculator")
    app.wait_title("Calculator")
    wait_display(app, "0")


def choose_mode(app, name):
    app.screen.find_element(By.CSS_SELECTOR, ".calc-mode").click()
    item = app.wait(lambda d: next((i for i in d.find_elements(By.CSS_SELECTOR, ".calc-menu [role=menuitemradio]")
                                    if i.get_attribute("textContent").strip().lstrip("✓") == name), None), 5, name)
    item.click()
    app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, ".calc-menu"), 5, "the menu closed")


def test_calculator(app):
    open_calculator(app)
    press(app, "7 + 9 =")
    wait_display(app, "16")


@pytest.mark.parametrize("size", PORTRAIT + LANDSCAPE + WIDE, ids=size_id)
def test_calculator_keys_can_be_tapped(app, size):
    """At every size, Basic and Scientific: each key tappable whole, none covered or cut off."""
    open_calculator(app, size)
    expected = "basic" if size in PORTRAIT else "wide" if size in LANDSCAPE else "tall"
    assert arrangement(app) == expected
    press(app, "123456789 ×")
    wait_display(app, "123,456,789")
    key(app, "C")  # × answered: the clear key is C again, not ⌫ (the display was already 123,456,789)
    found = app.driver.execute_script(checks.TAPPABLE, VISIBLE)
    assert found["problems"] == []
    shown = set(checks.BASIC_KEYS) if size in PORTRAIT else set(checks.BASIC_KEYS + checks.SCIENTIFIC_KEYS + checks.PROGRAM_KEYS)
    assert set(found["keys"]) == shown
    app.shot(f"keypad-{size_id(size)}")
    if size in PORTRAIT:
        choose_mode(app, "Scientific")
        found = app.driver.execute_script(checks.TAPPABLE, VISIBLE)
        assert found["problems"] == []
        assert set(found["keys"]) == set(checks.BASIC_KEYS + checks.SCIENTIFIC_KEYS + checks.PROGRAM_KEYS)
        app.shot(f"scientific-{size_id(size)}")


@pytest.mark.parametrize("size", LANDSCAPE, ids=size_id)
def test_calculator_on_its_side(app, size):
    """12 + 7 × 3 = shows 33 in sight, and the Graph's help text has its own place."""
    open_calculator(app, size)
    press(app, "12 + 7 × 3 =")
    wait_display(app, "33")
    assert app.driver.execute_script(checks.TAPPABLE, VISIBLE)["problems"] == []
    press(app, "M sin")
    app.press("Graph")
    app.wait_title("Graph")
    app.wait(lambda d: int(app.screen.find_element(By.CSS_SELECTOR, ".graph-canvas").get_attribute("data-segments")) >= 1,
             5, "a plotted curve")
    assert app.driver.execute_script(checks.GRAPH_PARTS, VISIBLE) == []
    app.shot(f"graph-{size_id(size)}")


def test_calculator_turning_keeps_state_and_the_pushed_graph(app):
    open_calculator(app, (390, 844))
    press(app, "12 + 7 ×")
    wait_display(app, "7")
    resize(app, 844, 390)
    assert arrangement(app) == "wide" and display(app) == "7"
    press(app, "3 = M × M =")
    app.press("Graph")
    app.wait_title("Graph")
    path = app.path
    for width, height in [(390, 844), (844, 390)]:
        resize(app, width, height)
        time.sleep(0.2)
        assert app.title == "Graph" and app.path == path, (width, height)
    app.back()
    app.wait_title("Calculator")
    assert arrangement(app) == "wide"


def test_calculator_mode_key_and_history(app):
    open_calculator(app, (390, 844))
    choose_mode(app, "Scientific")
    assert arrangement(app) == "tall"
    app.driver.execute_script("localStorage.setItem('reckon.calculator.history', JSON.stringify(arguments[0]))",
                              [{"expression": "2 + 2", "result": "4", "value": "4"}, {"expression": "1 + 1", "result": "2", "value": "2"}])
    app.reload()
    app.wait_title("Calculator")
    assert arrangement(app) == "tall"  # the mode is kept
    app.screen.find_element(By.CSS_SELECTOR, ".calc-history-button").click()
    sheet = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, "dialog.calc-history-sheet[open]"), 5, "the sheet")
    rows = lambda: app.driver.execute_script(  # noqa: E731
        "return [...document.querySelectorAll('dialog[open] .calc-history-expression')].map((e) => e.textContent)")
    assert rows() == ["2 + 2", "1 + 1"]
    app.shot("history")
    # A swipe to the left across the first row deletes it (WebKit's driver sends it as a mouse's).
    use = sheet.find_element(By.CSS_SELECTOR, ".calc-history-use")
    r = app.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height]", use)
    finger(app, [(r[0] + r[2] - 10 - step * r[2] * 0.06, r[1] + r[3] / 2) for step in range(0, 12)])
    app.wait(lambda d: rows() == ["1 + 1"], 5, "the swiped row deleted")
    sheet.find_element(By.CSS_SELECTOR, ".calc-history-delete").click()
    app.wait(lambda d: rows() == [], 5, "the history empty")
    sheet.find_element(By.CSS_SELECTOR, ".calc-history-done").click()
    app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog[open]"), 5, "the sheet closed")


def test_calculator_convert(app):
    """Convert from the mode key's menu (issue 34): 100 °F is (100 − 32) × 5/9 = 37.7777778 °C;
    typed in the lower row, 5 °C is 5 × 9/5 + 32 = 41 °F above."""
    open_calculator(app, (390, 844))
    app.screen.find_element(By.CSS_SELECTOR, ".calc-mode").click()
    item = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, ".calc-menu [role=menuitemcheckbox]"), 5, "Convert")
    assert item.get_attribute("textContent").strip() == "Convert" and item.get_attribute("aria-checked") == "false"
    item.click()
    box = app.wait(lambda d: next((b for b in app.screen.find_elements(By.CSS_SELECTOR, ".calc-convert") if b.is_displayed()), None),
                   5, "the Convert rows")
    def choose(label, value):
        # A new category fills the unit pickers once WebKit has delivered its change event, which
        # may come after the driver's next command: wait for the option, then pick it.
        picker = f"select[aria-label='{label}']"
        app.wait(lambda d: box.find_elements(By.CSS_SELECTOR, f"{picker} option[value='{value}']"), 5, f"{value} in {label}")
        Select(box.find_element(By.CSS_SELECTOR, picker)).select_by_value(value)
    choose("Category", "temperature")
    choose("First unit", "°F")
    choose("Second unit", "°C")
    values = lambda: [v.get_attribute("textContent") for v in box.find_elements(By.CSS_SELECTOR, ".calc-convert-value")]  # noqa: E731
    press(app, "100")
    app.wait(lambda d: values() == ["100", "37.7777778"], 5, f"100 °F in °C, saw {values()}")
    box.find_element(By.CSS_SELECTOR, ".calc-convert-value-1").click()
    press(app, "5")
    app.wait(lambda d: values() == ["41", "5"], 5, f"5 °C in °F, saw {values()}")


def test_calculator_copy_and_paste(app):
    open_calculator(app, (390, 844))
    press(app, "1234")
    wait_display(app, "1,234")
    # What the page puts on the clipboard for a copy (the desktop's Ctrl + C), read as it goes.
    app.driver.execute_script("addEventListener('copy', (e) => { window.copied = e.clipboardData.getData('text/plain'); })")
    copied = app.driver.execute_script("""
        const data = new DataTransfer();
        document.dispatchEvent(new ClipboardEvent('copy', { clipboardData: data, bubbles: true, cancelable: true }));
        return data.getData('text/plain');""")
    assert copied == "1,234"
    # A paste that is no number: an alert naming it.
    app.driver.execute_script("""
        const data = new DataTransfer();
        data.setData('text/plain', 'twelve');
        document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));""")
    title, message = app.alert()
    assert (title, message) == ("Cannot Paste", "Paste: “twelve” is not a number")
    app.dismiss_alert()
    # A long press on the display: the Copy | Paste menu.
    box = app.screen.find_element(By.CSS_SELECTOR, ".calc-display")
    x, y = app.driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]", box)
    hold = ActionBuilder(app.driver, mouse=PointerInput(interaction.POINTER_TOUCH, "finger"))
    hold.pointer_action.move_to_location(int(x), int(y)).pointer_down().pause(0.8).pointer_up()
    hold.perform()
    menu = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, ".calc-menu[aria-label=Edit]"), 5, "the menu")
    assert [i.get_attribute("textContent") for i in menu.find_elements(By.CSS_SELECTOR, "[role=menuitem]")] == ["Copy", "Paste"]


def test_ceiling(app):
    app.open("/ceiling/leaf?path=oneway/24mm/1350x450")
    app.fill("Area", "100")
    app.driver.execute_script("arguments[0].click()", app.field("C Spline"))  # on: this module needs it
    app.fill("Length Drop", "1.2")
    app.press("Calculate")
    app.wait_title("Materials")
    # Area 100 m², C Spline, drop 1.2 m: tiles 3M with M = 100/0.6075 = 164.6 → 494, C Spline 4M →
    # 659 (Tests/browser/test_ceiling.py).
    text = app.wait_content("494")
    assert "659" in text


# ---- gestures --------------------------------------------------------------------------------

def stage_centre(app):
    stage = app.screen.find_element(By.CSS_SELECTOR, ".faces-stage")
    return stage, app.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", stage)


def face(app):
    return tuple(app.driver.execute_script("""
        const svg = document.querySelector('.stack:not([hidden]) > .screen:not([hidden]) .faces-stage .faces-svg');
        return [svg.dataset.eyes, svg.dataset.mouth, Number(svg.dataset.scale)];"""))


def finger(app, points):
    """One finger down at the first point, through the others, up at the last."""
    touch = PointerInput(interaction.POINTER_TOUCH, "finger")
    actions = ActionBuilder(app.driver, mouse=touch)
    x, y = points[0]
    actions.pointer_action.move_to_location(int(x), int(y)).pointer_down()
    for x, y in points[1:]:
        actions.pointer_action.move_to_location(int(x), int(y))
    actions.pointer_action.pointer_up()
    actions.perform()


def test_face_gestures(app):
    app.open("/faces/face?name=Worried&eyes=open&mouth=smirk")
    app.wait_title("Worried")
    stage, (x, y) = stage_centre(app)
    assert face(app)[:2] == ("open", "smirk")
    finger(app, [(x, y)])  # a tap: the eyes close (once it is clear it is not a double tap)
    app.wait(lambda d: face(app)[:2] == ("closed", "smirk"), 5, "eyes closed")
    finger(app, [(x, y + 60 - 20 * k) for k in range(0, 13)])  # a drag up of 240 px: two steps happier
    app.wait(lambda d: face(app)[:2] == ("closed", "grin"), 5, "a grin")
    finger(app, [(x, y)])
    finger(app, [(x, y)])  # a double tap: squinting
    app.wait(lambda d: face(app)[:2] == ("squinting", "grin"), 5, "squinting")
    # A trackpad's pinch out, as WebKit reports one: a wheel event with ctrlKey (its driver's
    # wheel actions carry no modifier, so the event is the page's own).
    before = face(app)[2]
    app.driver.execute_script(
        "arguments[0].dispatchEvent(new WheelEvent('wheel', { deltaY: -40, ctrlKey: true, bubbles: true, cancelable: true }))",
        stage)
    app.wait(lambda d: face(app)[2] > before, 5, "a bigger face")


# ---- offline -----------------------------------------------------------------------------------

def test_works_offline_after_one_visit(driver):
    """A server of its own, stopped after the first visit: tabs not opened yet still open and compute."""
    own = chromium_suite.Server()
    page = WebKitApp(driver, own.base, "webkit-offline")
    try:
        page.viewport("phone")
        page.open("/equation")
        # Once the worker is active its release is all cached; a reload puts it in control.
        page.driver.execute_async_script(
            "navigator.serviceWorker.ready.then(() => arguments[arguments.length - 1](true));")
        page.reload()
        assert page.driver.execute_script("return !!navigator.serviceWorker.controller")
    finally:
        own.stop()
    page.tab("Triangle")
    solve_triangle(page)
    page.tab("Primes")
    count_primes(page)

"""The part of the browser suite that runs in WebKit (scripts/webkit-test): every tab's main flow,
offline use after one visit, and the gestures. Expected values worked by hand, as in
tests/browser, whose tests these follow.

WebKitGTK's WebDriver has no touch input: its touch actions reach the page as pointer events of
type mouse, which the face takes as it takes a finger's (one pointer: tap, double tap, drag); the
pinch is a ctrl + wheel event, as a trackpad's pinch arrives. So the recognizers run in WebKit's
engine, but not the engine's own touch-to-pointer path; the decider's swipe, which leaves mouse
pointers alone (they select text), is tested in Chromium only.
"""
import time

import pytest
from selenium.webdriver.common.actions import interaction
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.actions.pointer_input import PointerInput
from selenium.webdriver.common.by import By

from conftest import WebKitApp, chromium_suite


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


def key(app, token):
    return app.screen.find_element(By.CSS_SELECTOR, f'.calc-key[data-key="{token}"]')


def test_calculator(app):
    app.open("/calculator")
    app.wait_title("Calculator")
    for token in ("7", "+", "9", "="):
        key(app, token).click()
    app.wait(lambda d: d.execute_script(
        "return document.querySelector('.stack:not([hidden]) .calc-display')?.textContent") == "16", 5, "7 + 9 = 16")


def test_ceiling(app):
    app.open("/ceiling/leaf?path=oneway/24mm/1350x450")
    app.fill("Area", "100")
    app.driver.execute_script("arguments[0].click()", app.field("C Spline"))  # on: this module needs it
    app.fill("Length Drop", "1.2")
    app.press("Calculate")
    app.wait_title("Materials")
    # Area 100 m², C Spline, drop 1.2 m: tiles 3M with M = 100/0.6075 = 164.6 → 494, C Spline 4M →
    # 659 (tests/browser/test_ceiling.py).
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

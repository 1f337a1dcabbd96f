"""Calculator and Graph: the keypad (the core's calc answers, as POST /api/calc), keyboard, swipe,
reload, the Graph pushed on phones and beside the keypad on wide windows, its gestures and its
smoothness. Expected values follow docs' rules (docs/calculator.md) worked by hand."""
import time

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS

OPERATORS = {"+": "+", "−": "−", "×": "×", "÷": "÷"}


# ---- helpers ------------------------------------------------------------------------------------

def display(app):
    return app.driver.execute_script(
        "return document.querySelector('.stack:not([hidden]) .calc-display')?.textContent")


def description(app):
    return app.driver.execute_script(
        "return document.querySelector('.stack:not([hidden]) .calc-description-text')?.textContent")


def wait_display(app, value, timeout=5):
    app.wait(lambda d: display(app) == value, timeout, f"display {value!r}, saw {display(app)!r}")


def key(app, token):
    """The key that sends `token` to the API (data-key), on the visible screen."""
    return app.screen.find_element(By.CSS_SELECTOR, f'.calc-key[data-key="{token}"]')


def press(app, sequence):
    """Clicks keys given as space-separated tokens; "123" clicks 1, 2 and 3."""
    for token in sequence.split():
        parts = list(token) if token.isdigit() else [token]
        for part in parts:
            key(app, part).click()


def open_calculator(app, viewport="phone", dark=False):
    # Leave the page of the test before first: a calculator still open would save its keys again
    # when the new viewport moves its graph, after open() has cleared the storage.
    app.driver.get("about:blank")
    app.viewport(viewport, dark)
    app.open("/calculator")
    app.wait_title("Calculator")
    wait_display(app, "0")
    return app


def canvas(app):
    return app.screen.find_element(By.CSS_SELECTOR, ".graph-canvas")


def visible_range(app):
    data = app.driver.execute_script(
        "const c = arguments[0]; return [c.dataset.xmin, c.dataset.xmax, c.dataset.ymin, c.dataset.ymax];",
        canvas(app))
    assert None not in data, "the canvas exposes its visible range"
    return [float(v) for v in data]


def frames(app):
    return app.driver.execute_script("return window.graphFrames ?? 0")


def wait_drawn(app):
    app.wait(lambda d: canvas(app).get_attribute("data-xmin") is not None, 5, "a drawn graph")


def canvas_origin(app):
    """The canvas's top-left corner in CSS pixels of the viewport, and its size."""
    return app.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height];",
        canvas(app))


def mouse(app, kind, x, y, buttons=1):
    app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": kind, "x": x, "y": y, "button": "left", "buttons": buttons, "clickCount": 1})


def touch(app, kind, points):
    app.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def plot(app, expression):
    box = app.screen.find_element(By.CSS_SELECTOR, ".graph-input")
    box.clear()
    box.send_keys(expression, Keys.ENTER)
    return box


# ---- the keypad -------------------------------------------------------------------------------

def test_keys_follow_the_iphone_rules(app):
    open_calculator(app)
    press(app, "2 + 3 × 4 =")
    wait_display(app, "14")  # × before +
    press(app, "C C 1 + 2 = =")
    wait_display(app, "5")  # = again repeats + 2
    press(app, "C C 123456789 + 987654321 =")
    wait_display(app, "1.111111e9")  # 1,111,111,110 has ten digits: scientific
    press(app, "C C 5 ÷ 0 =")
    wait_display(app, "Error")
    app.shot("error")


def test_clear_key_reads_c_after_a_digit_and_ac_after_c(app):
    open_calculator(app)
    clear = key(app, "C")
    assert clear.text == "AC"
    press(app, "7")
    app.wait(lambda d: clear.text == "C", 5, "C after a digit")
    assert clear.get_attribute("aria-label") == "Clear"
    press(app, "C")
    app.wait(lambda d: clear.text == "AC", 5, "AC after C")
    assert clear.get_attribute("aria-label") == "All clear"
    wait_display(app, "0")


def test_pending_operator_is_highlighted(app):
    open_calculator(app)
    times = key(app, "×")
    press(app, "5 ×")
    app.wait(lambda d: "pending" in times.get_attribute("class"), 5, "× highlighted")
    assert times.get_attribute("aria-pressed") == "true"
    # Inverted: white key, orange sign.
    colours = app.driver.execute_script(
        "const s = getComputedStyle(arguments[0]); return [s.backgroundColor, s.color];", times)
    assert colours == ["rgb(255, 255, 255)", "rgb(255, 159, 10)"]
    app.shot("pending")
    press(app, "3")
    wait_display(app, "3")
    app.wait(lambda d: "pending" not in times.get_attribute("class"), 5, "× no longer highlighted")
    assert times.get_attribute("aria-pressed") == "false"
    assert all(key(app, op).get_attribute("aria-pressed") == "false" for op in OPERATORS)


def test_keyboard(app):
    open_calculator(app)
    typing = ActionChains(app.driver)
    typing.send_keys("12.5*2=").perform()
    wait_display(app, "25")
    ActionChains(app.driver).send_keys(Keys.ESCAPE).perform()
    wait_display(app, "0")
    ActionChains(app.driver).send_keys("789").perform()
    wait_display(app, "789")
    ActionChains(app.driver).send_keys(Keys.BACKSPACE).perform()
    wait_display(app, "78")
    ActionChains(app.driver).send_keys("^2", Keys.ENTER).perform()
    wait_display(app, "6,084")  # 78² by xʸ
    ActionChains(app.driver).send_keys(Keys.ESCAPE, "9-4/2", Keys.ENTER).perform()
    wait_display(app, "7")


def test_swipe_across_the_display_deletes_the_last_digit(app):
    open_calculator(app)
    press(app, "456")
    wait_display(app, "456")
    box = app.driver.execute_script(
        "const r = document.querySelector('.stack:not([hidden]) .calc-display-box').getBoundingClientRect();"
        "return [r.left + r.width * 0.8, r.top + r.height / 2];")
    x, y = box
    touch(app, "touchStart", [(x, y)])
    for step in range(1, 6):
        touch(app, "touchMove", [(x - step * 20, y)])
    touch(app, "touchEnd", [])
    wait_display(app, "45")


def test_description_memory_and_undo(app):
    open_calculator(app, "desktop")
    press(app, "9 + M = √")
    wait_display(app, "3")
    assert description(app) == "√(9 + M) ="
    press(app, "7 →M")
    wait_display(app, "4")  # √(9 + 7)
    assert "M = 7" in app.text(".calc-description")
    press(app, "+ 14 =")
    wait_display(app, "18")
    press(app, "undo")  # undoes =: 14 is an entry again
    wait_display(app, "14")
    assert description(app) == "√(9 + M) + 14 …"
    press(app, "undo")  # undoes 14 (typing ended with =): back to the pending +
    wait_display(app, "4")
    assert "pending" in key(app, "+").get_attribute("class")
    app.shot("memory")


def test_reload_restores_the_calculator(app):
    open_calculator(app)
    press(app, "6 × 7 =")
    wait_display(app, "42")
    app.reload()
    app.wait_title("Calculator")
    wait_display(app, "42")
    press(app, "+ 1 =")
    wait_display(app, "43")  # the restored keys go on from 42


def test_scientific_keys_where_there_is_room(app):
    for name, shown in (("phone", False), ("phone-landscape", True), ("tablet", True), ("desktop", True)):
        open_calculator(app, name)
        assert key(app, "√").is_displayed() is shown, name
        # M, →M and undo are reachable everywhere.
        for token in ("M", "→M", "undo"):
            assert key(app, token).is_displayed(), (name, token)


def test_graph_button_is_disabled_without_a_program(app):
    open_calculator(app)
    graph = app.button("Graph")
    assert graph.get_attribute("aria-disabled") == "true"
    assert "Nothing to graph" in graph.get_attribute("title")
    assert graph.get_attribute("aria-description")
    press(app, "5 ×")
    app.wait(lambda d: "pending" in key(app, "×").get_attribute("class"), 5)
    assert graph.get_attribute("aria-disabled") == "true"
    graph.click()
    assert app.title == "Calculator"  # nothing happens
    press(app, "M =")
    app.wait(lambda d: graph.get_attribute("aria-disabled") is None, 5, "Graph enabled")


# ---- the graph --------------------------------------------------------------------------------

def test_graph_is_pushed_on_phones(app):
    open_calculator(app)
    press(app, "M × M + 1 =")
    app.wait(lambda d: description(app) == "M × M + 1 =", 5, "the description of the program")
    wait_display(app, "1")
    app.press("Graph")
    app.wait_title("Graph")
    assert app.path == "/calculator/graph?f=M+*+M+%2B+1"
    back = app.screen.find_element(By.CSS_SELECTOR, ".nav-back")
    assert back.text == "Calculator"
    assert app.screen.find_element(By.CSS_SELECTOR, ".graph-input").get_attribute("value") == "M * M + 1"
    app.wait(lambda d: int(canvas(app).get_attribute("data-segments")) >= 1, 5, "a plotted curve")
    assert "M * M + 1" in app.text(".graph-status")
    app.shot("pushed")
    # A snapshot: later keys do not change it.
    app.back()
    app.wait_title("Calculator")
    press(app, "+ 1 =")
    wait_display(app, "2")
    app.driver.forward()
    app.wait_title("Graph")
    assert app.screen.find_element(By.CSS_SELECTOR, ".graph-input").get_attribute("value") == "M * M + 1"
    app.back()
    app.wait_title("Calculator")


def test_graph_beside_the_keypad_on_wide_windows(app):
    open_calculator(app, "desktop")
    press(app, "M x² − 4 =")
    wait_display(app, "−4")
    app.press("Graph")
    assert app.title == "Calculator" and app.path == "/calculator"  # no navigation
    app.wait(lambda d: int(canvas(app).get_attribute("data-segments")) >= 1, 5, "a plotted curve")
    keypad = app.screen.find_element(By.CSS_SELECTOR, ".calc-pane").rect
    plot_box = canvas(app).rect
    assert keypad["width"] > 300 and plot_box["width"] > 300
    assert keypad["x"] + keypad["width"] <= plot_box["x"]  # side by side
    assert abs(keypad["width"] / (app.driver.execute_script("return innerWidth") - 48) - 0.45) < 0.03
    assert app.text(".graph-status") == "y = (M)^2 − 4"
    # A snapshot: the next keys leave the graph as it is.
    status = app.text(".graph-status")
    press(app, "+ 1 =")
    wait_display(app, "−3")
    assert app.text(".graph-status") == status
    app.shot("split")
    # Narrow again: the same calculator, and Graph now pushes.
    app.viewport("phone")
    app.wait(lambda d: d.execute_script(
        "return getComputedStyle(document.querySelector('.calc-side')).display") == "none", 5, "no side graph")
    app.press("Graph")
    app.wait_title("Graph")
    # Wide again while the graph is pushed: it goes beside the keypad.
    app.viewport("desktop")
    app.wait_title("Calculator")
    assert app.path == "/calculator"
    assert canvas(app).is_displayed()


def test_pinch_zooms_in(app):
    open_calculator(app)
    press(app, "M × M =")
    app.press("Graph")
    app.wait_title("Graph")
    wait_drawn(app)
    xmin, xmax, ymin, ymax = visible_range(app)
    left, top, width, height = canvas_origin(app)
    cx, cy = left + width / 2, top + height / 2
    touch(app, "touchStart", [(cx - 30, cy), (cx + 30, cy)])
    for step in range(1, 11):
        touch(app, "touchMove", [(cx - 30 - step * 8, cy), (cx + 30 + step * 8, cy)])
    touch(app, "touchEnd", [])
    app.wait(lambda d: visible_range(app)[1] - visible_range(app)[0] < (xmax - xmin) * 0.5, 5, "narrower x-range")
    nx0, nx1, _, _ = visible_range(app)
    # Spread from 60 to 220 px: about 3.7 times closer, about the same middle.
    assert (xmax - xmin) / (nx1 - nx0) == pytest.approx(220 / 60, rel=0.1)
    assert (nx0 + nx1) / 2 == pytest.approx((xmin + xmax) / 2, abs=(xmax - xmin) * 0.02)


def test_pan_and_double_click(app):
    open_calculator(app, "desktop")
    wait_drawn(app)
    plot(app, "sin(x)")
    app.wait(lambda d: int(canvas(app).get_attribute("data-segments")) >= 1, 5, "a plotted curve")
    xmin, xmax, ymin, ymax = visible_range(app)
    left, top, width, height = canvas_origin(app)
    scale = width / (xmax - xmin)
    cx, cy = left + width / 2, top + height / 2
    # Drag 120 px right and 60 px down: the view moves left and up by that much.
    mouse(app, "mousePressed", cx, cy)
    for step in range(1, 13):
        mouse(app, "mouseMoved", cx + step * 10, cy + step * 5)
    mouse(app, "mouseReleased", cx + 120, cy + 60, buttons=0)
    app.wait(lambda d: visible_range(app)[0] < xmin - 1, 5, "panned")
    nx0, nx1, ny0, ny1 = visible_range(app)
    assert nx0 == pytest.approx(xmin - 120 / scale, abs=0.05)
    assert ny0 == pytest.approx(ymin + 60 / scale, abs=0.05)
    assert nx1 - nx0 == pytest.approx(xmax - xmin)
    # Double-click: the origin moves to the point clicked.
    ActionChains(app.driver).move_to_element_with_offset(canvas(app), 100, -50).double_click().perform()
    app.wait(lambda d: abs(visible_range(app)[0] - nx0) > 0.01, 5, "origin moved")
    x0, x1, y0, y1 = visible_range(app)
    assert (0 - x0) / (x1 - x0) == pytest.approx((width / 2 + 100) / width, abs=0.01)
    assert (y1 - 0) / (y1 - y0) == pytest.approx((height / 2 - 50) / height, abs=0.01)
    # The view is remembered.
    time.sleep(0.3)
    app.reload()
    wait_drawn(app)
    assert visible_range(app)[0] == pytest.approx(x0, abs=0.01)
    # Buttons for those who cannot gesture.
    app.press("Zoom in")
    app.wait(lambda d: visible_range(app)[1] - visible_range(app)[0] == pytest.approx((x1 - x0) / 2), 5)
    app.press("Reset view")
    app.wait(lambda d: visible_range(app)[0] == pytest.approx(-width / 2 / 40, abs=0.05), 5, "the default view")


def test_ctrl_wheel_zooms_and_wheel_pans(app):
    open_calculator(app, "desktop")
    wait_drawn(app)
    xmin, xmax, _, _ = visible_range(app)
    left, top, width, height = canvas_origin(app)
    app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": left + width / 2, "y": top + height / 2, "deltaX": 0, "deltaY": -100,
        "modifiers": 2})  # ctrl
    app.wait(lambda d: visible_range(app)[1] - visible_range(app)[0] < (xmax - xmin) * 0.9, 5, "zoomed in")
    x0, x1, y0, y1 = visible_range(app)
    app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": left + width / 2, "y": top + height / 2, "deltaX": 0, "deltaY": 100})
    app.wait(lambda d: visible_range(app)[2] < y0, 5, "scrolled down")
    assert visible_range(app)[1] - visible_range(app)[0] == pytest.approx(x1 - x0)
    assert "Ctrl + scroll" in app.text(".graph-hint")


def drag_for_a_second(app, x, y):
    """Mouse down, then small CDP moves for one second; returns (moves, frames drawn meanwhile)."""
    mouse(app, "mousePressed", x, y)
    for step in range(1, 6):  # the drag is under way before the second starts
        mouse(app, "mouseMoved", x - step * 0.5, y)
    x -= 2.5
    start = frames(app)
    began = time.monotonic()
    moves = 0
    while time.monotonic() - began < 1.0:
        moves += 1
        mouse(app, "mouseMoved", x - moves * 0.5, y)
    drawn = frames(app) - start
    mouse(app, "mouseReleased", x - moves * 0.5, y, buttons=0)
    return moves, drawn


def test_panning_is_smooth(app):
    open_calculator(app, "desktop")
    press(app, "M sin")
    app.press("Graph")
    app.wait(lambda d: int(canvas(app).get_attribute("data-segments")) >= 1, 5, "a plotted curve")
    left, top, width, height = canvas_origin(app)
    app.spy_on_core()
    asked_before = app.driver.execute_script("return window.coreSpy.asked.filter((a) => a.tool === 'plot').length")
    tries = []
    for _ in range(3):
        moves, drawn = drag_for_a_second(app, left + width / 2, top + height / 2)
        tries.append((moves, drawn))
        # Every move is drawn (a frame each), and samples are fetched now and then, never per frame.
        assert drawn >= 0.9 * moves, f"{drawn} frames for {moves} moves"
        if drawn >= 50:
            break
    plots_asked = app.driver.execute_script("return window.coreSpy.asked.filter((a) => a.tool === 'plot').length")
    assert plots_asked - asked_before <= 3 * len(tries)
    if max(d for _, d in tries) < 50 and max(m for m, _ in tries) < 55:
        # Each CDP move waits for the browser's answer; on a busy machine fewer than 50 fit in a second.
        pytest.skip(f"the test could send only {max(m for m, _ in tries)} moves a second here (machine busy): {tries}")
    assert max(d for _, d in tries) >= 50, f"frames per second of panning: {tries}"


def test_tan_breaks_at_its_poles_and_bad_expressions_alert(app):
    open_calculator(app)
    press(app, "M =")
    app.press("Graph")
    app.wait_title("Graph")
    plot(app, "tan(x)")
    app.wait(lambda d: int(canvas(app).get_attribute("data-segments")) >= 3, 5, "several segments")
    assert "tan(x)" in app.text(".graph-status")
    app.shot("tan")
    box = plot(app, "sin(1))")
    title, message = app.alert()
    assert "unexpected ')' at 7" in message
    assert title == "Check Expression"
    app.shot("bad-expression")
    app.dismiss_alert()
    assert app.focused() == box
    assert "tan(x)" in app.text(".graph-status")  # the last good plot stays


# ---- layout -------------------------------------------------------------------------------------

@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
@pytest.mark.parametrize("name", list(VIEWPORTS))
def test_layout(app, name, dark):
    open_calculator(app, name, dark)
    press(app, "9 + M = 7 →M")
    wait_display(app, "16")
    press(app, "123456789 ×")
    app.wait(lambda d: "pending" in key(app, "×").get_attribute("class"), 5, "× pending")
    wait_display(app, "123,456,789")
    assert app.layout_problems() == []
    fit = app.driver.execute_script("""
        const d = document.querySelector('.stack:not([hidden]) .calc-display');
        const box = d.parentElement.getBoundingClientRect(), r = d.getBoundingClientRect();
        const keys = [...document.querySelectorAll('.stack:not([hidden]) .calc-basic .calc-key:not(.calc-zero)')]
          .map((k) => k.getBoundingClientRect()).map((k) => Math.abs(k.width - k.height));
        return {inside: r.left >= box.left - 0.5 && r.right <= box.right + 0.5, lines: Math.round(r.height / parseFloat(getComputedStyle(d).lineHeight)), round: Math.max(...keys)};
    """)
    assert fit == {"inside": True, "lines": 1, "round": 0}
    shown = app.driver.execute_script("""
        const d = document.querySelector('.stack:not([hidden]) .calc-display');
        return [d.getAttribute('aria-live'), d.getAttribute('aria-label')];""")
    assert shown == ["polite", "Display"]
    app.shot("keypad")
    # A long value shrinks to fit rather than being cut.
    press(app, "C C 1 ÷ 7 = ±")
    wait_display(app, "−0.14285714")
    assert app.driver.execute_script("""
        const d = document.querySelector('.stack:not([hidden]) .calc-display');
        const box = d.parentElement.getBoundingClientRect(), r = d.getBoundingClientRect();
        return r.left >= box.left - 0.5 && r.right <= box.right + 0.5 && r.height < 1.5 * parseFloat(getComputedStyle(d).lineHeight);""")
    assert app.layout_problems() == []
    app.shot("long")
    press(app, "× M =")
    app.press("Graph")
    if VIEWPORTS[name][0] < 768:
        app.wait_title("Graph")
    app.wait(lambda d: int(canvas(app).get_attribute("data-segments")) >= 1, 5, "a plotted curve")
    assert app.layout_problems() == []
    assert canvas(app).size["height"] >= 120
    app.shot("graph")

"""The Graph's several functions (issue 35, points 1, 2 and 4): a list of up to 8 rows, each in its
colour, hidden, shown or removed; the Calculator's program as one of them; kept on the device and
shared by a link; the trace on the nearest curve; a slider for every other name. At phone sizes
both ways, in Chromium. Expected values are worked by hand (sin 1.5 and the roots of x² − 4)."""
import math
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import SHOTS
from test_calculator import canvas, press, size_id, touch
from test_graph_points import at, open_graph, points_shown, tap


def rows(app):
    return app.screen.find_elements(By.CSS_SELECTOR, ".graph-function")


def inputs(app):
    return app.screen.find_elements(By.CSS_SELECTOR, ".graph-input")


def curves(app):
    return int(canvas(app).get_attribute("data-curves") or 0)


def type_row(app, index, text):
    """Types `text` over row `index` (adding rows as needed) and presses Enter."""
    while len(inputs(app)) <= index:
        app.screen.find_element(By.CSS_SELECTOR, ".graph-add").click()
        app.wait(lambda d: d.switch_to.active_element.get_attribute("class") == "graph-input", 5, "the new row focused")
    box = inputs(app)[index]
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(text, Keys.ENTER)


def pixel(app, x, y):
    """The canvas's colour (r, g, b) at the graph point (x, y)."""
    return app.driver.execute_script("""
        const c = arguments[0], [x, y] = [arguments[1], arguments[2]];
        const r = c.getBoundingClientRect(), dpr = c.width / r.width;
        const px = (x - +c.dataset.xmin) / (c.dataset.xmax - c.dataset.xmin) * r.width;
        const py = (+c.dataset.ymax - y) / (c.dataset.ymax - c.dataset.ymin) * r.height;
        return [...c.getContext('2d').getImageData(Math.round(px * dpr), Math.round(py * dpr), 1, 1).data].slice(0, 3);
    """, canvas(app), x, y)


def reddish(rgb):
    return rgb[0] > 200 and rgb[1] < 120 and rgb[2] < 120


def bluish(rgb):
    return rgb[2] > 200 and rgb[0] < 80


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=size_id)
def test_several_functions_in_their_colours_hidden_removed_and_kept(app, size):
    open_graph(app, size)
    type_row(app, 0, "x^2 - 4")
    type_row(app, 1, "sin(x)")
    app.wait(lambda d: curves(app) == 2, 10, "two curves")
    assert app.text(".graph-status") == "y = x^2 − 4; y = sin(x)"
    # Each curve in its row's colour: x² − 4 blue at (2.5, 2.25), sin red at (−0.5, sin −0.5 = −0.479).
    app.wait(lambda d: bluish(pixel(app, 2.5, 2.25)) and reddish(pixel(app, -0.5, math.sin(-0.5))), 5, "the curves' colours")
    assert [r.get_attribute("data-colour") for r in rows(app)] == ["1", "2"]
    # Where they meet, a dot read with both functions' names: x² − 4 = sin x near x = −1.7.
    app.wait(lambda d: points_shown(app) >= 6, 10, "the points")
    SHOTS.mkdir(exist_ok=True)
    app.driver.save_screenshot(str(SHOTS / f"graph-functions-{size_id(size)}.png"))
    assert app.layout_problems() == []
    # The swatch hides a curve and shows it again; the row stays.
    swatch = rows(app)[1].find_element(By.CSS_SELECTOR, ".graph-swatch")
    swatch.click()
    app.wait(lambda d: curves(app) == 1, 5, "one curve drawn")
    assert swatch.get_attribute("aria-pressed") == "false"
    assert not reddish(pixel(app, -0.5, math.sin(-0.5)))
    # Kept on the device: after a reload both rows are there, the second still hidden.
    app.reload()
    app.wait_title("Graph")
    app.wait(lambda d: curves(app) == 1, 10, "one curve after the reload")
    assert [i.get_attribute("value") for i in inputs(app)] == ["x^2 - 4", "sin(x)"]
    rows(app)[1].find_element(By.CSS_SELECTOR, ".graph-swatch").click()
    app.wait(lambda d: curves(app) == 2, 5, "shown again")
    # Removed: the row goes, and the other keeps its colour.
    rows(app)[0].find_element(By.CSS_SELECTOR, ".graph-remove").click()
    app.wait(lambda d: len(rows(app)) == 1 and curves(app) == 1, 5, "one row left")
    assert rows(app)[0].get_attribute("data-colour") == "2"
    assert app.text(".graph-status") == "y = sin(x)"


def test_eight_rows_at_most(app):
    open_graph(app, (390, 844))
    for i in range(8):
        type_row(app, i, f"x + {i}")
    app.wait(lambda d: curves(app) == 8, 10, "eight curves")
    add = app.screen.find_element(By.CSS_SELECTOR, ".graph-add")
    assert add.get_attribute("disabled") is not None
    assert add.get_attribute("title") == "Eight functions at most: remove one first"
    assert app.layout_problems() == []


def test_the_program_is_one_of_them_and_meets_the_others(app):
    open_graph(app, (390, 844))  # the program M, in its row
    assert rows(app)[0].find_element(By.CSS_SELECTOR, ".graph-label").text == "Program:\nf(M) ="
    type_row(app, 1, "4 - x")
    app.wait(lambda d: curves(app) == 2, 10, "the program and the line")
    # M = 4 − x at x = 2: the intersection, read with both names.
    app.wait(lambda d: points_shown(app) >= 4, 10, "points")
    tap(app, 2, 2, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "Intersection of y = M and y = 4 − x (2, 2)", 5, "the meeting read")
    # Back at the calculator a new program replaces its row; the typed row stays.
    app.back()
    app.wait_title("Calculator")
    press(app, "x² =")  # the program M squared
    app.press("Graph")
    app.wait_title("Graph")
    app.wait(lambda d: [i.get_attribute("value") for i in inputs(app)] == ["(M)^2", "4 - x"], 10, "the new program")
    app.wait(lambda d: curves(app) == 2, 10, "both drawn")


def test_a_shared_link_opens_the_same_graph(app):
    open_graph(app, (390, 844))
    type_row(app, 0, "a sin(x)")
    type_row(app, 1, "x / 2")
    app.wait(lambda d: curves(app) == 2, 10, "two curves")
    value = app.screen.find_element(By.CSS_SELECTOR, ".graph-slider-value")
    value.send_keys(Keys.CONTROL, "a")
    value.send_keys("3", Keys.ENTER)
    rows(app)[1].find_element(By.CSS_SELECTOR, ".graph-swatch").click()
    app.wait(lambda d: curves(app) == 1, 5, "the line hidden")
    # The link as the clipboard gets it (headless Chromium has no share sheet).
    app.driver.execute_script(
        "navigator.clipboard.writeText = (text) => { window.copiedLink = text; return Promise.resolve(); };")
    app.screen.find_element(By.CSS_SELECTOR, "[aria-label='Share graph']").click()
    app.wait(lambda d: app.text(".graph-status") == "Link copied.", 5, "copied")
    link = app.driver.execute_script("return window.copiedLink")
    assert "/calculator/graph?y=a+sin%28x%29%0Ax+%2F+2&hide=2&let=a%3D3%3A-10%3A10&view=0%2C0%2C40" in link
    # Opened afresh (nothing kept on this device): the same rows, the same slider, the same view.
    app.open(link[link.index("/calculator"):])
    app.wait_title("Graph")
    app.wait(lambda d: curves(app) == 1, 10, "the shared graph")
    assert [i.get_attribute("value") for i in inputs(app)] == ["a sin(x)", "x / 2"]
    assert rows(app)[1].find_element(By.CSS_SELECTOR, ".graph-swatch").get_attribute("aria-pressed") == "false"
    assert app.screen.find_element(By.CSS_SELECTOR, ".graph-slider-value").get_attribute("value") == "3"
    # Taken up once: a reload of the same link keeps what was done since.
    type_row(app, 2, "x^2")
    app.wait(lambda d: curves(app) == 2, 10, "a row added")
    app.reload()
    app.wait_title("Graph")
    app.wait(lambda d: [i.get_attribute("value") for i in inputs(app)] == ["a sin(x)", "x / 2", "x^2"], 10, "kept after the reload")
    # Shown and hidden again at once: the answer for the line shown comes after the line is
    # hidden again, and is not drawn; the graph ends as it began, two curves.
    swatch = rows(app)[1].find_element(By.CSS_SELECTOR, ".graph-swatch")
    swatch.click()
    swatch.click()
    time.sleep(1)
    assert curves(app) == 2 and swatch.get_attribute("aria-pressed") == "false"


def test_the_trace_takes_the_nearest_curve(app):
    open_graph(app, (390, 844))
    type_row(app, 0, "x")
    type_row(app, 1, "x + 0.3")
    app.wait(lambda d: curves(app) == 2, 10, "two lines 12 px apart")
    # At 40 px a unit the lines are 12 px apart, both within reach: the press 3 px off y = x + 0.3
    # (and 9 px off y = x) traces y = x + 0.3.
    x, y = at(app, 1.5, 1.5 + 0.3 - 3 / 40)
    touch(app, "touchStart", [(x, y)])
    app.wait(lambda d: app.text(".graph-status").startswith("y = x + 0.3: x = 1.5"), 5, "the upper line traced")
    touch(app, "touchEnd", [])
    x, y = at(app, -1, -1 + 3 / 40)
    touch(app, "touchStart", [(x, y)])
    app.wait(lambda d: app.text(".graph-status").startswith("y = x: x = −1"), 5, "the lower line traced")
    touch(app, "touchEnd", [])


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=size_id)
def test_a_slider_for_every_other_name(app, size):
    open_graph(app, size)
    type_row(app, 0, "a sin(b x)")
    app.wait(lambda d: len(app.screen.find_elements(By.CSS_SELECTOR, ".graph-slider")) == 2, 10, "sliders a and b")
    names = [s.get_attribute("data-name") for s in app.screen.find_elements(By.CSS_SELECTOR, ".graph-slider")]
    assert names == ["a", "b"]
    # a = 2 typed: the maximum of 2 sin x at π/2, whose nearest double is 1.5707963267948966.
    value = app.screen.find_element(By.CSS_SELECTOR, ".graph-slider-value")
    value.send_keys(Keys.CONTROL, "a")
    value.send_keys("2", Keys.ENTER)
    app.wait(lambda d: points_shown(app) > 0, 10, "points")
    tap(app, math.pi / 2, 2, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "Maximum (1.5707963267948966, 2)", 5, "the turn at a = 2")
    # Dragged with the keys: b steps by a two-hundredth of −10…10, 0.1 a press.
    slider_b = app.screen.find_elements(By.CSS_SELECTOR, ".graph-slider-range")[1]
    slider_b.send_keys(Keys.ARROW_RIGHT)
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".graph-slider-value")[1].get_attribute("value") == "1.1", 5, "b = 1.1")
    assert slider_b.get_attribute("aria-valuetext") == "b = 1.1"
    # A drag asks for the curves alone; let go (a key's change), the points come back: 2 sin(1.1 x)
    # over the view has roots and turns.
    app.wait(lambda d: points_shown(app) > 0, 10, "the points once the slider is let go")
    app.driver.save_screenshot(str(SHOTS / f"graph-sliders-{size_id(size)}.png"))
    assert app.layout_problems() == []
    # A range's ends are edited; a least above the most is refused, naming the slider.
    least = app.screen.find_elements(By.CSS_SELECTOR, ".graph-slider-min")[0]
    least.send_keys(Keys.CONTROL, "a")
    least.send_keys("20", Keys.ENTER)
    title, message = app.alert()
    assert (title, message) == ("Check a", "a: the least (20) must be below the most (10)")
    app.dismiss_alert()
    assert least.get_attribute("value") == "-10"
    value.send_keys(Keys.CONTROL, "a")
    value.send_keys("two", Keys.ENTER)
    assert app.alert() == ("Check a", "a: must be a finite number")
    app.dismiss_alert()


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=size_id)
def test_equations_in_x_and_y_are_drawn_as_curves(app, size):
    open_graph(app, size)
    type_row(app, 0, "x^2 + y^2 = 9")
    type_row(app, 1, "y^2 = x^3 - x")
    type_row(app, 2, "y = x / 2")
    app.wait(lambda d: curves(app) == 3, 15, "a circle, an elliptic curve and a line")
    assert app.text(".graph-status") == "x^2 + y^2 = 9; y^2 = x^3 − x; y = x / 2"
    labels = [r.find_element(By.CSS_SELECTOR, ".graph-label span:last-child").text for r in rows(app)]
    assert labels == ["", "", ""]  # an equation reads as typed
    # The circle in row 1's colour at (0, 3) and (−3, 0); the cubic's oval in red at (−1, 0),
    # where y² = x³ − x is 0; worked by hand.
    app.wait(lambda d: bluish(pixel(app, 0, 3)) and bluish(pixel(app, -3, 0)), 5, "the circle drawn")
    app.wait(lambda d: reddish(pixel(app, -1, 0)), 5, "the oval drawn")
    app.driver.save_screenshot(str(SHOTS / f"graph-equations-{size_id(size)}.png"))
    assert app.layout_problems() == []
    # Panned up by half a view: the curves are asked for again over the new rectangle.
    _, _, _, ymax = [float(v) for v in app.driver.execute_script(
        "const c = arguments[0]; return [c.dataset.xmin, c.dataset.xmax, c.dataset.ymin, c.dataset.ymax];", canvas(app))]
    canvas(app).send_keys(Keys.ARROW_UP * 6)
    app.wait(lambda d: float(canvas(app).get_attribute("data-ymax")) > ymax + 5, 10, "moved")
    app.wait(lambda d: curves(app) == 3 and bluish(pixel(app, 0, 3)), 10, "drawn again")

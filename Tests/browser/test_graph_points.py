"""The Graph's points of interest (issue 35): the core's roots, turns and y-intercept as dots, and a
tap on one reads it, at phone sizes both ways, with a finger and with the mouse."""
import pytest
from selenium.webdriver.common.keys import Keys

from test_calculator import SHOTS, canvas, canvas_origin, mouse, open_calculator, plot, press, size_id, touch, visible_range


def open_graph(app, size):
    open_calculator(app, size, scientific=True)
    press(app, "M =")
    app.press("Graph")
    if size[0] < 768 or size[1] < 501:
        app.wait_title("Graph")


def points_shown(app):
    return int(canvas(app).get_attribute("data-points") or -1)


def at(app, x, y):
    """The viewport's CSS pixel of the graph point (x, y)."""
    left, top, width, height = canvas_origin(app)
    xmin, xmax, ymin, ymax = visible_range(app)
    return left + (x - xmin) / (xmax - xmin) * width, top + (ymax - y) / (ymax - ymin) * height


def tap(app, x, y, finger):
    px, py = at(app, x, y)
    if finger:
        touch(app, "touchStart", [(px, py)])
        touch(app, "touchEnd", [])
    else:
        mouse(app, "mousePressed", px, py)
        mouse(app, "mouseReleased", px, py, buttons=0)


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=size_id)
def test_dots_on_roots_and_turns_read_when_tapped(app, size):
    open_graph(app, size)
    plot(app, "x^2 - 1")
    # Roots −1 and 1, and the minimum (0, −1), which is the y-intercept too: worked by hand.
    app.wait(lambda d: points_shown(app) == 3, 10, "three dots")
    tap(app, 1, 0, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "Root (1, 0)", 5, "the root read")
    SHOTS.mkdir(exist_ok=True)
    app.driver.save_screenshot(str(SHOTS / f"graph-points-{size_id(size)}.png"))
    tap(app, 0, -1, finger=False)
    app.wait(lambda d: app.text(".graph-status") == "Minimum and y-intercept (0, −1)", 5, "the turn read")
    # A tap away from every dot lets the point go, and the status names the curve again.
    tap(app, 3, -2, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "y = x^2 − 1", 5, "the curve named again")
    assert app.layout_problems() == []


def test_the_nearest_double_of_pi_is_read_in_full(app):
    open_graph(app, (390, 844))
    plot(app, "sin(x)")
    app.wait(lambda d: points_shown(app) > 0, 10, "points")
    tap(app, 3.141592653589793, 0, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "Root (3.141592653589793, 0)", 5, "π to the last bit")


def status(app):
    return app.text(".graph-status")


def traced(app):
    """The traced (x, y) the status line reads: "x = …, y = …" in full."""
    text = status(app).replace("−", "-")
    assert text.startswith("x = ") and ", y = " in text, text
    x, y = text[4:].split(", y = ")
    return float(x.replace(",", "")), float(y.replace(",", ""))


@pytest.mark.parametrize("size", [(390, 844), (844, 390)], ids=size_id)
def test_a_press_on_the_curve_traces_it_and_the_keys_move_along(app, size):
    open_graph(app, size)
    plot(app, "x^2 - 1")
    app.wait(lambda d: points_shown(app) == 3, 10, "three dots")
    start = at(app, 1.5, 1.25)
    end = at(app, 1.8, 2.24)
    touch(app, "touchStart", [start])
    touch(app, "touchMove", [((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)])
    touch(app, "touchMove", [end])
    app.wait(lambda d: status(app).startswith(("x = 1.7", "x = 1.8")), 10,
             f"the trace under the finger, not {status(app)!r}; logs {app.driver.get_log('browser')}")
    x, y = traced(app)
    # The core's x² − 1 at the finger's x: two roundings, as Python's x * x - 1 makes them.
    assert y == x * x - 1
    before = visible_range(app)
    touch(app, "touchEnd", [])
    assert visible_range(app) == before, "a trace does not pan"
    SHOTS.mkdir(exist_ok=True)
    app.driver.save_screenshot(str(SHOTS / f"graph-trace-{size_id(size)}.png"))
    # With focus, → moves the trace one pixel (1/40 of a unit at the default scale), Escape ends it.
    canvas(app).send_keys(Keys.ARROW_RIGHT)
    app.wait(lambda d: traced(app)[0] != x, 5, "the trace moved")
    x2, y2 = traced(app)
    assert abs(x2 - x - 0.025) < 1e-9 and y2 == x2 * x2 - 1
    canvas(app).send_keys(Keys.ESCAPE)
    app.wait(lambda d: status(app) == "y = x^2 − 1", 5, "the trace ended")
    # Near a dot the trace takes the dot's exact point: the root at 1.
    touch(app, "touchStart", [at(app, 1.3, 0.69)])
    touch(app, "touchMove", [at(app, 1.004, 0.008)])
    app.wait(lambda d: status(app) == "x = 1, y = 0", 5, "the root's exact point")
    touch(app, "touchEnd", [])
    # A press away from the curve pans, as before.
    before = visible_range(app)
    touch(app, "touchStart", [at(app, 3, -2)])
    touch(app, "touchMove", [at(app, 2, -2)])
    touch(app, "touchEnd", [])
    app.wait(lambda d: visible_range(app) != before, 5, "the view panned")
    assert app.layout_problems() == []

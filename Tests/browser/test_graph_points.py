"""The Graph's points of interest (issue 35): the core's roots, turns and y-intercept as dots, and a
tap on one reads it, at phone sizes both ways, with a finger and with the mouse."""
import pytest

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
    tap(app, -1.5, 2, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "y = x^2 − 1", 5, "the curve named again")
    assert app.layout_problems() == []


def test_the_nearest_double_of_pi_is_read_in_full(app):
    open_graph(app, (390, 844))
    plot(app, "sin(x)")
    app.wait(lambda d: points_shown(app) > 0, 10, "points")
    tap(app, 3.141592653589793, 0, finger=True)
    app.wait(lambda d: app.text(".graph-status") == "Root (3.141592653589793, 0)", 5, "π to the last bit")

"""Triangle: any two of the eight values → Solve → all eight values and the to-scale drawing.

Expected values are worked by hand (and checked with Python's math module) in the comments.
"""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS

LABELS = ["Leg a", "Leg b", "Hypotenuse c", "Angle α (°)", "Angle β (°)", "Area", "Perimeter", "Height h"]


def solve(app, **values):
    names = {"a": "Leg a", "b": "Leg b", "c": "Hypotenuse c", "alpha": "Angle α (°)", "beta": "Angle β (°)",
             "area": "Area", "perimeter": "Perimeter", "h": "Height h"}
    for key, value in values.items():
        app.fill(names[key], value)
    app.press("Solve")


def drawing_labels(app):
    """Every label of the drawing: its text, its box in the SVG's user units and on screen, and the SVG's."""
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, "svg.triangle-figure"))
    return app.driver.execute_script("""
        const figure = arguments[0].querySelector('svg.triangle-figure');
        const view = figure.viewBox.baseVal;
        const outer = figure.getBoundingClientRect();
        const labels = [...figure.querySelectorAll('text')].map((t) => {
          const b = t.getBBox(), r = t.getBoundingClientRect();
          return { text: t.textContent, box: [b.x, b.y, b.x + b.width, b.y + b.height],
                   rect: [r.left, r.top, r.right, r.bottom], size: parseFloat(getComputedStyle(t).fontSize) };
        });
        return { view: [view.x, view.y, view.x + view.width, view.y + view.height],
                 outer: [outer.left, outer.top, outer.right, outer.bottom], labels,
                 scale: outer.width / view.width };
    """, app.screen)


def values_in_full(app):
    """The table's titles (the full value where the cell shows it rounded) by row label."""
    return app.driver.execute_script("""
        return Object.fromEntries([...arguments[0].querySelectorAll('.triangle-values .value-row')].map((row) =>
          [row.querySelector('.cell-label').firstChild.textContent.trim(), row.querySelector('output').getAttribute('title')]));
    """, app.screen)


def corner_clipped(app):
    """The enlarged corner's shapes sit in a group clipped to exactly the box drawn around them."""
    return app.driver.execute_script("""
        const figure = arguments[0].querySelector('svg.triangle-figure');
        const group = figure.querySelector('g[clip-path]');
        const inset = figure.querySelector('.triangle-inset');
        if (!group || !inset || !group.querySelector('.triangle-fill, .triangle-side')) return false;
        const clip = figure.querySelector(group.getAttribute('clip-path').slice(4, -1) + ' rect');
        return ['x', 'y', 'width', 'height'].every((k) => clip.getAttribute(k) === inset.getAttribute(k));
    """, app.screen)


def focus_is(app, name):
    """The alert's `close` handler moves focus a moment after the dialog loses [open]: wait for it."""
    app.wait(lambda d: app.focused().get_attribute("name") == name, 5,
             f"focus on {name!r}, saw {app.focused().get_attribute('name')!r}")
    return True


def show_drawing(app):
    figure = app.screen.find_element(By.CSS_SELECTOR, "svg.triangle-figure")
    app.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", figure)
    return figure


def assert_legible(drawing):
    """Labels inside the SVG (user units and on screen), none overlapping another, none shrunk."""
    x0, y0, x1, y1 = drawing["view"]
    ox0, oy0, ox1, oy1 = drawing["outer"]
    for label in drawing["labels"]:
        lx0, ly0, lx1, ly1 = label["box"]
        assert x0 <= lx0 and lx1 <= x1 and y0 <= ly0 and ly1 <= y1, f"{label['text']} leaves the viewBox"
        rx0, ry0, rx1, ry1 = label["rect"]
        assert ox0 - 0.5 <= rx0 and rx1 <= ox1 + 0.5 and oy0 - 0.5 <= ry0 and ry1 <= oy1 + 0.5, f"{label['text']} leaves the SVG"
        # Drawn at (nearly) its CSS size: at least 12 px on screen.
        assert (ry1 - ry0) >= 12, f"{label['text']} is {ry1 - ry0:.1f} px high"
    labels = drawing["labels"]
    for i, p in enumerate(labels):
        for q in labels[i + 1:]:
            (a0, b0, a1, b1), (c0, d0, c1, d1) = p["rect"], q["rect"]
            overlap = min(a1, c1) - max(a0, c0) > 0 and min(b1, d1) - max(b0, d0) > 0
            assert not overlap, f"{p['text']!r} overlaps {q['text']!r}"
    assert drawing["scale"] > 0.85, f"the drawing is shrunk to {drawing['scale']:.2f}"


def test_triangle_legs_3_and_4(app):
    app.open("/triangle")
    assert app.title == "Triangle"
    assert "Fill in any two" in app.text()
    solve(app, a="3", b="4")
    app.wait_title("Solution")
    text = app.wait_text("Hypotenuse c")
    # c = √(3² + 4²) = 5; α = atan(3/4) = 36.86989764584402°, β = atan(4/3) = 53.13010235415598°
    # (math.degrees(math.atan2(3, 4)) and (4, 3)), shown to 10 significant digits ('%.10g' in
    # Python: 36.86989765, 53.13010235) with the full value in the title; area 3·4/2 = 6;
    # perimeter 3 + 4 + 5 = 12; h = 3·4/5 = 2.4.
    assert "Leg a given\n3" in text and "Leg b given\n4" in text
    assert "Hypotenuse c\n5" in text
    assert "Angle α\n36.86989765°" in text
    assert "Angle β\n53.13010235°" in text
    assert values_in_full(app)["Angle α"] == "36.86989764584402°"
    assert values_in_full(app)["Hypotenuse c"] is None  # 5 in full: no title
    assert "Area\n6" in text and "Perimeter\n12" in text and "Height h\n2.4" in text
    assert "mirror" not in text
    assert app.path == "/triangle/solution?a=3&b=4"
    drawing = drawing_labels(app)
    assert sorted(label["text"] for label in drawing["labels"]) == sorted(
        ["a = 3", "b = 4", "c = 5", "α = 36.87°", "β = 53.13°", "h = 2.4"])
    assert_legible(drawing)
    figure = app.screen.find_element(By.CSS_SELECTOR, "svg.triangle-figure")
    assert figure.get_attribute("role") == "img" and "right angle marked" in figure.get_attribute("aria-label")
    assert app.screen.find_elements(By.CSS_SELECTOR, "svg.triangle-figure .triangle-mark")
    assert app.screen.find_elements(By.CSS_SELECTOR, "svg.triangle-figure .triangle-height")
    assert app.screen.find_element(By.CSS_SELECTOR, "[aria-live]").is_displayed()
    show_drawing(app)
    app.shot("3-4-phone")


def test_triangle_hypotenuse_and_angle(app):
    app.open("/triangle")
    solve(app, c="10", alpha="30")
    app.wait_title("Solution")  # "Leg a" is on the input screen too
    text = app.wait_text("Height h\n")
    # a = 10·sin 30° = 5, b = 10·cos 30° = 5√3 = 8.660254037844386, β = 60°, area = 25√3/2 ≈ 21.6506350946110
    # (the API's 21.650635094610962 is 5·8.660254037844386/2 in doubles), perimeter 15 + 5√3 =
    # 23.660254037844386, h = 5·5√3/10 = 4.330127018922193; to 10 digits ('%.10g'): 8.660254038,
    # 21.65063509, 23.66025404, 4.330127019.
    assert "Leg a\n5" in text and "Leg b\n8.660254038" in text
    assert "Hypotenuse c given\n10" in text and "Angle α given\n30°" in text and "Angle β\n60°" in text
    assert "Area\n21.65063509" in text and "Perimeter\n23.66025404" in text
    assert "Height h\n4.330127019" in text
    full = values_in_full(app)
    assert full["Leg b"] == "8.660254037844386" and full["Area"] == "21.650635094610962"
    assert full["Perimeter"] == "23.660254037844386" and full["Height h"] == "4.330127018922193"
    assert app.path == "/triangle/solution?c=10&alpha=30"
    assert_legible(drawing_labels(app))


def test_triangle_mirror_image_and_reload(app):
    app.open("/triangle/solution?c=5&h=2.4")
    # c = 5 and h = 2.4: ab = ch = 12 and a² + b² = 25 give legs 3 and 4, either way round.
    text = app.wait_text("mirror image")
    assert "Leg a\n3" in text and "Leg b\n4" in text and "Height h given\n2.4" in text
    assert "Hypotenuse c and Height h do not say which leg is a" in text
    app.back()
    app.wait_title("Triangle")
    # The link's inputs are back in the fields, the others empty.
    assert app.field("Hypotenuse c").get_attribute("value") == "5"
    assert app.field("Height h").get_attribute("value") == "2.4"
    assert app.field("Leg a").get_attribute("value") == ""


def test_triangle_leg_not_shorter_than_hypotenuse(app):
    app.open("/triangle")
    app.fill("Leg a", "5")
    box = app.fill("Hypotenuse c", "3")
    box.send_keys(Keys.ENTER)  # Enter solves
    assert app.alert() == ("Check Leg a", "Leg a: must be shorter than the hypotenuse c")
    app.shot("alert")
    app.dismiss_alert()
    assert app.title == "Triangle" and app.path == "/triangle"
    assert focus_is(app, "a")


def test_triangle_shared_link_with_bad_values(app):
    app.open("/triangle/solution?a=5&c=3")
    assert app.alert() == ("Check Leg a", "Leg a: must be shorter than the hypotenuse c")
    app.dismiss_alert()
    app.wait_title("Triangle")
    assert app.path == "/triangle"
    # The link's values are in the fields to be corrected.
    assert app.field("Leg a").get_attribute("value") == "5"
    assert app.field("Hypotenuse c").get_attribute("value") == "3"


@pytest.mark.parametrize("values, alert, focus", [
    ({}, ("Fill in two values", "Nothing is filled in. Fill in any two of the eight values, for example Leg a and Leg b."), "a"),
    ({"a": "3"}, ("Fill in one more value", "Only Leg a is filled in. Fill in one more of the eight values."), "b"),
    ({"a": "3", "b": "4", "h": "2"},
     ("Fill in only two values", "3 values are filled in (Leg a, Leg b and Height h). Clear all but two of them."), "h"),
    ({"alpha": "30", "beta": "60"},
     ("Check Angle β", "Angle β: α and β together fix only the shape; give a length too"), "beta"),
    ({"b": "0", "area": "2"}, ("Check Leg b", "Leg b: must be greater than 0"), "b"),
    ({"a": "-3", "b": "4"}, ("Check Leg a", "Leg a: must be greater than 0"), "a"),
    ({"perimeter": "x", "b": "4"}, ("Check Perimeter", "Perimeter: must be a number, not 'x'"), "perimeter"),
    ({"alpha": "90", "c": "1"}, ("Check Angle α", "Angle α: must be between 0 and 90 degrees (exclusive)"), "alpha"),
])
def test_triangle_invalid_input_alerts(app, values, alert, focus):
    app.open("/triangle")
    solve(app, **values)
    assert app.alert() == alert
    app.dismiss_alert()
    assert app.title == "Triangle" and app.path == "/triangle"
    assert focus_is(app, focus)


def test_triangle_one_by_a_thousand_stays_legible(app):
    for name, dark in (("phone", False), ("desktop", True)):
        app.viewport(name, dark)
        app.open("/triangle/solution?a=1&b=1000")
        text = app.wait_text("Leg a given\n1")
        # c = √1000001 = 1000.000499999875, α = atan(1/1000) = 0.05729576041450061°, h = 1000/c
        # = 0.999999500000375; to 10 digits ('%.10g'): 1000.0005, 0.05729576041, 0.9999995.
        assert "Hypotenuse c\n1000.0005" in text and "Angle α\n0.05729576041°" in text
        assert "Height h\n0.9999995" in text
        drawing = drawing_labels(app)
        texts = [label["text"] for label in drawing["labels"]]
        # Rounded to 4 digits, except where that would make c look as long as b, or h as a.
        for label in ("a = 1", "b = 1000", "c = 1000.0005", "α = 0.0573°", "β = 89.94°", "h = 0.9999995"):
            assert label in texts
        assert any(t.startswith("corner enlarged ×") for t in texts)
        assert_legible(drawing)
        # The right angle is marked where it can be seen: in the enlarged corner, whose drawing is
        # clipped to its box (none of it runs through the box's border).
        assert app.screen.find_elements(By.CSS_SELECTOR, "svg.triangle-figure .triangle-inset")
        assert corner_clipped(app)
        show_drawing(app)
        app.shot(f"1x1000-{name}")


@pytest.mark.parametrize("name", list(VIEWPORTS))
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_triangle_layout(app, name, dark):
    app.viewport(name, dark)
    app.open("/triangle")
    assert app.layout_problems() == []
    app.shot(f"input-{name}-{'dark' if dark else 'light'}")
    for label in LABELS:
        assert app.field(label).is_displayed()
    solve(app, a="3", b="4")
    app.wait_title("Solution")  # the input screen has a "Height h" too
    app.wait_text("Height h")
    assert app.layout_problems() == []
    assert_legible(drawing_labels(app))
    if name == "tablet":
        # The same centred column as the other screens on a tablet, not edge to edge.
        left, right, width = app.driver.execute_script(
            "const r = arguments[0].querySelector('.triangle-values .cells').getBoundingClientRect();"
            "return [r.left, innerWidth - r.right, r.width];", app.screen)
        assert abs(left - right) <= 1 and width <= 650, (left, right, width)
    show_drawing(app)
    app.shot(f"result-{name}-{'dark' if dark else 'light'}")
    for path in ("/triangle/solution?a=1000&b=1", "/triangle/solution?a=7&b=7"):
        app.open(path)
        app.wait_text("Height h")
        assert app.layout_problems() == []
        assert_legible(drawing_labels(app))


SHAPES = {
    "tall": "a=1000&b=1",  # the long leg is a: drawn along the bottom all the same
    "isosceles": "a=7&b=7",
    "1x5": "a=1&b=5",  # just thick enough to show the right angle in place
    "1x20": "a=1&b=20",  # thin: the corner enlarged
    "1e-300x1": "a=1e-300&b=1",  # the thinnest there is
    "steep": "c=1&alpha=89.999",
    "huge": "a=1e300&b=2e300",  # long labels
}


@pytest.mark.parametrize("query", list(SHAPES.values()), ids=list(SHAPES))
@pytest.mark.parametrize("name", ["phone", "desktop"])
def test_triangle_shapes_stay_legible(app, name, query):
    app.viewport(name)
    app.open(f"/triangle/solution?{query}")
    app.wait_text("Height h")
    assert_legible(drawing_labels(app))
    assert app.layout_problems() == []
    assert values_fit(app) == []
    show_drawing(app)
    app.shot("drawing")


def values_fit(app):
    """Values that wrap onto a second line or run out of their cell."""
    return app.driver.execute_script("""
        return [...arguments[0].querySelectorAll('.triangle-values output')].filter((o) => {
          const range = document.createRange();
          range.selectNodeContents(o);
          const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          const text = range.getBoundingClientRect(), cell = o.closest('.cell').getBoundingClientRect();
          return lines > 1 || text.left < cell.left || text.right > cell.right + 0.5;
        }).map((o) => o.textContent);
    """, app.screen)


def test_triangle_rounded_values_stay_on_one_line(app):
    # a = 1e300, b = 2e300: c = √5 · 10³⁰⁰ = 2.23606797749979e300 ('%.10g': 2.236067977e+300),
    # area 1e600 (beyond a double: the API's literal), perimeter 5.23606797749979e300 → 5.236067977,
    # h = 2e300/√5 = 8.94427190999916e299 → 8.94427191.
    app.viewport("phone")
    app.open("/triangle/solution?a=1e300&b=2e300")
    text = app.wait_text("Height h")
    assert "Hypotenuse c\n2.236067977 × 10³⁰⁰" in text
    assert "Perimeter\n5.236067977 × 10³⁰⁰" in text and "Height h\n8.94427191 × 10²⁹⁹" in text
    assert "Area\n1 × 10⁶⁰⁰" in text
    assert values_fit(app) == []
    # c = 1, α = 89.999: β = 0.001° (0.0010000000000047748 in doubles), a = cos(0.001°) =
    # 0.9999999998476913 ('%.10g': 0.9999999998), b = sin(0.001°) = 1.7453292519140536e-05 and
    # h = ab/c = 1.745329251648225e-05 (the API's doubles): the same to 10 digits, so both get
    # 12 ('%.12g': 1.74532925191e-05 and 1.74532925165e-05) rather than look equal.
    app.open("/triangle/solution?c=1&alpha=89.999")
    text = app.wait_text("Height h")
    assert "Angle β\n0.001°" in text and "Leg a\n0.9999999998" in text
    assert "Leg b\n1.74532925191 × 10⁻⁵" in text and "Height h\n1.74532925165 × 10⁻⁵" in text
    assert values_in_full(app)["Angle β"] == "0.0010000000000047748°"
    assert values_fit(app) == []
    # An angle in × 10ⁿ keeps its degree sign apart from the superscript (a narrow space).
    app.open("/triangle/solution?a=1e-300&b=1")
    app.wait_text("Height h")
    alpha = app.screen.find_element(By.XPATH, ".//div[contains(@class,'value-row')][.//span[starts-with(normalize-space(), 'Angle α')]]//output")
    assert alpha.get_attribute("textContent").endswith("\u202f°"), alpha.get_attribute("textContent")
    assert values_fit(app) == []
    app.shot("exponents")

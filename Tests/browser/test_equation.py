"""Equation: a, b, c → Solve → roots, discriminant, vertex, plot. Expected values worked by hand."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys


def solve(app, a, b, c):
    app.fill("a", a)
    app.fill("b", b)
    app.fill("c", c)
    app.press("Solve")


def test_two_real_roots(app):
    app.open("/equation")
    assert app.title == "Equation"
    solve(app, "1", "-3", "2")
    app.wait_title("Solution")
    text = app.wait_text("Two real roots")
    # (x − 1)(x − 2): roots 1 and 2, discriminant 9 − 8 = 1, vertex (1.5, −0.25).
    assert "Equation\nx² − 3x + 2 = 0" in text  # as a person writes it: no 1·, no ·, − for −3
    assert "x = 1 or x = 2" in text
    assert "x₁\n1" in text and "x₂\n2" in text
    assert "Discriminant\n1" in text
    assert "Vertex\n(1.5, −0.25)" in text
    assert app.path == "/equation/solution?a=1&b=-3&c=2"
    plot = app.screen.find_element(By.CSS_SELECTOR, "svg.plot")
    assert "x₁ = 1" in plot.text and "x₂ = 2" in plot.text and "vertex (1.5, −0.25)" in plot.text
    # Tick labels drawn at 11 px or more on screen (the graph is drawn at its own pixel width).
    assert min(tick_heights(app)) >= 11
    app.shot("two-real")


def tick_heights(app):
    """The on-screen font size of each tick label of the graph (its CSS size times the SVG's scale)."""
    return app.driver.execute_script("""
        const plot = arguments[0].querySelector('svg.plot');
        const scale = plot.getBoundingClientRect().width / plot.viewBox.baseVal.width;
        return [...plot.querySelectorAll('text.tick')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
    """, app.screen)


@pytest.mark.parametrize("a, b, c, written", [
    ("1", "-3", "2", "x² − 3x + 2 = 0"),
    ("-1", "0", "4", "−x² + 4 = 0"),
    ("2", "-1", "0", "2x² − x = 0"),
    ("0", "1", "-0.5", "x − 0.5 = 0"),
    ("0.5", "1", "1", "0.5x² + x + 1 = 0"),
    ("1e-3", "1", "0", "0.001x² + x = 0"),
    ("1e-5", "-2.5e300", "0", "(1 × 10⁻⁵)x² − (2.5 × 10³⁰⁰)x = 0"),
])
def test_equation_written_as_a_person_writes_it(app, a, b, c, written):
    app.open(f"/equation/solution?a={a}&b={b}&c={c}")
    app.wait_title("Solution")
    # The whole row: "Equation" alone is also Back's title, on screen before the answer.
    app.wait_text(f"Equation\n{written}")


@pytest.mark.parametrize("name", ["phone", "desktop"])
def test_graph_labels_are_legible(app, name):
    app.viewport(name)
    app.open("/equation/solution?a=1&b=-3&c=2")
    app.wait_text("Two real roots")
    app.wait(lambda d: min(tick_heights(app), default=0) >= 11, 5, "tick labels of 11 px or more")


def test_complex_roots_explained(app):
    app.open("/equation")
    solve(app, "1", "2", "5")
    text = app.wait_text("Two complex roots")
    # x = (−2 ± √(4 − 20)) / 2 = −1 ± 2i.
    assert "x = −1 ± 2i" in text
    assert "−1 − 2i" in text and "−1 + 2i" in text
    assert "no real root" in text
    app.shot("complex")


def test_placeholders_are_examples_not_values(app):
    app.open("/equation")
    # An empty field shows an example, marked as one and in a lighter grey than any value.
    assert [app.field(n).get_attribute("placeholder") for n in "abc"] == ["e.g. 1", "e.g. −3", "e.g. 2"]
    placeholder, value = app.driver.execute_script("""
        const box = arguments[0];
        return [getComputedStyle(box, '::placeholder').color, getComputedStyle(box).color];
    """, app.field("a"))
    assert placeholder != value
    alpha = float(placeholder.split(",")[-1].rstrip(")")) if placeholder.startswith("rgba") else 1.0
    assert alpha <= 0.5, placeholder
    app.open("/primes")
    assert [app.field(n).get_attribute("placeholder") for n in ("From", "To")] == ["e.g. 1", "e.g. 100"]


def test_enter_solves_and_invalid_alerts_without_navigating(app):
    app.open("/equation")
    app.fill("a", "1")
    app.fill("b", "x")
    box = app.fill("c", "2")
    box.send_keys(Keys.ENTER)
    title, message = app.alert()
    assert (title, message) == ("Check b", "b: must be a number, not 'x'")
    app.shot("alert")
    app.dismiss_alert()
    assert app.title == "Equation" and app.path == "/equation"
    assert app.focused().get_attribute("name") == "b"
    app.fill("b", "")
    app.press("Solve")
    assert app.alert() == ("Check b", "b: must not be empty")
    app.dismiss_alert()


def test_back_and_reload_restore(app):
    app.open("/equation/solution?a=1&b=0&c=-4")
    assert "x = −2 or x = 2" in app.wait_text("Two real roots")
    app.reload()
    assert "x = −2 or x = 2" in app.wait_text("Two real roots")
    # A shared link opens with its input screen below it, holding the link's inputs.
    app.back()
    app.wait_title("Equation")
    assert app.field("c").get_attribute("value") == "-4"
    # Solve pushes the solution again; browser Back pops it as the Back button does.
    app.press("Solve")
    app.wait_title("Solution")
    app.driver.back()
    app.wait_title("Equation")


def value_cell(app, label):
    return app.screen.find_element(By.XPATH, f".//div[contains(@class,'value-row')][span='{label}']/output")


def value(app, label):
    return value_cell(app, label).get_attribute("textContent")


def test_rounding_noise_is_read_rounded_with_every_digit_a_tap_away(app):
    # Issue 13, point 2. (x − 0.09)(x − 0.11) = x² − 0.2x + 0.0099: by hand the roots are 0.09 and
    # 0.11 and the discriminant 0.04 − 0.0396 = 0.0004; in doubles x₂ = 0.1100000000000001 and
    # b² − 4ac = 0.00040000000000000012 (node: 0.2**2 - 4*0.0099 with the core's fused rounding).
    app.viewport("phone")
    app.open("/equation")
    solve(app, "1", "-0.2", "0.0099")
    app.wait_title("Solution")
    text = app.wait_text("Two real roots")
    assert "Exact\nx = 9/100 or x = 11/100" in text
    assert "x₁\n0.09" in text and "x₂\n0.11" in text
    assert "Discriminant\n0.0004" in text
    assert "b² − 4ac = 0.0004 is positive" in text
    x2 = value_cell(app, "x₂")
    full = x2.get_attribute("title")
    assert full.startswith("0.11000000000000") and full != "0.11"
    # One tap shows every digit, another the rounded value again; Enter does the same.
    x2.click()
    assert x2.text == full and x2.get_attribute("aria-pressed") == "true"
    x2.click()
    assert x2.text == "0.11"
    x2.send_keys(Keys.ENTER)
    assert x2.text == full
    # Never wrapped mid-number: the full discriminant stays on one line at 375 px.
    disc = value_cell(app, "Discriminant")
    disc.click()
    assert disc.text.startswith("0.00040000000000000")
    lines = app.driver.execute_script(
        "const r = document.createRange(); r.selectNodeContents(arguments[0]); return r.getClientRects().length;", disc)
    assert lines == 1
    assert disc.rect["x"] + disc.rect["width"] <= 375
    # A value with nothing to round is plain text, not a button.
    equation = value_cell(app, "Equation")
    assert equation.get_attribute("role") is None
    app.shot("rounding")


def test_roots_that_round_alike_get_the_digits_that_tell_them_apart(app):
    # x² − 2.0000000002x + 1.0000000002 = (x − 1)(x − 1.0000000002): to 10 digits both roots
    # read 1; 12 digits tell them apart (1 and 1.0000000002).
    app.open("/equation")
    solve(app, "1", "-2.0000000002", "1.0000000002")
    app.wait_title("Solution")
    app.wait_text("Two real roots")
    assert (value(app, "x₁"), value(app, "x₂")) == ("1", "1.0000000002")

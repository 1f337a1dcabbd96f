"""Calculator: Convert and Math Notes behind the mode key, as iOS 18 (issue 34, point 4).

The mode key's menu lists Basic, Scientific, Math Notes and the Convert switch. With Convert on,
two rows under the display show the typed value in one unit and its conversion in another (the
core's eval in the page's wasm, written as the display writes numbers: nine significant digits);
a tap on the other row makes it the one typed into; ⇅ swaps the units; the setting survives a
reload. Math Notes opens the Notes tab.

Expected values are worked by hand from the units' definitions (docs/units.md): 100 °F is
(100 − 32) × 5/9 = 37.777… °C; 3 ft is 3 × 0.3048 = 0.9144 m; 1 m is 1/0.3048 = 3.28083989… ft;
30 mpg is 100 × 3.785411784 / (1.609344 × 30) = 7.84048611… L/100km."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_calculator import next_frames, open_calculator, press, wait_display

VISIBLE = ".stack:not([hidden]) > .screen:not([hidden])"


def menu_items(app):
    """The mode key's menu as (role, name, checked) for each item; the menu is left open."""
    app.screen.find_element(By.CSS_SELECTOR, ".calc-mode").click()
    menu = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, ".calc-menu[role=menu]"), 5, "the menu")
    return [(i.get_attribute("role"), i.text.strip().lstrip("✓").strip(), i.get_attribute("aria-checked"))
            for i in menu.find_elements(By.CSS_SELECTOR, ".calc-menu-item")]


def choose(app, name):
    """Chooses `name` in the open menu and waits for it to close."""
    item = next(i for i in app.driver.find_elements(By.CSS_SELECTOR, ".calc-menu-item") if i.text.strip().lstrip("✓").strip() == name)
    item.click()
    app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, ".calc-menu"), 5, "the menu closed")


def turn_convert_on(app):
    menu_items(app)
    choose(app, "Convert")
    app.wait(lambda d: convert(app).is_displayed(), 5, "the Convert rows")


def convert(app):
    return app.screen.find_element(By.CSS_SELECTOR, ".calc-convert")


def picker(app, label):
    return Select(convert(app).find_element(By.CSS_SELECTOR, f"select[aria-label='{label}']"))


def rows(app):
    """The two rows' (unit, value) as they read, top first."""
    return app.driver.execute_script("""
        const box = document.querySelector(arguments[0] + ' .calc-convert');
        return [0, 1].map((row) => [box.querySelector(`.calc-convert-unit-${row} select`).value,
                                    box.querySelector(`.calc-convert-value-${row}`).textContent]);""", VISIBLE)


def wait_rows(app, expected, timeout=5):
    app.wait(lambda d: rows(app) == expected, timeout, f"rows {expected}, saw {rows(app)}")


def set_units(app, category, top, bottom):
    picker(app, "Category").select_by_value(category)
    picker(app, "First unit").select_by_value(top)
    picker(app, "Second unit").select_by_value(bottom)


def test_mode_menu_lists_math_notes_and_the_convert_switch(app):
    open_calculator(app, (390, 844))
    assert menu_items(app) == [
        ("menuitemradio", "Basic", "true"), ("menuitemradio", "Scientific", "false"),
        ("menuitem", "Math Notes", None), ("menuitemcheckbox", "Convert", "false")]
    assert app.driver.find_elements(By.CSS_SELECTOR, ".calc-menu [role=separator]")
    choose(app, "Convert")
    assert convert(app).is_displayed()
    assert menu_items(app)[3] == ("menuitemcheckbox", "Convert", "true")
    choose(app, "Convert")  # off again
    app.wait(lambda d: not convert(app).is_displayed(), 5, "the rows gone")


def test_convert_follows_the_typed_value_both_ways_and_survives_a_reload(app):
    open_calculator(app, (390, 844))
    turn_convert_on(app)
    # The pickers and ⇅ have names; the rows say which one the keys type into.
    names = [n.get_attribute("aria-label") for n in convert(app).find_elements(By.CSS_SELECTOR, "select, .calc-convert-swap")]
    assert names == ["Category", "Swap Units", "First unit", "Second unit"]
    set_units(app, "temperature", "°F", "°C")
    press(app, "100")
    wait_display(app, "100")
    wait_rows(app, [["°F", "100"], ["°C", "37.7777778"]])
    assert convert(app).find_element(By.CSS_SELECTOR, ".calc-convert-value-0").get_attribute("aria-pressed") == "true"
    # ⇅: the units change places; the typed value stays where it is typed.
    app.press("Swap Units")
    wait_rows(app, [["°C", "100"], ["°F", "212"]])

    set_units(app, "length", "ft", "m")
    press(app, "⌫ ⌫ ⌫ 3")  # iOS 18's clear key deletes while a number is typed
    wait_rows(app, [["ft", "3"], ["m", "0.9144"]])
    # A tap on the lower row makes it the one typed into: 1 m above is 3.28083989… ft.
    convert(app).find_element(By.CSS_SELECTOR, ".calc-convert-value-1").click()
    wait_display(app, "0.9144")
    press(app, "1")
    wait_display(app, "1")
    wait_rows(app, [["ft", "3.2808399"], ["m", "1"]])
    assert convert(app).find_element(By.CSS_SELECTOR, ".calc-convert-value-1").get_attribute("aria-pressed") == "true"
    assert app.driver.execute_script(
        f"return document.querySelector('{VISIBLE} .calc-convert [role=status]').textContent") == "1 m is 3.2808399 ft"

    app.reload()
    app.wait_title("Calculator")
    wait_rows(app, [["ft", "3.2808399"], ["m", "1"]])
    assert menu_items(app)[3] == ("menuitemcheckbox", "Convert", "true")
    choose(app, "Convert")
    app.reload()
    app.wait_title("Calculator")
    wait_display(app, "1")
    assert not convert(app).is_displayed()  # off is kept too


def test_fuel_economy_is_the_inverse_and_a_conversion_beyond_range_says_why(app):
    open_calculator(app, (390, 844))
    turn_convert_on(app)
    set_units(app, "fuel", "mpg", "L/100km")
    press(app, "30")
    wait_rows(app, [["mpg", "30"], ["L/100km", "7.84048611"]])
    # 0 mpg is no finite L/100km: no number, and the core's reason under the display.
    press(app, "⌫ ⌫")
    wait_rows(app, [["mpg", "0"], ["L/100km", "—"]])
    app.wait(lambda d: "Convert:" in app.text(".calc-notice"), 5, "the reason")
    assert "beyond the numbers handled" in app.text(".calc-notice")
    lower = convert(app).find_element(By.CSS_SELECTOR, ".calc-convert-value-1")
    assert "beyond the numbers handled" in lower.get_attribute("title")  # on its side the notice has no room


def test_math_notes_opens_the_notes_tab(app):
    open_calculator(app, (390, 844))
    menu_items(app)
    choose(app, "Math Notes")
    app.wait_title("Notes")
    assert app.path == "/notes"
    assert app.selected_tab() == "More"  # a phone shows Notes under More


@pytest.mark.parametrize("size", [(390, 844), (844, 390), (1280, 800), (1024, 768), (375, 667)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_convert_fits_every_size(app, size):
    """The rows under the display (on its side, and beside the Graph where the scientific keys
    are at their smallest, in its place) and every key, each at least 44 px, none overlapping,
    nothing scrolling."""
    open_calculator(app, size)
    turn_convert_on(app)
    set_units(app, "fuel", "L/100km", "impmpg")
    press(app, "123456789")
    app.wait(lambda d: rows(app)[1][1] not in ("0", "—") and rows(app)[0][1] == "123,456,789", 5, f"the conversion, saw {rows(app)}")
    next_frames(app)
    assert app.layout_problems() == []
    pane = app.driver.execute_script(
        f"const p = document.querySelector('{VISIBLE} .calc-pane'); return [p.scrollHeight, p.clientHeight];")
    assert pane[0] <= pane[1], f"the calculator scrolls: {pane}"
    # Each value fits its row (its digits shrink as the display's do).
    widths = app.driver.execute_script(f"""
        return [...document.querySelectorAll('{VISIBLE} .calc-convert-value')].map((b) =>
          [b.querySelector('.calc-convert-text').getBoundingClientRect().width, b.clientWidth]);""")
    assert all(text <= box for text, box in widths), widths

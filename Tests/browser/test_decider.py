"""Decider (seed 003, part 1): edit the options (add; delete as iOS does, by the red circle or a
swipe, then Delete, with Undo; restore once confirmed; kept in localStorage) and "Decide!" asks
POST /api/decide for one of them. Option text is user text and shows as text."""
import time

from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS, drag

# The API's defaults (docs/cli.md, "Decider": the executive decision maker's answers).
DEFAULTS = ["Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later"]
XSS = "<img src=x onerror=alert(1)>"


def options(app):
    return [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".decider-option-text")]


def add(app, text):
    box = app.field("New option")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(text, Keys.ENTER)


def answer(app):
    return app.screen.find_element(By.CSS_SELECTOR, ".decider-answer")


def decide(app):
    app.press("Decide!")
    app.wait(lambda d: "settled" in answer(app).get_attribute("class"), message="an answer")
    return answer(app).text


def delete(app, option):
    """The red circle, then Delete: iOS's two taps."""
    app.press(f"Remove {option}")
    app.press(f"Delete {option}")


def alert_button(app, text):
    app.alert()  # waits for it: the alert card's module loads with the page's first alert
    for node in app.driver.find_elements(By.CSS_SELECTOR, "dialog.alert[open] .alert-button"):
        if node.text == text:
            return node
    raise AssertionError(f"no alert button {text!r}")


def only(app, text):
    """Leaves `text` as the single option."""
    while options(app):
        delete(app, options(app)[0])
    add(app, text)
    assert options(app) == [text]


def test_decider_defaults_and_decide(app):
    app.open("/decider")
    assert app.title == "Decider"
    assert options(app) == DEFAULTS
    assert "Options (6)" in app.text()
    assert decide(app) in DEFAULTS
    assert app.path == "/decider"


def test_decider_add_remove_restore_and_remembered(app):
    app.open("/decider")
    add(app, "Pizza")  # Enter adds
    assert options(app) == DEFAULTS + ["Pizza"]
    assert app.field("New option").get_attribute("value") == ""
    assert app.focused().get_attribute("name") == "option"
    app.fill("New option", "  Tacos  ")
    app.press("Add")
    assert options(app) == DEFAULTS + ["Pizza", "Tacos"]  # trimmed
    delete(app, "Maybe")
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later", "Pizza", "Tacos"]
    # The keyboard stays in the list: on the option that moved up.
    assert app.focused().get_attribute("aria-label") == "Remove Definitely"
    app.shot("edited")
    app.reload()
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later", "Pizza", "Tacos"]
    app.press("Restore the Defaults")
    alert_button(app, "Restore").click()
    app.wait(lambda d: options(app) == DEFAULTS, message="the defaults")
    app.reload()
    assert options(app) == DEFAULTS


def test_decider_single_option_is_the_answer(app):
    app.open("/decider")
    only(app, "Tacos")
    # The API picks uniformly among the options given; with one, it must be that one.
    assert decide(app) == "Tacos"
    assert decide(app) == "Tacos"
    app.shot("tacos")
    app.reload()
    assert options(app) == ["Tacos"]


def test_decider_option_is_shown_as_text(app):
    app.open("/decider")
    add(app, XSS)
    assert options(app)[-1] == XSS
    assert app.button(f"Remove {XSS}")
    only(app, XSS)
    assert decide(app) == XSS
    app.shot("xss")
    # Shown literally: no image element was made from it (the launch screen's logo is outside
    # the stacks) and no script ran.
    assert app.driver.execute_script("return document.querySelectorAll('#stacks img').length") == 0
    try:
        app.driver.switch_to.alert
        raise AssertionError("a JavaScript alert opened")
    except NoAlertPresentException:
        pass
    app.reload()
    assert options(app) == [XSS]
    assert app.driver.execute_script("return document.querySelectorAll('#stacks img').length") == 0


def test_decider_invalid_alerts_name_the_field(app):
    app.open("/decider")
    app.fill("New option", "   ")
    app.press("Add")
    # In words, naming the field (its label, New option).
    assert app.alert() == ("Check the new option", "The new option must not be blank.")
    app.shot("blank")
    app.dismiss_alert()
    app.wait(lambda d: app.focused().get_attribute("name") == "option", message="focus on New option")
    assert options(app) == DEFAULTS
    while options(app):
        delete(app, options(app)[0])
    assert "Options (0)" in app.text()
    # An empty list would make the API answer from its own defaults: refused here instead.
    app.press("Decide!")
    assert app.alert() == ("Check Options", "Options: add at least one option to decide between")
    app.dismiss_alert()
    app.wait(lambda d: app.focused().get_attribute("name") == "option", message="focus on New option")
    assert "Ask a yes-or-no question" in answer(app).text
    assert app.title == "Decider" and app.path == "/decider"


def test_decider_layout_at_every_viewport(app):
    app.open("/decider")
    add(app, "A much longer option that has to wrap onto a second line on a phone")
    for dark in (False, True):
        for name in VIEWPORTS:
            app.viewport(name, dark)
            app.open("/decider", fresh=False)
            app.wait_title("Decider")
            decide(app)
            assert app.layout_problems() == [], (name, dark)
            if name in ("phone", "desktop"):
                app.shot(f"{name}-{'dark' if dark else 'light'}")


def test_decider_delete_asks_first_and_can_be_undone(app):
    app.open("/decider")
    app.press("Remove Maybe")
    # The red circle only shows Delete, and the keyboard goes to it; nothing is gone yet.
    assert options(app) == DEFAULTS
    assert app.focused().get_attribute("aria-label") == "Delete Maybe"
    # The tests ask for reduced motion: the circle is turned at once, with no transition.
    icon = app.screen.find_element(By.CSS_SELECTOR, ".decider-option.revealed .remove-icon")
    assert icon.value_of_css_property("transition-duration") == "0s"
    app.shot("delete-shown")
    app.press("Delete Maybe")
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later"]
    assert app.text(".toast") == "Deleted “Maybe”.\nUndo"
    # Said to a screen reader by a status region that was there before it.
    assert app.screen.find_element(By.CSS_SELECTOR, ".toast-place [role=status]").get_attribute("textContent") == "Deleted “Maybe”."
    app.press("Undo")
    # Back where it was, and remembered so.
    assert options(app) == DEFAULTS
    assert app.focused().get_attribute("aria-label") == "Remove Maybe"
    assert not app.screen.find_element(By.CSS_SELECTOR, ".toast").is_displayed()
    assert app.screen.find_element(By.CSS_SELECTOR, ".toast-place [role=status]").get_attribute("textContent") == ""
    app.reload()
    assert options(app) == DEFAULTS
    # Escape puts Delete away again.
    app.press("Remove No")
    app.focused().send_keys(Keys.ESCAPE)
    assert app.focused().get_attribute("aria-label") == "Remove No"
    assert not app.screen.find_elements(By.CSS_SELECTOR, ".decider-option.revealed")


def toast_shown(app):
    return app.screen.find_element(By.CSS_SELECTOR, ".toast").is_displayed()


def test_decider_undo_stays_8_seconds_and_while_it_has_the_focus(app):
    """toast.js: 8 s untouched; held (focus or pointer on it) it stays, and once let go it stays
    3 s more before it goes."""
    app.open("/decider")
    delete(app, "Maybe")
    offered = time.monotonic()
    undo = app.screen.find_element(By.CSS_SELECTOR, ".toast .toast-action")
    assert toast_shown(app)
    # Just before 8 s (a margin for the driver's own round trips): still there; then held.
    time.sleep(7.0 - (time.monotonic() - offered))
    assert toast_shown(app), "gone before 8 s"
    app.driver.execute_script("arguments[0].focus()", undo)
    time.sleep(9.0 - (time.monotonic() - offered))
    assert toast_shown(app), "gone while Undo had the focus"
    let_go = time.monotonic()
    app.driver.execute_script("document.activeElement.blur()")
    app.wait(lambda d: not toast_shown(app), 5, "the toast gone once let go")
    assert 2.8 <= time.monotonic() - let_go <= 4, time.monotonic() - let_go
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later"]


def on_text(app, row, across):
    """The point `across` (0 to 1) of the way along a row's text, at its middle height."""
    return app.driver.execute_script(
        "const r = arguments[0].querySelector('.decider-option-text').getBoundingClientRect();"
        " return [r.left + r.width * arguments[1], r.top + r.height / 2];", row, across)


def test_decider_swipe_left_shows_delete(app):
    app.open("/decider")
    row = app.screen.find_elements(By.CSS_SELECTOR, ".decider-option")[2]
    drag(app, *on_text(app, row, 0.5), -100, 0, 5)
    app.wait(lambda d: "revealed" in row.get_attribute("class"), message="Delete shown by the swipe")
    assert options(app) == DEFAULTS
    app.shot("swiped")
    app.press("Delete Maybe")
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later"]
    # A swipe to the right puts Delete away.
    row = app.screen.find_elements(By.CSS_SELECTOR, ".decider-option")[0]
    x, y = on_text(app, row, 0)
    drag(app, x + 110, y, -100, 0, 5)
    app.wait(lambda d: "revealed" in row.get_attribute("class"), message="Delete shown")
    drag(app, x + 10, y, 100, 0, 5)
    app.wait(lambda d: "revealed" not in row.get_attribute("class"), message="Delete put away")


def test_decider_restore_asks_first(app):
    app.open("/decider")
    add(app, "Pizza")
    app.press("Restore the Defaults")
    assert app.alert() == ("Restore the Defaults?", "Your 7 options will be replaced by the 6 default answers.")
    app.shot("restore-confirm")
    alert_button(app, "Cancel").click()
    app.wait(lambda d: not app.has_alert())
    assert options(app) == DEFAULTS + ["Pizza"]
    app.press("Restore the Defaults")
    alert_button(app, "Restore").click()
    app.wait(lambda d: options(app) == DEFAULTS, message="the defaults")
    # With the defaults already there, there is nothing to lose and nothing to ask.
    app.press("Restore the Defaults")
    assert not app.has_alert()


def test_decider_answer_goes_with_its_option(app):
    app.open("/decider")
    only(app, "Tacos")
    assert decide(app) == "Tacos"
    add(app, "Pizza")
    assert answer(app).text == "Tacos"  # still an option
    delete(app, "Tacos")
    assert "Ask a yes-or-no question" in answer(app).text

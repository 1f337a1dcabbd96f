"""Decider (seed 003, part 1): edit the options (add, remove, restore; kept in localStorage) and
"Decide!" asks POST /api/decide for one of them. Option text is user text and shows as text."""
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS

# The API's defaults (README, "Decider": the executive decision maker's answers).
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


def only(app, text):
    """Leaves `text` as the single option."""
    while options(app):
        app.press(f"Remove {options(app)[0]}")
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
    app.press("Remove Maybe")
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later", "Pizza", "Tacos"]
    # The keyboard stays in the list: on the option that moved up.
    assert app.focused().get_attribute("aria-label") == "Remove Definitely"
    app.shot("edited")
    app.reload()
    assert options(app) == ["Yes", "No", "Definitely", "Not a chance", "Ask again later", "Pizza", "Tacos"]
    app.press("Restore the Defaults")
    assert options(app) == DEFAULTS
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
        app.press(f"Remove {options(app)[0]}")
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

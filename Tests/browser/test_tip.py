"""Tip: one live screen (seed 004). Bill, − / + for tip and party, amounts from the core's tip
(what POST /api/tip answers).

Expected amounts are worked by hand in integer cents (the API rounds the tip half up to the cent
and gives the leftover cents of the split to the first people); the browser runs with
--lang=en-US, so the currency is USD written as $98.15.
"""
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS


def stepper_value(app, group):
    return app.screen.find_element(By.CSS_SELECTOR, f"[role=group][aria-label='{group}'] output").text


def type_bill(app, text):
    """Selects the bill and types over it, as a user does (WebDriver's clear() would also
    blur the field, which counts as finishing the entry)."""
    box = app.field("Bill")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(text if text else Keys.DELETE)
    return box


def press_times(app, name, times):
    for _ in range(times):
        app.press(name)


def settled_text(app, fragment, timeout=10):
    """Waits until the amounts answer the inputs as they are now (no question on its way, so not
    busy) and show `fragment`; returns the screen's text."""
    app.wait(lambda d: fragment in app.text() and not app.screen.find_elements(
        By.CSS_SELECTOR, ".tip-results[aria-busy=true]"), timeout, f"{fragment!r}, settled")
    return app.text()


def test_tip_defaults(app):
    app.open("/tip")
    assert app.title == "Tip"
    # The seed's model: bill 0.00, tip 20 %, party of 1.
    text = app.wait_text("Your share\n$0.00")
    assert stepper_value(app, "Tip") == "20%"
    assert stepper_value(app, "Party") == "1 person"
    assert "Tip (20%)\n$0.00" in text and "Total\n$0.00" in text
    assert app.field("Bill").get_attribute("inputmode") == "decimal"
    assert app.field("Bill").get_attribute("value") == ""
    # No Solve button on this screen, in it or in its bar: it is live.
    assert not [b for b in app.screen.find_elements(By.CSS_SELECTOR, "button") if b.text.startswith("Solve")]
    assert app.path == "/tip"


def test_tip_seed_example_78_52_at_25_percent_for_two(app):
    app.open("/tip")
    type_bill(app, "78.52")
    # 78.52 × 1.20 = 94.224 → 94.22 (tip 15.704 → 15.70).
    app.wait_text("Total\n$94.22")
    app.press("Increase tip")
    app.press("Increase party size")
    assert stepper_value(app, "Tip") == "25%"
    assert stepper_value(app, "Party") == "2 people"
    # 78.52 × 0.25 = 19.63 exactly; 78.52 + 19.63 = 98.15; 9815 cents / 2 = 4907.5, so the
    # first person pays 4908 cents and the second 4907.
    text = settled_text(app, "Second person\n$49.07")
    assert "Total\n$98.15" in text
    assert "Tip (25%)\n$19.63" in text
    assert "First person\n$49.08" in text
    assert "Second person\n$49.07" in text
    assert "The first person pays 1 cent more so the shares add up to the total." in text
    assert app.path == "/tip"
    app.shot("seed-example")
    # Remembered on this device (localStorage), not in the URL.
    app.reload()
    app.wait_title("Tip")
    text = app.wait_text("Total\n$98.15")
    assert app.field("Bill").get_attribute("value") == "78.52"
    assert stepper_value(app, "Tip") == "25%" and stepper_value(app, "Party") == "2 people"


def test_tip_extra_cents_for_several_people(app):
    app.open("/tip")
    type_bill(app, "100")
    press_times(app, "Decrease tip", 4)  # 20 → 0 %
    press_times(app, "Increase party size", 5)  # 1 → 6
    # 10000 cents / 6 = 1666 rest 4: four people pay 16.67, two pay 16.66.
    text = app.wait_text("First 4 people\n$16.67 each")
    assert "Other 2 people\n$16.66 each" in text
    assert "The first 4 people pay 1 cent more each so the shares add up to the total." in text
    press_times(app, "Decrease party size", 1)  # 5: 10000 / 5 = 2000 exactly
    text = app.wait_text("Each of 5 pays\n$20.00")
    assert "cent more" not in text
    press_times(app, "Decrease party size", 2)  # 3: 10000 / 3 = 3333 rest 1
    text = app.wait_text("First person\n$33.34")
    assert "Other 2 people\n$33.33 each" in text


def test_tip_steppers_stop_at_their_bounds(app):
    app.open("/tip")
    type_bill(app, "100")
    press_times(app, "Increase tip", 5)  # 20 → 40, then once more: stays
    assert stepper_value(app, "Tip") == "40%"
    assert app.button("Increase tip").get_attribute("aria-disabled") == "true"
    app.wait_text("Total\n$140.00")  # 100 + 40 % = 140
    press_times(app, "Decrease tip", 9)  # 40 → 0, then once more: stays
    assert stepper_value(app, "Tip") == "0%"
    assert app.button("Decrease tip").get_attribute("aria-disabled") == "true"
    assert app.button("Increase tip").get_attribute("aria-disabled") == "false"
    app.wait_text("Total\n$100.00")
    press_times(app, "Increase party size", 10)  # 1 → 10, then once more: stays
    assert stepper_value(app, "Party") == "10 people"
    assert app.button("Increase party size").get_attribute("aria-disabled") == "true"
    app.wait_text("Each of 10 pays\n$10.00")  # 100.00 / 10
    press_times(app, "Decrease party size", 10)  # 10 → 1, then once more: stays
    assert stepper_value(app, "Party") == "1 person"
    assert app.button("Decrease party size").get_attribute("aria-disabled") == "true"
    app.wait_text("Your share\n$100.00")
    # A pressed bound keeps the keyboard focus on its button.
    assert app.focused().get_attribute("aria-label") == "Decrease party size"


def check_refused(app, typed, message, finish, shot=None):
    box = type_bill(app, typed)
    # While typing: no alert, the amounts keep the last valid answer.
    time.sleep(0.5)
    assert not app.has_alert()
    assert "Total\n$94.22" in app.text()
    finish(box)
    assert app.alert() == ("Check Bill", message)
    if shot:
        app.shot(shot)  # with the alert on screen
    app.dismiss_alert()
    # Not accepted: the field is back to the last bill that was, focused for another try.
    app.wait(lambda d: app.focused().get_attribute("name") == "bill", message="focus back on Bill")
    assert app.field("Bill").get_attribute("value") == "78.52"
    assert "Total\n$94.22" in app.text()
    assert app.title == "Tip" and app.path == "/tip"


def test_tip_invalid_bill_alerts_when_done_and_is_not_accepted(app):
    app.open("/tip")
    type_bill(app, "78.52")
    app.wait_text("Total\n$94.22")  # 78.52 × 1.2 = 94.224
    enter = lambda box: box.send_keys(Keys.ENTER)
    leave = lambda box: box.send_keys(Keys.TAB)
    check_refused(app, "abc", "Bill: must be an amount like 12.34, not 'abc'", enter, shot="alert")
    check_refused(app, "1,23", "Bill: must be an amount like 12.34, not '1,23'", leave)
    check_refused(app, "-5", "Bill: must not be negative", enter)
    check_refused(app, "1.234", "Bill: must have at most 2 decimals", leave)
    # The remembered bill is the accepted one.
    app.reload()
    app.wait_text("Total\n$94.22")
    assert app.field("Bill").get_attribute("value") == "78.52"
    # An empty bill is 0.00, not an error.
    box = type_bill(app, "")
    box.send_keys(Keys.ENTER)
    app.wait_text("Total\n$0.00")
    assert not app.has_alert()


def test_tip_layout_at_every_viewport(app):
    for dark in (False, True):
        for name in VIEWPORTS:
            app.viewport(name, dark)
            app.open("/tip", fresh=False)
            app.wait_title("Tip")
            if app.field("Bill").get_attribute("value") != "78.52":
                type_bill(app, "78.52")
                app.press("Increase tip")
                app.press("Increase party size")
            # Party 2 at 25 %: the split shares, not an answer for party 1 that came back late.
            text = settled_text(app, "Second person\n$49.07")
            assert "Total\n$98.15" in text and "First person\n$49.08" in text and "Your share" not in text
            assert app.layout_problems() == [], (name, dark)
            if name in ("phone", "desktop"):
                app.shot(f"{name}-{'dark' if dark else 'light'}")


# Holds the questions the page sends the core's tip (in its worker) until the test lets them go,
# so their answers come late: release() sends those held, oldest first, and lets later ones through.
HOLD_TIP_ANSWERS = """
const held = [];
let holding = true;
window.tipHeld = {
  bodies: () => held.map((h) => h.body),
  release: () => { holding = false; for (const h of held.splice(0)) h.go(); },
};
const post = Worker.prototype.postMessage;
Worker.prototype.postMessage = function (data, ...rest) {
  if (!holding || data?.tool !== 'tip') return post.call(this, data, ...rest);
  held.push({ body: JSON.parse(data.body), go: () => post.call(this, data, ...rest) });
};
"""


def test_tip_late_answer_for_older_inputs_is_not_shown(app):
    app.open("/tip")
    type_bill(app, "78.52")
    app.press("Increase tip")
    app.press("Increase party size")
    settled_text(app, "Second person\n$49.07")  # 25 %, party of 2
    app.driver.execute_script(HOLD_TIP_ANSWERS)
    # Down to 1: the question for party 1 goes out and its answer is held back.
    app.press("Decrease party size")
    app.wait(lambda d: d.execute_script("return window.tipHeld.bodies().some((b) => b.party === 1)"), 5,
             "the question for party 1")
    # Up to 2 again, and the answer for party 1 arrives before the new question is asked (the
    # debounce is 150 ms): it answers inputs that are gone, so it must not be shown.
    app.press("Increase party size")
    shown = app.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        window.tipHeld.release();
        setTimeout(() => done(document.querySelector('.tip-results').textContent), 30);
    """)
    assert stepper_value(app, "Party") == "2 people"
    assert "Your share" not in shown and "Second person" in shown, shown
    text = settled_text(app, "Second person\n$49.07")
    assert "First person\n$49.08" in text and "Your share" not in text

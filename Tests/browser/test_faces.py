"""Faces (seed 002): CS193p's FaceIt driven by gestures inside the Emotions demo's split view.

Gestures are real touch events sent through DevTools (Input.dispatchTouchEvent), so the page sees
the pointer events a finger makes; every change of expression is answered by POST /api/face.
"""
import time

import pytest
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import VIEWPORTS, VISIBLE_SCREEN, drag, touch

BUILT_IN = ["Sad", "Happy", "Worried", "Mischievous"]
XSS = "<img src=x onerror=alert(1)>"
SHEET = "dialog.faces-sheet[open]"


# ---- helpers -------------------------------------------------------------------------------------

def wait(app, condition, timeout=10, message=""):
    """app.wait that also rides over a screen or row replaced while it looks (a render, a pop)."""
    return WebDriverWait(app.driver, timeout, ignored_exceptions=(
        NoSuchElementException, StaleElementReferenceException)).until(lambda d: condition(), message)


def title(app):
    return app.driver.execute_script(
        "return document.querySelector(arguments[0])?.getAttribute('aria-label')", VISIBLE_SCREEN)


def wait_title(app, expected):
    wait(app, lambda: title(app) == expected, 10, f"screen titled {expected!r}")


def open_faces(app, viewport="phone", dark=False, path="/faces", fresh=True):
    app.viewport(viewport, dark)
    app.open(path, fresh=fresh)
    if path == "/faces":
        wait_title(app, "Emotions")
        wait(app, lambda: names(app)[:4] == BUILT_IN, 10, "the built-in emotions")
    return app


def names(app):
    return app.driver.execute_script(
        "return [...document.querySelector(arguments[0]).querySelectorAll('.faces-row-name')].map((n) => n.textContent)",
        VISIBLE_SCREEN)


def row(app, name):
    for link in app.screen.find_elements(By.CSS_SELECTOR, ".faces-row-link"):
        if link.text == name:
            return link
    raise AssertionError(f"no emotion {name!r} in {names(app)}")


def selected(app):
    """The name on the highlighted row, if any."""
    return app.driver.execute_script(
        "return document.querySelector(arguments[0]).querySelector('.faces-row-link[aria-current=true] .faces-row-name')?.textContent ?? null",
        VISIBLE_SCREEN)


def face(app):
    """The face shown: the pushed screen's, or the split view's detail."""
    return app.screen.find_element(By.CSS_SELECTOR, ".faces-stage .faces-svg")


def stage(app):
    return app.screen.find_element(By.CSS_SELECTOR, ".faces-stage")


def face_data(app):
    return app.driver.execute_script("""
        const svg = document.querySelector(arguments[0])?.querySelector('.faces-stage .faces-svg');
        return svg ? [svg.dataset.eyes, svg.dataset.mouth, svg.dataset.scale] : [null, null, null];
    """, VISIBLE_SCREEN)


def looks(app):
    return tuple(face_data(app)[:2])


def scale(app):
    return float(face_data(app)[2])


def wait_looks(app, eyes, mouth, timeout=5):
    wait(app, lambda: looks(app) == (eyes, mouth), timeout, f"eyes {eyes}, mouth {mouth}; saw {looks(app)}")


def detail_title(app):
    return app.driver.execute_script(
        "return document.querySelector(arguments[0]).querySelector('.faces-detail .faces-title')?.textContent",
        VISIBLE_SCREEN)


def status(app):
    return app.text(".faces-stage ~ .faces-info .faces-status")


def centre(app):
    return app.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];",
        stage(app))


def tap(app):
    x, y = centre(app)
    touch(app, "touchStart", [(x, y)])
    touch(app, "touchEnd")


def double_tap(app):
    x, y = centre(app)
    for _ in range(2):
        touch(app, "touchStart", [(x, y)])
        touch(app, "touchEnd")


def swipe(app, dy):
    drag(app, *centre(app), 0, dy, 4)


def pinch(app, start=40, end=60):
    """Two fingers `start` px either side of the centre move apart to `end` px."""
    x, y = centre(app)
    touch(app, "touchStart", [(x - start, y), (x + start, y)])
    for step in range(1, 5):
        d = start + (end - start) * step / 4
        touch(app, "touchMove", [(x - d, y), (x + d, y)])
    touch(app, "touchEnd")


def choose(app, viewport, name):
    """Shows `name`'s face: pushed on phones, beside the list when wide."""
    row(app, name).click()
    if VIEWPORTS[viewport][0] >= 768:
        wait(app, lambda: detail_title(app) == name, 5, f"{name} beside the list")
    else:
        wait_title(app, name)


def sheet(app):
    return app.wait(lambda d: d.find_element(By.CSS_SELECTOR, SHEET), 5, "the New Emotion sheet")


def sheet_button(app, text):
    for node in sheet(app).find_elements(By.CSS_SELECTOR, "button"):
        if node.text.strip() == text:
            return node
    raise AssertionError(f"no {text!r} in the sheet")


def segment(app, legend, value):
    group = sheet(app).find_element(By.XPATH, f".//fieldset[legend[normalize-space()='{legend}']]")
    return group.find_element(By.XPATH, f".//label[normalize-space()='{value}']")


def name_box(app):
    return sheet(app).find_element(By.CSS_SELECTOR, "input[name=emotion-name]")


def make(app, name, eyes="Open", mouth="Neutral"):
    app.press("Add emotion")
    box = name_box(app)
    box.send_keys(name)
    segment(app, "Eyes", eyes).click()
    segment(app, "Mouth", mouth).click()
    sheet_button(app, "Done").click()
    app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.faces-sheet"), 5, "the sheet closed")


def sheet_problems(app):
    """layout_problems for the sheet, which lies over the screen: small, overlapping or off-screen
    controls and sideways scrolling."""
    return app.driver.execute_script(r"""
        const sheet = document.querySelector(arguments[0]);
        const problems = [];
        const body = sheet.querySelector('.faces-sheet-body');
        if (body.scrollWidth > body.clientWidth + 1) problems.push('sheet scrolls sideways');
        const r0 = sheet.getBoundingClientRect();
        if (r0.left < -0.5 || r0.right > innerWidth + 0.5 || r0.top < -0.5 || r0.bottom > innerHeight + 0.5) problems.push('sheet off screen');
        const controls = [...sheet.querySelectorAll('button, input')].filter((n) => n.getClientRects().length);
        const name = (n) => (n.getAttribute('aria-label') || n.textContent || n.value || n.name).trim().slice(0, 30);
        for (const n of controls) {
          const r = n.getBoundingClientRect();
          // In a phone on its side the sheet's bar is iOS's compact one, its buttons 32 px tall.
          const least = innerHeight <= 500 && n.closest('.nav-bar') ? 31.5 : 43.5;
          if (r.height < least || r.width < 43.5) problems.push(`small target ${name(n)}: ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
          if (r.left < -0.5 || r.right > innerWidth + 0.5) problems.push(`off screen ${name(n)}`);
        }
        for (let i = 0; i < controls.length; i++) for (let j = i + 1; j < controls.length; j++) {
          const a = controls[i].getBoundingClientRect(), b = controls[j].getBoundingClientRect();
          const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (w > 1 && h > 1) problems.push(`overlap ${name(controls[i])} / ${name(controls[j])}`);
        }
        return problems;
    """, SHEET)


# ---- the list and navigation ----------------------------------------------------------------------

def test_faces_is_the_last_tool_and_lists_the_emotions(app):
    open_faces(app, "desktop")
    assert app.tab_titles()[-1] == "Faces"
    assert app.selected_tab() == "Faces"
    assert names(app) == BUILT_IN
    # The tool's icon is drawn like the others: a 24 × 24 outline.
    assert app.driver.execute_script(
        "return [...document.querySelectorAll('#tab-bar .tab')].at(-1).querySelector('svg').getAttribute('viewBox')") == "0 0 24 24"


def test_phone_choosing_pushes_the_face(app):
    open_faces(app)
    assert not app.screen.find_element(By.CSS_SELECTOR, ".faces-detail").is_displayed()
    choose(app, "phone", "Happy")
    assert app.path == "/faces/face?name=Happy&eyes=open&mouth=smile"
    assert app.screen.find_element(By.CSS_SELECTOR, ".nav-back").text == "Emotions"
    assert looks(app) == ("open", "smile")
    assert scale(app) == 0.9
    assert status(app) == "Eyes open, smiling"
    app.shot("happy")
    app.reload()
    wait_title(app, "Happy")
    assert looks(app) == ("open", "smile")
    app.back()
    wait_title(app, "Emotions")
    assert app.path == "/faces"
    # A link with only the name finds the emotion.
    app.open("/faces/face?name=Mischievous", fresh=False)
    wait_title(app, "Mischievous")
    wait_looks(app, "squinting", "grin")
    app.open("/faces/face?name=Nobody", fresh=False)
    app.wait_text("There is no emotion called “Nobody”")


def test_desktop_split_view_side_by_side(app):
    open_faces(app, "desktop")
    master = app.screen.find_element(By.CSS_SELECTOR, ".faces-master").rect
    detail = app.screen.find_element(By.CSS_SELECTOR, ".faces-detail").rect
    assert master["x"] + master["width"] <= detail["x"] + 1
    assert 0.3 < master["width"] / 1280 < 0.4
    choose(app, "desktop", "Happy")
    assert title(app) == "Emotions" and app.path == "/faces"  # no navigation
    assert selected(app) == "Happy"
    assert looks(app) == ("open", "smile")
    choose(app, "desktop", "Sad")
    assert looks(app) == ("closed", "frown")
    assert title(app) == "Emotions" and app.path == "/faces"
    app.shot("sad")
    # A phone's link opened on a wide window shows the face beside the list instead.
    app.open("/faces/face?name=Worried&eyes=open&mouth=smirk", fresh=False)
    wait(app, lambda: app.path == "/faces", 5, "the split view")
    wait(app, lambda: detail_title(app) == "Worried", 5)
    assert title(app) == "Emotions"
    wait(app, lambda: selected(app) == "Worried", 5, "Worried highlighted once the list is in")
    assert looks(app) == ("open", "smirk")


def test_switching_widths_moves_the_face(app):
    open_faces(app, "desktop")
    choose(app, "desktop", "Happy")
    tap(app)
    wait_looks(app, "closed", "smile")
    # Narrower: the face the user chose is pushed, as the gestures left it.
    app.viewport("phone")
    wait_title(app, "Happy")
    assert app.path == "/faces/face?name=Happy&eyes=open&mouth=smile"
    assert app.screen.find_element(By.CSS_SELECTOR, ".nav-back").text == "Emotions"
    assert looks(app) == ("closed", "smile")
    swipe(app, -120)  # already at the happiest: stays
    tap(app)
    wait_looks(app, "open", "smile")
    # Wider again: back beside the list, still selected.
    app.viewport("tablet")
    wait_title(app, "Emotions")
    wait(app, lambda: app.path == "/faces", 5)
    assert detail_title(app) == "Happy"
    assert looks(app) == ("open", "smile")
    assert selected(app) == "Happy"
    app.shot("tablet")
    app.viewport("phone")
    wait_title(app, "Happy")
    app.back()
    wait_title(app, "Emotions")
    assert app.layout_problems() == []


# ---- gestures --------------------------------------------------------------------------------------

@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_touch_gestures(app, viewport):
    open_faces(app, viewport)
    choose(app, viewport, "Worried")
    assert looks(app) == ("open", "smirk")
    # Pinch: two fingers moving apart make the face bigger.
    assert scale(app) == 0.9
    pinch(app, 40, 60)
    wait(app, lambda: scale(app) > 0.9, 5, "a bigger face")
    assert scale(app) == pytest.approx(1.35, abs=0.02)
    assert "Scale 135 %" in app.text(".faces-scale")
    # Tap: the eyes close (after waiting to see it is not a double tap).
    tap(app)
    wait_looks(app, "closed", "smirk")
    assert status(app) == "Eyes closed, smirking"
    # Swipe up: one step happier; down: one step sadder.
    swipe(app, -120)
    wait_looks(app, "closed", "neutral")
    swipe(app, 120)
    wait_looks(app, "closed", "smirk")
    swipe(app, 120)
    wait_looks(app, "closed", "frown")
    swipe(app, 120)  # the saddest there is
    time.sleep(0.4)
    assert looks(app) == ("closed", "frown")
    tap(app)
    wait_looks(app, "open", "frown")
    # Double tap: squinting, and not also two taps' worth of eye toggling.
    double_tap(app)
    wait_looks(app, "squinting", "frown")
    time.sleep(0.6)
    assert looks(app) == ("squinting", "frown")
    assert status(app) == "Eyes squinting, frowning"
    # Fingers closing in make it smaller again.
    pinch(app, 80, 40)
    wait(app, lambda: scale(app) < 1.35, 5, "a smaller face")
    # Gestures change the face shown, not the emotion: it is still Worried when chosen again.
    app.shot("gestures")
    if viewport == "phone":
        app.back()
        wait_title(app, "Emotions")
    choose(app, viewport, "Worried")
    assert looks(app) == ("open", "smirk")
    assert scale(app) == 0.9


def test_ctrl_wheel_pinches(app):
    open_faces(app, "desktop")
    choose(app, "desktop", "Happy")
    x, y = centre(app)
    app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": -40, "modifiers": 2})
    wait(app, lambda: scale(app) > 0.9, 5, "zoomed in")
    app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
        "type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": 400, "modifiers": 2})
    wait(app, lambda: scale(app) == 0.3, 5, "zoomed out to the smallest")


def test_mouse_drag_swipes_and_clicks_tap(app):
    open_faces(app, "desktop")
    choose(app, "desktop", "Worried")
    x, y = centre(app)
    for kind, yy in (("mousePressed", y), ("mouseMoved", y - 40), ("mouseMoved", y - 80), ("mouseReleased", y - 80)):
        app.driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": yy, "button": "left", "buttons": 0 if kind == "mouseReleased" else 1, "clickCount": 1})
    wait_looks(app, "open", "neutral")


# ---- keyboard and buttons ------------------------------------------------------------------------

@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_keyboard_does_what_gestures_do(app, viewport):
    open_faces(app, viewport)
    choose(app, viewport, "Worried")
    target = stage(app)
    target.send_keys(Keys.ARROW_UP)
    wait_looks(app, "open", "neutral")
    assert app.focused() == target
    target.send_keys(Keys.ARROW_UP)
    wait_looks(app, "open", "grin")
    target.send_keys(Keys.ARROW_DOWN)
    wait_looks(app, "open", "neutral")
    target.send_keys(Keys.SPACE)
    wait_looks(app, "closed", "neutral")
    target.send_keys(Keys.ENTER)
    wait_looks(app, "open", "neutral")
    target.send_keys("s")
    wait_looks(app, "squinting", "neutral")
    target.send_keys("+")
    wait(app, lambda: scale(app) == 1.0, 5)
    target.send_keys("-", "-")
    wait(app, lambda: scale(app) == 0.8, 5)
    # Several keys in a row are answered in order, one request at a time.
    target.send_keys(Keys.ARROW_UP, Keys.ARROW_UP, Keys.ARROW_DOWN, Keys.SPACE)
    wait_looks(app, "closed", "grin")
    assert status(app) == "Eyes closed, grinning"
    assert app.path == ("/faces" if viewport == "desktop" else "/faces/face?name=Worried&eyes=open&mouth=smirk")


@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_buttons_do_what_gestures_do(app, viewport):
    open_faces(app, viewport)
    choose(app, viewport, "Sad")
    assert looks(app) == ("closed", "frown")
    app.press("Happier")
    wait_looks(app, "closed", "smirk")
    app.press("Sadder")
    wait_looks(app, "closed", "frown")
    app.press("Sadder")  # stops at the end
    time.sleep(0.3)
    assert looks(app) == ("closed", "frown")
    app.press("Eyes")
    wait_looks(app, "open", "frown")
    assert status(app) == "Eyes open, frowning"
    assert app.screen.find_element(By.CSS_SELECTOR, ".faces-status").get_attribute("aria-live") == "polite"
    app.press("Squint")
    wait_looks(app, "squinting", "frown")
    app.press("Zoom in")
    wait(app, lambda: scale(app) == 1.0, 5)
    for _ in range(5):
        app.press("Zoom in")
    wait(app, lambda: scale(app) == 1.5, 5)
    assert not app.button("Zoom in").is_enabled()  # the largest
    app.press("Zoom out")
    wait(app, lambda: scale(app) == 1.4, 5)
    app.shot("buttons")


def test_face_is_drawn_as_in_cs193p(app):
    open_faces(app, "phone", path="/faces/face?name=Happy&eyes=open&mouth=smile")
    wait_title(app, "Happy")
    drawing = app.driver.execute_script("""
        const svg = arguments[0];
        const [skull, left, right, mouth] = svg.children;
        return {viewBox: svg.getAttribute('viewBox'), r: skull.getAttribute('r'), tag: left.tagName,
                left: left.getAttribute('d'), mouth: mouth.getAttribute('d')};
    """, face(app))
    assert drawing["viewBox"] == "-104 -104 208 208"  # scales with its element
    assert drawing["r"] == "90"  # radius 100 × scale 0.9
    # Open eyes are circles radius/10 = 9 at (∓30, −30); the mouth 90 wide, 30 high, 30 below the
    # centre, its control points moved by curvature (1) × height.
    assert drawing["left"].startswith("M-21 -30A9 9")
    assert drawing["mouth"] == "M-45 45C-15 75 15 75 45 45"


# ---- making emotions ------------------------------------------------------------------------------

def test_new_emotion_done_needs_a_name(app):
    open_faces(app)
    app.press("Add emotion")
    done = sheet_button(app, "Done")
    assert not done.is_enabled()  # empty
    assert app.focused() == name_box(app)
    name_box(app).send_keys("   ")
    assert not done.is_enabled()  # blank
    name_box(app).send_keys("x")
    assert done.is_enabled()
    name_box(app).send_keys(Keys.CONTROL, "a", Keys.DELETE)
    assert not done.is_enabled()
    # The preview follows the choices.
    preview = sheet(app).find_element(By.CSS_SELECTOR, ".faces-preview")
    assert (preview.get_attribute("data-eyes"), preview.get_attribute("data-mouth")) == ("open", "neutral")
    segment(app, "Eyes", "Squinting").click()
    segment(app, "Mouth", "Grin").click()
    assert (preview.get_attribute("data-eyes"), preview.get_attribute("data-mouth")) == ("squinting", "grin")
    assert "Preview: Eyes squinting, grinning" in sheet(app).text
    app.shot("sheet")
    # Too long: the API says why, in an alert naming the field; focus goes back to it.
    name_box(app).send_keys("x" * 41)
    done.click()
    assert app.alert() == ("Check Name", "Name: must be at most 40 characters, not 41")
    app.dismiss_alert()
    app.wait(lambda d: app.focused() == name_box(app), 5, "focus on Name")
    sheet_button(app, "Cancel").click()
    app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.faces-sheet"), 5)
    assert names(app) == BUILT_IN
    assert app.focused().get_attribute("aria-label") == "Add emotion"


def test_made_emotion_is_listed_remembered_and_deleted(app):
    open_faces(app)
    make(app, "  Sleepy  ", "Closed", "Smile")
    assert names(app) == BUILT_IN + ["Sleepy"]  # trimmed by the API
    make(app, XSS, "Squinting", "Frown")
    assert names(app) == BUILT_IN + ["Sleepy", XSS]
    assert app.driver.execute_script("return document.querySelectorAll('#stacks img').length") == 0
    app.shot("made")
    app.reload()
    wait(app, lambda: names(app) == BUILT_IN + ["Sleepy", XSS], 5, "remembered after reload")
    choose(app, "phone", "Sleepy")
    assert looks(app) == ("closed", "smile")
    assert app.path == "/faces/face?name=Sleepy&eyes=closed&mouth=smile"
    app.reload()
    wait_title(app, "Sleepy")
    assert looks(app) == ("closed", "smile")
    app.back()
    wait_title(app, "Emotions")
    app.press("Edit")
    assert [b.get_attribute("aria-label") for b in app.screen.find_elements(By.CSS_SELECTOR, ".faces-remove")] == \
        ["Delete Sleepy", f"Delete {XSS}"]  # the built-in four cannot be deleted
    app.press("Delete Sleepy")
    assert names(app) == BUILT_IN + [XSS]
    assert app.focused().get_attribute("aria-label") == f"Delete {XSS}"
    app.press(f"Delete {XSS}")
    assert names(app) == BUILT_IN
    app.reload()
    wait(app, lambda: names(app) == BUILT_IN, 5)


def test_made_emotion_on_desktop_is_shown_beside_the_list(app):
    open_faces(app, "desktop")
    make(app, "Sleepy", "Closed", "Grin")
    wait(app, lambda: detail_title(app) == "Sleepy", 5)
    assert selected(app) == "Sleepy"
    assert looks(app) == ("closed", "grin")
    app.press("Edit")
    app.press("Delete Sleepy")
    wait(app, lambda: detail_title(app) == "Sad", 5, "the first emotion once Sleepy is gone")


# ---- layout ------------------------------------------------------------------------------------

def test_layout_at_every_viewport(app):
    open_faces(app)
    make(app, "A rather long name for a made-up emotion", "Squinting", "Smile")
    for dark in (False, True):
        mode = "dark" if dark else "light"
        for name, (width, *_rest) in VIEWPORTS.items():
            open_faces(app, name, dark, fresh=False)
            assert app.layout_problems() == [], (name, dark, "list")
            app.press("Edit")
            assert app.layout_problems() == [], (name, dark, "editing")
            if width < 768:
                app.shot(f"{name}-{mode}-list")
            app.press("Done")
            app.press("Add emotion")
            sheet(app)
            assert sheet_problems(app) == [], (name, dark, "sheet")
            if name in ("phone", "phone-landscape", "desktop"):
                app.shot(f"{name}-{mode}-sheet")
            sheet_button(app, "Cancel").click()
            app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.faces-sheet"), 5)
            choose(app, name, "Mischievous")
            assert app.layout_problems() == [], (name, dark, "face")
            box = stage(app).rect
            assert box["width"] >= 150 and box["height"] >= 150, (name, box)
            app.shot(f"{name}-{mode}-face")


# ---- a pan that the mouth follows, and a face that outlives a reload (issue 13, point 8) --------

def curvature(app):
    return float(app.driver.execute_script(
        "return document.querySelector(arguments[0]).querySelector('.faces-stage .faces-svg').dataset.curvature",
        VISIBLE_SCREEN))


def test_the_mouth_follows_a_pan_and_settles_on_the_nearest_mouth(app):
    open_faces(app)
    choose(app, "phone", "Worried")  # a smirk: curvature −0.5
    x, y = centre(app)
    # Up 50 px, held: half a step (a step is 100 px, CS193p's scale), the mouth drawn at −0.25.
    touch(app, "touchStart", [(x, y)])
    for step in range(1, 6):
        touch(app, "touchMove", [(x, y - 10 * step)])
    wait(app, lambda: curvature(app) == pytest.approx(-0.25), 5, "the mouth half a step up")
    assert looks(app) == ("open", "smirk")  # the model has not moved yet
    # On up to 210 px: the mouth drawn at −0.5 + 2.1 half-steps = 0.55, between grin and smile.
    for step in range(6, 22):
        touch(app, "touchMove", [(x, y - 10 * step)])
    wait(app, lambda: curvature(app) == pytest.approx(0.55), 5, "the mouth 2.1 half-steps up")
    touch(app, "touchEnd")
    # Lifted at 210 px: two whole steps, smirk → neutral → grin.
    wait_looks(app, "open", "grin")
    assert curvature(app) == pytest.approx(0.5)
    # A pan that comes back where it started changes nothing.
    touch(app, "touchStart", [(x, y)])
    for dy in (20, 40, 60, 40, 20, 0):
        touch(app, "touchMove", [(x, y + dy)])
    touch(app, "touchEnd")
    time.sleep(0.4)
    assert looks(app) == ("open", "grin") and curvature(app) == pytest.approx(0.5)


@pytest.mark.parametrize("viewport", ["phone", "desktop"])
def test_what_gestures_did_outlives_a_reload(app, viewport):
    open_faces(app, viewport)
    choose(app, viewport, "Happy")
    # What gestures do, from the keys (the same actions on a desktop without touch).
    target = stage(app)
    target.send_keys(Keys.ARROW_DOWN)  # smile → grin
    wait_looks(app, "open", "grin")
    target.send_keys(" ")
    wait_looks(app, "closed", "grin")
    target.send_keys("+")
    wait(app, lambda: scale(app) == pytest.approx(1.0), 5, "a bigger face")
    grown = scale(app)
    app.reload()
    if VIEWPORTS[viewport][0] >= 768:
        wait(app, lambda: detail_title(app) == "Happy", 5, "Happy beside the list again")
    else:
        wait_title(app, "Happy")
    wait_looks(app, "closed", "grin")
    assert scale(app) == pytest.approx(grown)
    # Chosen again from the list, an emotion shows its own face: gestures never change it.
    if VIEWPORTS[viewport][0] < 768:
        app.back()
        wait_title(app, "Emotions")
    choose(app, viewport, "Happy")
    wait_looks(app, "open", "smile")

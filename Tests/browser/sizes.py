"""Every screen at the sizes of the phones and windows people use (issue 32), for test_sizes in
Chromium and in WebKit: the bars' heights, the tabs, each form's primary button in view and not
under a bar, the decider's Undo above the tab bar, Back's title whole or "Back", and screenshots
of every screen upright and on its side.

Shared by Tests/browser/test_sizes.py and Tests/webkit/test_sizes.py: it takes the suite's `app`
(conftest.App or WebKitApp) and imports no conftest of its own. The expected values are iOS's
metrics (DESIGN.md, "Look and feel"; the compact bars of a phone on its side, 32 pt each) and the
size classes of size-class.js, not read from the page.
"""
import pathlib
import re

from selenium.webdriver.common.by import By

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHOTS = ROOT / "screenshots"

# (width, height, device scale, mobile), as conftest.VIEWPORTS; twice the pixels is enough for
# the pictures (three times takes longer to save).
PHONES = [(375, 667, 2, True), (390, 844, 2, True), (430, 932, 2, True),
          (667, 375, 2, True), (844, 390, 2, True), (932, 430, 2, True)]
REGULAR = [(768, 1024, 2, True), (1024, 768, 2, True), (1280, 800, 1, False)]
SIZES = PHONES + REGULAR

# The tools in their default tab order, as Web/js/tools.js declares them (a new tool is a line
# there); a phone shows the first four and More, whose list holds the rest.
ALL_TOOLS = re.findall(r"tool\('[\w-]+', '([^']+)'", (ROOT / "Web/js/tools.js").read_text(encoding="utf-8"))
PHONE_TABS = ALL_TOOLS[:4] + ["More"]
MORE_LIST = ALL_TOOLS[4:]
DEFAULT_OPTIONS = ["Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later"]

VISIBLE_SCREEN = ".stack:not([hidden]) > .screen:not([hidden])"


def size_id(size):
    return f"{size[0]}x{size[1]}"


def is_phone(size):
    return size in PHONES


def on_its_side(size):
    """A phone on its side: iOS's compact height (size-class.js, app.css: 500 px or less)."""
    return size[1] <= 500


# ---- what the page shows -------------------------------------------------------------------------

PLACE = """
const [node, screenSelector] = arguments;
const r = node.getBoundingClientRect();
const screen = document.querySelector(screenSelector);
const nav = screen?.querySelector('.nav-bar').getBoundingClientRect();
const tabs = document.getElementById('tab-bar').getBoundingClientRect();
const modal = node.closest('dialog[open]');
const x = r.left + r.width / 2, y = r.top + r.height / 2;
const hit = document.elementFromPoint(x, y);
return {
  rect: [r.left, r.top, r.right, r.bottom].map(Math.round),
  viewport: [innerWidth, innerHeight],
  inside: r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5,
  // In a bar it is the bar; in a sheet the sheet is over the bars; else between the two bars.
  clear: modal !== null || node.closest('.nav-bar') !== null || (r.top >= nav.bottom - 0.5 && r.bottom <= tabs.top + 0.5),
  hit: hit === node || node.contains(hit),
  hitName: hit ? (hit.getAttribute('aria-label') || hit.textContent || hit.tagName).trim().slice(0, 40) : null,
};
"""


def assert_reachable(app, node, what):
    """`node` wholly in the viewport, not under the navigation bar or the tab bar, and what a tap
    at its centre lands on (elementFromPoint: nothing over it)."""
    place = app.driver.execute_script(PLACE, node, VISIBLE_SCREEN)
    assert place["inside"] and place["clear"] and place["hit"], (what, place)


def bar_button(app, name):
    """A button of the visible screen's navigation bar by its text or accessible name."""
    for node in app.screen.find_elements(By.CSS_SELECTOR, ".nav-bar button"):
        if name in (node.get_attribute("textContent").strip(), node.get_attribute("aria-label")):
            return node
    raise AssertionError(f"no {name!r} in the bar of {app.title!r}")


def screen_button(app, name):
    """A button inside the visible screen's body by its text (its DOM text: WebKit's is the same)."""
    for node in app.screen.find_elements(By.CSS_SELECTOR, ".screen-body button"):
        if node.get_attribute("textContent").strip() == name:
            return node
    raise AssertionError(f"no {name!r} on {app.title!r}")


def tab_titles(app):
    return app.driver.execute_script(
        "return [...document.querySelectorAll('#tab-bar .tab')].map((t) => t.textContent.trim())")


def bars(app):
    """The visible screen's navigation bar height and the tab bar's, not counting their hairlines
    (drawn outside the bar on iOS), and whether each tab has its icon beside its title."""
    return app.driver.execute_script("""
        const height = (bar) => {
          const style = getComputedStyle(bar);
          return bar.getBoundingClientRect().height - parseFloat(style.borderTopWidth) - parseFloat(style.borderBottomWidth);
        };
        const tabs = document.getElementById('tab-bar');
        return [height(document.querySelector(arguments[0] + ' .nav-bar')), height(tabs),
                [...tabs.querySelectorAll('.tab')].every((t) => getComputedStyle(t).flexDirection === 'row')];
    """, VISIBLE_SCREEN)


def go(app, path, title):
    """Shows the screen `path` names without loading the page again, as browser Forward to it
    would (the shell routes every popstate by the URL); a page load costs about a second."""
    app.driver.execute_script(
        "history.pushState(null, '', arguments[0]); dispatchEvent(new PopStateEvent('popstate'));", path)
    app.wait_title(title)


# ---- the checks --------------------------------------------------------------------------------


def check_bars_and_tabs(app, size):
    nav, tab, beside = bars(app)
    if on_its_side(size):
        # iOS's compact bars: 32 pt each (no safe area here: the tests' viewport has none).
        assert (nav, tab) == (32, 32), (size, nav, tab)
        assert beside, "a compact tab bar has each icon beside its title"
    else:
        assert (nav, tab) == (44, 49), (size, nav, tab)
    assert tab_titles(app) == (PHONE_TABS if is_phone(size) else ALL_TOOLS), size
    go(app, "/more", "More" if is_phone(size) else "Equation")
    if is_phone(size):
        # A phone keeps More in either orientation, and /more is More's list.
        app.wait_title("More")
        assert app.path == "/more"
        names = [n.get_attribute("textContent").strip() for n in app.screen.find_elements(By.CSS_SELECTOR, ".cell-link")]
        assert names == MORE_LIST, names
    # (A regular window has no More: its tools all have tabs, and /more shows the first.)


def tab_and_back(app):
    """The tab marked as the current one, and the name of the visible screen's Back (None: none)."""
    return app.driver.execute_script("""
        const back = document.querySelector(arguments[0] + ' .nav-back');
        return [document.querySelector('#tab-bar .tab[aria-current=page]')?.textContent.trim(),
                back.hidden ? null : back.getAttribute('aria-label')];
    """, VISIBLE_SCREEN)


def check_primary_buttons(app, size):
    """Each tool's root screen loads, under its own tab (under More, with Back to More, for the
    last five on a phone), and its primary button (a form's Solve, Find, Decide!, the Faces' +;
    Tip's bill and total, as it has no button) is in view and free; so are the pushed Ceiling
    form's Calculate and the New Emotion sheet's Done."""
    for path, tool, title, bar, body in [
        ("/equation", "Equation", "Equation", ["Solve"], []),
        ("/triangle", "Triangle", "Triangle", ["Solve"], []),
        ("/primes", "Primes", "Primes", ["Solve"], ["Find"]),
        ("/dice", "Dice", "Dice", ["Solve"], []),
        ("/tip", "Tip", "Tip", [], []),
        ("/decider", "Decider", "Decider", [], ["Decide!"]),
        ("/calculator", "Calculator", "Calculator", [], []),
        ("/ceiling", "Ceiling", "Ceiling", [], []),
        ("/faces", "Faces", "Emotions", ["Add emotion"], []),
    ]:
        go(app, path, title)
        under_more = is_phone(size) and tool not in PHONE_TABS
        assert tab_and_back(app) == (["More", "Back to More"] if under_more else [tool, None]), (size, tool)
        for name in bar:
            assert_reachable(app, bar_button(app, name), f"{title}: {name} at {size_id(size)}")
        for name in body:
            assert_reachable(app, screen_button(app, name), f"{title}: {name} at {size_id(size)}")
        if title == "Tip":
            assert_reachable(app, app.field("Bill"), f"Tip: the bill at {size_id(size)}")
            total = app.wait(lambda d: app.screen.find_element(By.CSS_SELECTOR, ".tip-total"), 10, "the total")
            assert_reachable(app, total, f"Tip: the total at {size_id(size)}")
        if title == "Emotions":
            bar_button(app, "Add emotion").click()
            sheet = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, "dialog.faces-sheet[open]"), 5, "the sheet")
            done = sheet.find_element(By.CSS_SELECTOR, ".faces-done")
            assert_reachable(app, done, f"Faces: the sheet's Done at {size_id(size)}")
            sheet.find_element(By.XPATH, ".//button[normalize-space()='Cancel']").click()
            app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.faces-sheet"), 5, "the sheet closed")
    go(app, "/ceiling/leaf?path=oneway/24mm/1350x450", "1350x450")
    assert_reachable(app, bar_button(app, "Calculate"), f"Ceiling's form: Calculate at {size_id(size)}")


def check_undo(app, size):
    """The decider's Undo, after a delete, above the tab bar and below the navigation bar."""
    go(app, "/decider", "Decider")
    app.press("Remove Maybe")
    app.press("Delete Maybe")
    undo = app.wait(lambda d: app.screen.find_element(By.CSS_SELECTOR, ".toast:not([hidden]) .toast-action"), 5, "Undo")
    assert_reachable(app, undo, f"Undo at {size_id(size)}")
    assert_reachable(app, app.screen.find_element(By.CSS_SELECTOR, ".toast"), f"the toast at {size_id(size)}")
    app.press("Undo")
    app.wait(lambda d: [n.get_attribute("textContent") for n in app.screen.find_elements(
        By.CSS_SELECTOR, ".decider-option-text")] == DEFAULT_OPTIONS, 5, "Maybe back")


BACK = """
const back = document.querySelector(arguments[0] + ' .nav-back');
const label = back.querySelector('.nav-back-title');
// The text's own width against its box's, to the fraction of a pixel.
const overflow = () => {
  const text = document.createRange();
  text.selectNodeContents(label);
  return text.getBoundingClientRect().width - label.getBoundingClientRect().width;
};
const shown = label.textContent;
const cut = overflow() > 0.5;
// Would the previous screen's title (Back's name says which) have fitted in its place?
const previous = back.getAttribute('aria-label').replace(/^Back to /, '');
label.textContent = previous;
const fits = overflow() <= 0.01;
label.textContent = shown;
return { shown, previous, cut, fits };
"""

def check_back(app, size):
    """The visible screen's Back: the previous title where it fits whole, else "Back" (iOS's
    rule), never a title cut short; its name "Back to <title>". Returns what it shows."""
    back = app.driver.execute_script(BACK, VISIBLE_SCREEN)
    assert not back["cut"], (app.title, size, back)
    if back["fits"]:
        assert back["shown"] == back["previous"], (app.title, size, back)
    else:
        assert back["shown"] in ("Back", ""), (app.title, size, back)
    return back["shown"]


def check_back_titles(app, size):
    """Back on screens pushed by taps down the ceiling tree, on a solution and on a face."""
    go(app, "/ceiling", "Ceiling")
    seen = []
    for row in ("KWIKLOC One Way", "24mm T Bar", "1350x450"):
        app.driver.execute_script("""
            const row = [...document.querySelectorAll(arguments[0] + ' .ceiling-row')]
              .find((r) => r.querySelector('.ceiling-row-title').textContent === arguments[1]);
            row.scrollIntoView({ block: 'center' });
            row.click();
        """, VISIBLE_SCREEN, row)
        app.wait_title(row)
        seen.append(check_back(app, size))
    if size[:2] == (375, 667):
        # "KWIKLOC One Way" (about 135 px) beside the title "24mm T Bar" has no room on an iPhone SE.
        assert seen[1] == "Back", seen
    go(app, "/equation/solution?a=1&b=-3&c=2", "Solution")
    check_back(app, size)
    if is_phone(size):  # on regular windows the face stands beside the list: nothing is pushed
        go(app, "/faces/face?name=Mischievous&eyes=open&mouth=grin", "Mischievous")
        check_back(app, size)


# ---- screenshots ---------------------------------------------------------------------------------

def shoot(app, engine, name, size, dark=False):
    """screenshots/<engine>/<tool>-<screen>-<WxH>[-dark].png, once the page has settled."""
    folder = SHOTS / engine
    folder.mkdir(parents=True, exist_ok=True)
    # Two frames: what the last command changed has been laid out and painted.
    app.driver.execute_async_script(
        "const done = arguments[arguments.length - 1]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")
    app.driver.save_screenshot(str(folder / f"{name}-{size_id(size)}{'-dark' if dark else ''}.png"))


def wait_ready(app, what):
    """Waits for what a screen loads after it shows (a result, a list's rows, the core's limits)."""
    if what:
        app.wait(lambda d: d.execute_script(
            "return !!document.querySelector(arguments[0])?.querySelector(arguments[1])", VISIBLE_SCREEN, what),
            15, what)


# name, path, title, what to wait for before the picture
SCREENS = [
    ("equation-input", "/equation", "Equation", None),
    ("equation-solution", "/equation/solution?a=1&b=-3&c=2", "Solution", "svg.plot"),
    ("triangle-input", "/triangle", "Triangle", None),
    ("triangle-solution", "/triangle/solution?a=3&b=4", "Solution", "svg.triangle-figure"),
    ("primes-input", "/primes", "Primes", None),
    ("primes-list", "/primes/list?lo=1&hi=100", "Prime List", ".primes-row:not(.loading)"),
    ("dice-input", "/dice", "Dice", ".dice-count:not(:empty)"),
    ("dice-distribution", "/dice/distribution?pool=2d6&trials=1000&seed=1", "Distribution", "table.dice-stats"),
    ("dice-roll", "/dice/roll?pool=4d6r1!kh3%2B1d20&seed=7", "Roll", ".dice-roll-total"),
    ("dice-sweep", "/dice/sweep?pool=2d6%20vs%201d12%2B1&sweep=-3..3", "Sweep", ".dice-sweep-table"),
    ("tip-main", "/tip", "Tip", ".tip-total"),
    ("decider-main", "/decider", "Decider", None),
    ("calculator-keypad", "/calculator", "Calculator", None),
    ("ceiling-lines", "/ceiling", "Ceiling", None),
    ("ceiling-menu", "/ceiling/menu?path=oneway", "KWIKLOC One Way", None),
    ("ceiling-form", "/ceiling/leaf?path=oneway/24mm/1350x450", "1350x450", None),
    ("ceiling-materials", "/ceiling/result?path=oneway/24mm/1350x450&area=100&c-spline=yes&drop=1.2", "Materials", ".ceiling-table"),
    ("faces-emotions", "/faces", "Emotions", ".faces-row-link"),
    ("faces-face", "/faces/face?name=Worried&eyes=open&mouth=smirk", "Worried", ".faces-svg"),
    ("more-list", "/more", "More", None),
    ("more-edit", "/more/edit", "Edit Tabs", None),
]
# The few shown dark as well.
DARK = {"equation-input", "equation-solution", "tip-main", "decider-main", "ceiling-form", "more-list"}


def shoot_every_screen(app, engine, size, dark=False):
    """A picture of every screen at `size`, a phone's (with `dark`, only those in DARK), plus the
    ones a tap opens: an alert, the decider's Undo, the New Emotion sheet."""
    app.open("/equation")
    for name, path, title, ready in SCREENS:
        if dark and name not in DARK:
            continue
        go(app, path, title)
        wait_ready(app, ready)
        shoot(app, engine, name, size, dark)
    if dark:
        return
    go(app, "/equation", "Equation")
    app.fill("a", "")  # the solution's link filled the form below it
    app.press("Solve")
    app.alert()
    shoot(app, engine, "equation-alert", size)
    app.dismiss_alert()
    go(app, "/decider", "Decider")
    app.press("Remove Maybe")
    app.press("Delete Maybe")
    app.wait(lambda d: app.screen.find_element(By.CSS_SELECTOR, ".toast").is_displayed(), 5, "Undo")
    shoot(app, engine, "decider-undo", size)
    app.press("Undo")
    go(app, "/faces", "Emotions")
    bar_button(app, "Add emotion").click()
    app.wait(lambda d: d.find_elements(By.CSS_SELECTOR, "dialog.faces-sheet[open]"), 5, "the sheet")
    shoot(app, engine, "faces-new", size)
    app.driver.find_element(By.CSS_SELECTOR, "dialog.faces-sheet[open]").find_element(
        By.XPATH, ".//button[normalize-space()='Cancel']").click()
    app.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.faces-sheet"), 5, "the sheet closed")


# ---- the controls, drawn by the app in every engine ----------------------------------------------

CONTROL_STYLE = """
const [screenSelector, selector] = arguments;
const node = document.querySelector(screenSelector).querySelector(selector);
const s = getComputedStyle(node);
const r = node.getBoundingClientRect();
return { appearance: s.appearance ?? s.webkitAppearance, background: s.backgroundColor, color: s.color,
         border: s.borderTopWidth, size: [Math.round(r.width), Math.round(r.height)] };
"""

TRANSPARENT = "rgba(0, 0, 0, 0)"
# app.css's colours (DESIGN.md, "Look and feel"), light and dark, as getComputedStyle writes them.
LABEL = {False: "rgb(0, 0, 0)", True: "rgb(255, 255, 255)"}
SECONDARY = {False: "rgb(108, 108, 112)", True: "rgb(152, 152, 159)"}   # #6c6c70, #98989f
FILL = {False: "rgba(120, 120, 128, 0.2)", True: "rgba(118, 118, 128, 0.24)"}  # #78788033, #7676803d
SWITCH_OFF = {False: "rgb(233, 233, 235)", True: "rgb(57, 57, 61)"}  # #e9e9eb, #39393d


def control(app, selector, *keys):
    """What the engine draws for the visible screen's first `selector`: the style's `keys`."""
    style = app.driver.execute_script(CONTROL_STYLE, VISIBLE_SCREEN, selector)
    return {key: style[key] for key in keys}


def check_controls(app, dark):
    """Selects, steppers, switches, text fields and sliders drawn by the app's style sheets, not
    the engine's theme (WebKitGTK drew Tip's currency as a grey native button): the same
    appearance, colours and sizes in Chromium and WebKit, light and dark."""
    assert app.driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches") == dark
    go(app, "/tip", "Tip")
    app.wait(lambda d: app.screen.find_element(By.CSS_SELECTOR, ".tip-total"), 10, "the amounts")
    look = ("appearance", "background", "color", "border")
    assert control(app, ".menu-select", *look) == {
        "appearance": "none", "background": TRANSPARENT, "color": SECONDARY[dark], "border": "0px"}
    assert app.screen.find_element(By.CSS_SELECTOR, ".menu .menu-chevrons").is_displayed()
    assert control(app, ".tip-stepper", "background") == {"background": FILL[dark]}
    assert control(app, ".tip-step", "appearance", "background", "border", "size") == {
        "appearance": "none", "background": TRANSPARENT, "border": "0px", "size": [52, 44]}
    assert control(app, ".cell-input", *look) == {
        "appearance": "none", "background": TRANSPARENT, "color": LABEL[dark], "border": "0px"}
    go(app, "/dice", "Dice")
    assert control(app, ".dice-stepper", "background") == {"background": FILL[dark]}
    assert control(app, ".dice-step", "appearance", "size") == {"appearance": "none", "size": [44, 44]}
    go(app, "/ceiling/leaf?path=oneway/24mm/1350x450", "1350x450")
    assert control(app, ".ceiling-switch-input", "appearance", "background", "size") == {
        "appearance": "none", "background": SWITCH_OFF[dark], "size": [51, 31]}
    go(app, "/dice/distribution?pool=2d6&trials=1000&seed=1", "Distribution")
    wait_ready(app, ".slider")
    assert control(app, ".slider", "appearance") == {"appearance": "none"}

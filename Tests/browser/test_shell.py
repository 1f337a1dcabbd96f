"""The shell: tab bar with More, a navigation stack per tab, URLs, Back, reload, layout, install."""
import json
import time
import urllib.parse
import urllib.request

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import VIEWPORTS, VISIBLE_SCREEN
from sizes import ALL_TOOLS, MORE_LIST


def solve_equation(app, a, b, c):
    app.fill("a", a)
    app.fill("b", b)
    app.fill("c", c)
    app.press("Solve")
    app.wait_title("Solution")


def test_phone_shows_four_tabs_and_more(app):
    app.open("/")
    # More than five tools on a phone: four tabs and More, as UITabBarController does.
    assert app.tab_titles() == ["Equation", "Triangle", "Primes", "Dice", "More"]
    assert app.selected_tab() == "Equation" and app.path == "/equation"
    app.tab("More")
    app.wait_title("More")
    assert app.path == "/more"
    assert [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".cell-link")] == MORE_LIST
    app.shot("more-list")
    app.press("Tip")
    app.wait_title("Tip")
    assert app.selected_tab() == "More" and app.path == "/tip"
    assert app.screen.find_element(By.CSS_SELECTOR, ".nav-back").text == "More"
    app.back()
    app.wait_title("More")
    assert app.path == "/more"


def test_wide_screens_show_every_tab(app):
    for name in ("tablet", "desktop"):
        app.viewport(name)
        app.open("/tip")
        assert app.tab_titles() == ALL_TOOLS
        assert app.selected_tab() == "Tip"
        # A tool with its own tab has no Back to More.
        assert not app.screen.find_element(By.CSS_SELECTOR, ".nav-back").is_displayed()
        app.shot(name)


def test_tab_order_is_edited_and_remembered(app):
    app.open("/more")
    app.press("Edit")
    app.wait_title("Edit Tabs")
    app.press("Move Tip up")  # Tip: fifth → fourth, Dice goes under More
    assert app.tab_titles() == ["Equation", "Triangle", "Primes", "Tip", "More"]
    app.shot("edited")
    app.reload()
    assert app.title == "Edit Tabs"
    assert app.tab_titles() == ["Equation", "Triangle", "Primes", "Tip", "More"]
    app.back()
    app.wait_title("More")
    assert [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".cell-link")] == ["Dice"] + MORE_LIST[1:]
    app.press("Edit")
    app.press("Restore the original order")
    assert app.tab_titles() == ["Equation", "Triangle", "Primes", "Dice", "More"]


def history_trail(app):
    return app.driver.execute_script("return history.state?.trail")


def test_each_tab_keeps_its_stack_and_history_holds_only_the_visible_one(app):
    # A page before the app, so that leaving it by Back can be seen.
    app.driver.get("data:text/html,<title>before</title>")
    app.open("/equation")
    solve_equation(app, "1", "-3", "2")
    solution = "/equation/solution?a=1&b=-3&c=2"
    assert app.path == solution and history_trail(app) == ["/equation", solution]
    app.tab("Triangle")
    app.wait_title("Triangle")
    # As in iOS, a tab switch is no step that Back undoes: the history holds Triangle's root only.
    app.wait(lambda d: history_trail(app) == ["/triangle"])
    app.fill("Leg a", "3")
    app.tab("Equation")
    # The solution is still on top of Equation's stack, and Triangle kept its input.
    app.wait_title("Solution")
    assert "x = 1 or x = 2" in app.text()
    assert history_trail(app) == ["/equation", solution]
    app.tab("Triangle")
    assert app.field("Leg a").get_attribute("value") == "3"
    app.tab("Equation")
    app.wait_title("Solution")
    app.back()
    app.wait_title("Equation")
    assert app.selected_tab() == "Equation" and app.path == "/equation"
    assert app.field("a").get_attribute("value") == "1"
    app.press("Solve")
    app.wait_title("Solution")
    app.driver.back()  # browser Back pops, as the Back button does
    app.wait_title("Equation")
    assert app.path == "/equation" and history_trail(app) == ["/equation"]
    # Tapping the selected tab pops to its root, as in iOS, and the history with it.
    app.press("Solve")
    app.wait_title("Solution")
    app.tab("Equation")
    app.wait_title("Equation")
    app.wait(lambda d: history_trail(app) == ["/equation"])
    # Back at a root leaves the app, however many tabs were visited.
    app.tab("Primes")
    app.tab("More")
    app.press("Tip")
    app.wait_title("Tip")
    assert history_trail(app) == ["/more", "/tip"]
    app.tab("Equation")
    app.wait(lambda d: history_trail(app) == ["/equation"])
    app.driver.back()
    app.wait(lambda d: d.current_url.startswith("data:"), message=f"Back did not leave the app: {app.driver.current_url}")


def test_a_tab_switch_after_a_reload_and_forward_after_a_switch(app):
    app.driver.get("data:text/html,<title>before</title>")
    app.open("/equation")
    solve_equation(app, "1", "-3", "2")
    app.reload()
    app.wait_title("Solution")
    # The entries before the reload were the earlier load's: a tab switch does not walk into them.
    app.tab("Triangle")
    app.wait(lambda d: history_trail(app) == ["/triangle"])
    assert app.title == "Triangle" and app.path == "/triangle"
    app.tab("Equation")
    app.wait_title("Solution")
    app.back()
    app.wait_title("Equation")
    app.press("Solve")
    app.wait_title("Solution")
    app.tab("Triangle")
    app.wait(lambda d: history_trail(app) == ["/triangle"])
    # Forward would step into Equation's solution, left ahead by the switch: it comes straight back.
    app.driver.forward()
    app.wait(lambda d: app.path == "/triangle" and history_trail(app) == ["/triangle"], 5, f"saw {app.path}")
    assert app.title == "Triangle" and app.selected_tab() == "Triangle"


def test_a_window_turned_wide_moves_a_tool_out_of_more_and_back_still_leaves_at_a_root(app):
    app.driver.get("data:text/html,<title>before</title>")
    app.open("/more")
    app.press("Tip")
    app.wait_title("Tip")
    assert history_trail(app) == ["/more", "/tip"]
    app.viewport("desktop")  # Tip gets its own tab: no Back to More
    app.wait(lambda d: app.selected_tab() == "Tip")
    assert not app.screen.find_element(By.CSS_SELECTOR, ".nav-back").is_displayed()
    app.tab("Equation")
    app.wait(lambda d: history_trail(app) == ["/equation"])
    app.driver.back()
    app.wait(lambda d: d.current_url.startswith("data:"), message=f"Back did not leave the app: {app.driver.current_url}")


def test_back_button_is_titled_with_the_previous_screen(app):
    app.open("/equation")
    solve_equation(app, "1", "2", "1")
    back = app.screen.find_element(By.CSS_SELECTOR, ".nav-back")
    assert back.text == "Equation" and back.get_attribute("aria-label") == "Back to Equation"
    back.click()
    app.wait_title("Equation")
    # Forward comes back to the same result.
    app.driver.forward()
    app.wait_title("Solution")
    # The screen is built again from its URL: it asks the API, so wait for the answer.
    app.wait_text("One double root")


def focused(app):
    """What has the keyboard focus: its text, or its aria-label, or its tag."""
    return app.driver.execute_script(
        "const a = document.activeElement;"
        "return (a.getAttribute('aria-label') || a.textContent || a.tagName).trim();")


def test_back_returns_focus_to_what_pushed_the_screen(app):
    # Issue 13, point 4: focus went to the page's body after Back.
    app.open("/equation")
    solve_equation(app, "1", "-3", "2")
    app.back()
    app.wait_title("Equation")
    assert focused(app) == "Solve"
    # Enter in a field pushed it: back on the form's button, not the field (no keyboard popping up).
    app.fill("c", "1")
    app.field("c").send_keys(Keys.ENTER)
    app.wait_title("Solution")
    app.driver.back()
    app.wait_title("Equation")
    assert focused(app) == "Solve"
    # A row of More's list: focus returns to that row.
    app.open("/more")
    app.wait_title("More")
    rows = app.screen.find_elements(By.CSS_SELECTOR, ".cell-link")
    name = rows[0].text
    rows[0].click()
    app.wait_title(name)
    app.back()
    app.wait_title("More")
    assert focused(app) == name
    # A screen opened from a link, with nothing to return to, focuses its title.
    app.open("/equation/solution?a=1&b=0&c=-4")
    app.wait_title("Solution")
    app.back()
    app.wait_title("Equation")
    assert focused(app) == "Equation"


def test_group_footers_describe_their_fields(app):
    # Issue 13, point 4: the hint under the fields was not read with them.
    app.open("/equation")
    app.wait_title("Equation")
    for label in ("a", "b", "c"):
        described = app.driver.execute_script(
            "return arguments[0].getAttribute('aria-describedby').split(' ')"
            ".map((id) => document.getElementById(id).textContent).join(' | ')", app.field(label))
        assert described == "Decimals like 0.5 or 2.5e-3; ± changes the sign; a may be 0 (then the equation is linear)."


def test_reload_and_shared_links_restore_the_screen(app):
    app.open("/equation")
    solve_equation(app, "2", "0", "-8")
    app.reload()
    app.wait_title("Solution")
    assert "x = −2 or x = 2" in app.wait_text("Two real roots")
    app.back()
    app.wait_title("Equation")
    assert app.field("a").get_attribute("value") == "2"
    # An unknown screen of a known tool falls back to the tool; an unknown path to the first tab.
    app.open("/equation/nothing?x=1", fresh=False)
    assert app.title == "Equation" and app.path == "/equation"
    app.open("/no-such-tool", fresh=False)
    assert app.title == "Equation" and app.path == "/equation"


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_layout_of_the_shell(app, viewport, dark):
    app.viewport(viewport, dark)
    app.open("/equation")
    assert app.layout_problems() == []
    app.shot("equation")
    app.open("/more" if viewport.startswith("phone") else "/tip", fresh=False)
    assert app.layout_problems() == []
    app.shot("more")
    app.open("/equation", fresh=False)
    app.fill("a", "")
    app.press("Solve")
    assert app.alert() == ("Check a", "a: must not be empty")
    assert alert_focus_fits(app)
    app.shot("alert")
    app.dismiss_alert()


def alert_focus_fits(app):
    """OK has the focus, and shows it inside itself (a tint, an inset ring): nothing for the
    alert's rounded card to clip into a bar across it."""
    focused, style, offset, width, background, visible = app.driver.execute_script("""
        const ok = document.querySelector('dialog.alert[open] .alert-button');
        const s = getComputedStyle(ok);
        return [document.activeElement === ok, s.outlineStyle, parseFloat(s.outlineOffset),
                parseFloat(s.outlineWidth), s.backgroundColor, ok.matches(':focus-visible')];
    """)
    assert focused
    assert style == "none" or offset + width <= 0, (style, offset, width)
    if visible:
        assert background not in ("rgba(0, 0, 0, 0)", "transparent"), background
    return True


def test_keyboard_reaches_the_tabs_and_alerts_trap_focus(app):
    app.viewport("desktop")
    app.open("/equation")
    # Every tab is a link with its title as its name, reachable with Tab.
    names = app.driver.execute_script(
        "return [...document.querySelectorAll('#tab-bar .tab')].map((t) => t.tabIndex >= 0 && t.textContent)")
    assert names == ALL_TOOLS
    app.fill("a", "0")
    app.fill("b", "0")
    box = app.fill("c", "1")
    box.send_keys(Keys.ENTER)
    app.wait_title("Solution")
    assert "No solution" in app.wait_text("No solution")
    # An alert opened from the keyboard shows where the focus is: OK, tinted, not ringed outside.
    app.back()
    app.wait_title("Equation")
    app.fill("a", "")
    app.field("b").send_keys(Keys.ENTER)
    assert app.alert() == ("Check a", "a: must not be empty")
    visible = app.driver.execute_script("return document.querySelector('dialog.alert[open] .alert-button').matches(':focus-visible')")
    assert visible and alert_focus_fits(app)
    app.shot("alert-keyboard")
    app.dismiss_alert()


def test_installable_manifest_icons_and_launch_screen(app, server):
    manifest = json.loads(urllib.request.urlopen(server + "/manifest.webmanifest").read())
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        # Relative to the manifest, so a release's manifest names its own icons.
        assert urllib.request.urlopen(urllib.parse.urljoin(server + "/manifest.webmanifest", icon["src"])).status == 200
    app.open("/")
    launch = app.driver.find_element(By.ID, "launch")
    assert launch.get_attribute("class") == "launch done"
    # Chrome's own view of the manifest: no installability errors.
    errors = app.driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})
    assert errors.get("installabilityErrors") == []


def test_home_screen_icon_is_opaque(app):
    # iOS rounds the apple-touch-icon itself and fills what is transparent with black: the icon
    # must be a full square, opaque to its corners.
    app.open("/")
    corners = app.driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        const image = new Image();
        image.onload = () => {
          const canvas = document.createElement('canvas');
          canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
          const context = canvas.getContext('2d');
          context.drawImage(image, 0, 0);
          const w = canvas.width - 1, h = canvas.height - 1;
          done([image.naturalWidth, ...[[0, 0], [w, 0], [0, h], [w, h]].map(([x, y]) => context.getImageData(x, y, 1, 1).data[3])]);
        };
        image.onerror = () => done(null);
        image.src = document.querySelector('link[rel=apple-touch-icon]').href;
    """)
    assert corners == [180, 255, 255, 255, 255]


SCREENS = {
    "/equation": "Equation", "/triangle": "Triangle", "/primes": "Primes", "/dice": "Dice", "/tip": "Tip",
    "/decider": "Decider", "/equation/solution?a=1&b=-3&c=2": "Solution", "/triangle/solution?a=3&b=4": "Solution",
    "/primes/list?lo=1&hi=100": "Prime List", "/dice/distribution?pool=2d6&trials=1000&seed=1": "Distribution",
}


@pytest.mark.parametrize("viewport", list(VIEWPORTS))
def test_nothing_sits_under_the_tab_bar(app, viewport):
    """Every screen scrolls in the space above the tab bar, and its last piece, scrolled to, ends
    clear of it. (Where the primary buttons are, at every size: test_sizes.)"""
    app.viewport(viewport)
    for path, title in SCREENS.items():
        app.open(path, fresh=False)
        app.wait_title(title)
        body_bottom, bar_top, end_gap = app.driver.execute_script("""
            const screen = document.querySelector(arguments[0]);
            const body = screen.querySelector('.screen-body');
            const bar = document.getElementById('tab-bar').getBoundingClientRect();
            const b = body.getBoundingClientRect();
            body.scrollTop = body.scrollHeight;
            // What shows: elements not inside a box of their own that clips them (a card, a list).
            const clipped = (n) => {
              for (let p = n.parentElement; p && p !== body; p = p.parentElement) {
                if (getComputedStyle(p).overflowY !== 'visible') return true;
              }
              return false;
            };
            const last = [...body.querySelectorAll('*')].filter((n) => n.getClientRects().length && !clipped(n))
              .reduce((bottom, n) => Math.max(bottom, n.getBoundingClientRect().bottom), 0);
            const gap = bar.top - last;
            body.scrollTop = 0;
            return [b.bottom, bar.top, gap];
        """, ".stack:not([hidden]) > .screen:not([hidden])")
        assert body_bottom <= bar_top + 0.5, (path, body_bottom, bar_top)
        assert end_gap >= 16, (path, end_gap)


# ---- iOS's bars and the fold (issue 13, point 6) --------------------------------------------------

BAR_STYLE = """
    const bar = document.querySelector('.stack:not([hidden]) > .screen:not([hidden]) .nav-bar');
    const style = getComputedStyle(bar);
    return [style.backgroundColor, style.borderBottomColor];
"""


def transparent(color):
    return color == "transparent" or color.replace(" ", "").endswith(",0)")


def test_a_root_bar_is_the_page_until_the_large_title_scrolls_away(app):
    app.open("/dice")
    app.wait_title("Dice")
    # At the top, as in iOS: no bar material and no hairline above the large title.
    background, hairline = app.driver.execute_script(BAR_STYLE)
    assert transparent(background) and transparent(hairline), (background, hairline)
    app.driver.execute_script("arguments[0].querySelector('.screen-body').scrollTop = 400", app.screen)
    app.wait(lambda d: not any(transparent(c) for c in d.execute_script(BAR_STYLE)), 5,
             "the bar's material and hairline once the title is gone")
    small = app.screen.find_element(By.CSS_SELECTOR, ".nav-title-small")
    app.wait(lambda d: small.value_of_css_property("opacity") == "1", 5, "the small title")


def test_a_phone_on_its_side_has_no_large_title(app):
    app.viewport("phone-landscape")
    app.open("/equation")
    app.wait_title("Equation")
    heading = app.screen.find_element(By.CSS_SELECTOR, "h1.large-title")
    assert heading.size["height"] <= 1  # out of sight, still the heading
    assert app.screen.find_element(By.CSS_SELECTOR, ".nav-title-small").value_of_css_property("opacity") == "1"
    app.shot("landscape")


@pytest.mark.parametrize("path, drawing", [
    ("/triangle/solution?a=3&b=4", "svg.triangle-figure"),
    ("/equation/solution?a=1&b=-3&c=2", "svg.plot"),
])
def test_the_drawing_is_above_the_fold_of_an_iphone_se(app, path, drawing):
    app.open(path)
    app.wait_title("Solution")

    def place():
        """The drawing's top and bottom and the tab bar's top, read in one go: the drawing is
        redrawn (a new node) whenever its box changes size."""
        return app.driver.execute_script("""
            const drawing = document.querySelector(arguments[0])?.querySelector(arguments[1]);
            if (!drawing) return null;
            const r = drawing.getBoundingClientRect();
            return [r.top, r.bottom, document.querySelector('.tab-bar').getBoundingClientRect().top];
        """, VISIBLE_SCREEN, drawing)

    app.wait(lambda d: place() is not None, 10, "the drawing")
    time.sleep(0.3)  # settled: no redraw on its way
    top, bottom, tab_bar_top = place()
    assert 0 < top and bottom <= tab_bar_top, (top, bottom, tab_bar_top)


def test_the_prime_list_is_the_only_thing_that_scrolls(app):
    # Upright, the count and the actions stay above the list, which alone scrolls. (On its side
    # the page scrolls the left column and the list stays pinned beside it: primes.css.)
    app.open("/primes/list?lo=1&hi=1000000")
    app.wait_title("Prime List")
    app.wait_text("78,498")
    body = app.screen.find_element(By.CSS_SELECTOR, ".screen-body")
    scroll, client = app.driver.execute_script("return [arguments[0].scrollHeight, arguments[0].clientHeight]", body)
    assert scroll <= client, (scroll, client)
    app.shot("list")

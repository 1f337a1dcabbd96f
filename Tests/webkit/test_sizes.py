"""Every screen right on a phone held either way, in WebKit, the engine of every iPhone browser:
the checks of Tests/browser/sizes.py at the six phone sizes (the window is the viewport: the
MiniBrowser runs full-screen, conftest.py), and screenshots of every screen upright and on its
side, light and a few dark (screenshots/webkit/)."""
import importlib.util

import pytest

from conftest import ROOT, WebKitApp

_spec = importlib.util.spec_from_file_location("sizes", ROOT / "Tests/browser/sizes.py")
sizes = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sizes)

SHOT_SIZES = [sizes.PHONES[1], sizes.PHONES[4]]  # 390x844 and 844x390


@pytest.mark.parametrize("size", sizes.PHONES, ids=sizes.size_id)
def test_every_screen_at(app, size):
    app.viewport(size)
    app.open("/equation")
    sizes.check_bars_and_tabs(app, size)
    sizes.check_primary_buttons(app, size)
    sizes.check_undo(app, size)
    sizes.check_back_titles(app, size)


@pytest.mark.parametrize("size", SHOT_SIZES, ids=sizes.size_id)
def test_screenshots_of_every_screen(app, size):
    app.viewport(size)
    sizes.shoot_every_screen(app, "webkit", size)


@pytest.mark.parametrize("size", SHOT_SIZES, ids=sizes.size_id)
def test_dark_screenshots(dark_driver, server, size):
    """WebKitGTK takes dark mode from its start: a browser of its own (conftest.dark_driver)."""
    page = WebKitApp(dark_driver, server.base, f"webkit-dark-{sizes.size_id(size)}")
    page.viewport(size)
    sizes.shoot_every_screen(page, "webkit", size, dark=True)
    assert page.driver.execute_script("return matchMedia('(prefers-color-scheme: dark)').matches")
    assert page.console_errors() == []


def test_controls_are_drawn_by_the_app(app):
    app.viewport(sizes.PHONES[1])
    app.open("/equation")
    sizes.check_controls(app, dark=False)


def test_controls_are_drawn_by_the_app_in_the_dark(dark_driver, server):
    page = WebKitApp(dark_driver, server.base, "webkit-dark-controls")
    page.viewport(sizes.PHONES[1])
    page.open("/equation")
    sizes.check_controls(page, dark=True)
    assert page.console_errors() == []

"""Every screen right on a phone held either way, and on an iPad and a laptop (issue 32): the
checks of sizes.py in Chromium at the nine sizes, and screenshots of every screen upright and on
its side (screenshots/chromium/, the CI's artefacts). Tests/webkit/test_sizes.py does the same in
WebKit at the phones' sizes."""
import pytest

from sizes import (PHONES, SIZES, check_back_titles, check_bars_and_tabs, check_controls,
                   check_primary_buttons, check_undo, shoot_every_screen, size_id)


@pytest.mark.parametrize("size", SIZES, ids=size_id)
def test_every_screen_at(app, size):
    app.viewport(size)
    app.open("/equation")
    check_bars_and_tabs(app, size)
    check_primary_buttons(app, size)
    check_undo(app, size)
    check_back_titles(app, size)


@pytest.mark.parametrize("size", [PHONES[1], PHONES[4]], ids=size_id)
def test_screenshots_of_every_screen(app, size):
    """390x844 upright and 844x390 on its side, light, and a few screens dark."""
    app.viewport(size)
    shoot_every_screen(app, "chromium", size)
    app.viewport(size, dark=True)
    shoot_every_screen(app, "chromium", size, dark=True)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_controls_are_drawn_by_the_app(app, dark):
    app.viewport(PHONES[1], dark)
    app.open("/equation")
    check_controls(app, dark)

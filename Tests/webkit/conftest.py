"""The web app in WebKit, the engine of every iPhone browser: Debian's WebKitWebDriver driving its
MiniBrowser (WebKitGTK) under xvfb-run, against the real `reckon serve` (scripts/webkit-test).

The page helpers are the Chromium suite's (Tests/browser/conftest.py); what Chromium did through
DevTools is done here the WebDriver way: the window's size for the viewport (MiniBrowser runs
full-screen, which hides its toolbar: the window is then the viewport, to the pixel, and may be as
narrow as a phone; with the toolbar it is at least 447 px wide and 38 px of it are not the page's),
dark mode by a browser started with --dark-mode (`dark_driver`), reduced motion by GTK's settings
(`gtk_settings`), localStorage cleared from the page, errors caught by the page itself, a button
scrolled into view before it is pressed.
"""
import glob
import importlib.util
import os
import pathlib

import pytest
from selenium import webdriver
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

ROOT = pathlib.Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("chromium_suite", ROOT / "Tests/browser/conftest.py")
chromium_suite = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(chromium_suite)

# Errors the page meets, kept where the test can read them (WebKitWebDriver has no console log).
CATCH_ERRORS = """
if (!window.pageErrors) {
  window.pageErrors = [];
  // ResizeObserver's loop notice is not an error of the page's (Chromium logs it as none).
  addEventListener('error', (event) => {
    if (!/^ResizeObserver loop/.test(event.message)) pageErrors.push(String(event.message));
  });
  addEventListener('unhandledrejection', (event) => pageErrors.push(String(event.reason)));
}
"""


class WebKitApp(chromium_suite.App):
    def viewport(self, name="phone", dark=False):
        """The window at `name`'s size (a name of VIEWPORTS, or (width, height, …) as they are);
        `dark` is the browser's own (see `dark_driver`)."""
        width, height = (chromium_suite.VIEWPORTS[name] if isinstance(name, str) else name)[:2]
        self.driver.set_window_size(width, height)
        # The window manager's answer comes later than the command's: wait for the page to see it.
        self.wait(lambda d: d.execute_script("return [innerWidth, innerHeight]") == [width, height], 5,
                  f"a {width}x{height} viewport")
        return self

    def open(self, path="/", fresh=True):
        self.driver.get("about:blank")  # the last page, its workers and its loads gone first
        if fresh:
            # Storage belongs to the origin: cleared from a document of it that is not the app
            # (WebKitGTK fails a page's loads that overlap the previous page's loads of the same
            # files, so the app is not loaded twice in a row). An API answer: the service worker
            # answers any other navigation with the app itself, which started loading its first
            # tab there and, cut short by the next load, alerted "Equation did not load".
            self.driver.get(self.base + "/api/limits")
            self.driver.execute_script("localStorage.clear()")
        self.driver.get(self.base + path)
        self.launched()
        self.driver.execute_script(CATCH_ERRORS)
        return self

    def launched(self):
        self.wait(lambda d: d.execute_script(
            "return document.getElementById('launch')?.classList.contains('done')"))

    def reload(self):
        super().reload()
        self.driver.execute_script(CATCH_ERRORS)

    def press(self, name):
        # WebKitWebDriver scrolls the document to an element, not the screen's own scroller.
        button = self.button(name)
        self.driver.execute_script("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' })", button)
        button.click()

    def tab(self, title):
        """Taps the tab titled `title` (found by its DOM text) and waits for its screen."""
        for node in self.driver.find_elements(chromium_suite.By.CSS_SELECTOR, "#tab-bar .tab"):
            if node.get_attribute("textContent").strip() == title:
                path = node.get_attribute("pathname")
                node.click()
                self.wait(lambda d: d.execute_script(
                    "return location.pathname.startsWith(arguments[0]) && !!document.querySelector(arguments[1])",
                    path, chromium_suite.VISIBLE_SCREEN), 10, f"the {title} tab")
                return
        raise AssertionError(f"no tab {title!r}")

    def content(self):
        """The visible screen's text as the DOM holds it (WebKitWebDriver's element text runs
        the lines together, so the tests read this instead)."""
        return self.driver.execute_script("return arguments[0].textContent", self.screen)

    def wait_content(self, fragment, timeout=10):
        self.wait(lambda d: fragment in self.content(), timeout, f"{fragment!r} on the screen")
        return self.content()

    def console_errors(self):
        return self.driver.execute_script("return window.pageErrors ?? []")


@pytest.fixture(scope="session")
def server():
    running = chromium_suite.Server()
    yield running
    running.stop()


def minibrowser(settings, *arguments):
    """WebKitGTK's MiniBrowser under WebKitWebDriver, full-screen (no toolbar: the window's size is
    the viewport's), with GTK's `settings` folder (see `gtk_settings`) and more of its own
    `arguments`."""
    options = Options()
    options.binary_location = glob.glob("/usr/lib/*/webkit2gtk-4.*/MiniBrowser")[0]
    for argument in ("--automation", "--full-screen", *arguments):
        options.add_argument(argument)
    service = Service("/usr/bin/WebKitWebDriver", env={**os.environ, "XDG_CONFIG_HOME": str(settings)})
    return webdriver.WebKitGTK(options=options, service=service)


@pytest.fixture(scope="session")
def gtk_settings(tmp_path_factory):
    """GTK's settings with animations off, which WebKitGTK reports as prefers-reduced-motion:
    reduce — as the Chromium suite asks: no push, sheet or reveal animations, so what a test
    measures or taps is where it settles."""
    settings = tmp_path_factory.mktemp("xdg-config")
    (settings / "gtk-3.0").mkdir()
    (settings / "gtk-3.0" / "settings.ini").write_text("[Settings]\ngtk-enable-animations=0\n")
    return settings


@pytest.fixture(scope="session")
def driver(gtk_settings):
    browser = minibrowser(gtk_settings)
    yield browser
    browser.quit()


@pytest.fixture(scope="session")
def dark_driver(gtk_settings):
    """A second browser in dark mode (prefers-color-scheme: dark), which WebKitGTK sets only at
    its start; started by the tests that look at dark screens."""
    browser = minibrowser(gtk_settings, "--dark-mode")
    yield browser
    browser.quit()


@pytest.fixture
def app(driver, server, request):
    page = WebKitApp(driver, server.base, "webkit-" + request.node.name.replace("[", "-").replace("]", ""))
    page.viewport("phone")
    yield page
    errors = page.console_errors()
    assert not errors, f"page errors: {errors}"

"""Browser tests: the real `reckon serve` (with its bundled web app) driven by Debian's chromium.

RECKON_BIN picks the binary (default .build/debug/reckon, which `swift test` builds);
RECKON_WEB_ROOT serves the app from a folder instead (for editing). Screenshots go to
screenshots/ at the repository's root (git-ignored), named after the test.
"""
import os
import pathlib
import resource
import socket
import subprocess
import time
import urllib.request

import pytest
from selenium import webdriver
from selenium.common.exceptions import (ElementNotInteractableException, StaleElementReferenceException, TimeoutException,
                                        WebDriverException)
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHOTS = ROOT / "screenshots"

# name: (width, height, device scale, mobile)
VIEWPORTS = {
    "phone": (375, 667, 2, True),
    "phone-landscape": (667, 375, 2, True),
    "tablet": (768, 1024, 2, True),
    "desktop": (1280, 800, 1, False),
}

VISIBLE_SCREEN = ".stack:not([hidden]) > .screen:not([hidden])"

# The page computes every tool with the core in Web Workers (Web/js/core/reckon.js): this records
# what it asks them (`window.coreSpy.asked`: {tool, body} in order) and the workers that ran a
# job's parts (`window.coreSpy.pool()`), each marked `terminated` once let go, which is what stops
# its computation. Inject it after the page has loaded; it lasts until the next load.
SPY_ON_CORE = """
if (!window.coreSpy) {
  const spy = window.coreSpy = { asked: [], workers: [] };
  spy.pool = () => spy.workers.filter((w) => w.ranParts);
  spy.plans = (tool) => spy.asked.filter((a) => a.tool === 'job/plan' && JSON.parse(a.body).tool === tool).length;
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (data, ...rest) {
    if (typeof data?.tool === 'string') {
      spy.asked.push({ tool: data.tool, body: data.body });
      if (data.tool === 'job/part') this.ranParts = true;
      if (!spy.workers.includes(this)) spy.workers.push(this);
    }
    return post.call(this, data, ...rest);
  };
  const terminate = Worker.prototype.terminate;
  Worker.prototype.terminate = function () { this.terminated = true; return terminate.call(this); };
}
"""


def touch(app, kind, points=()):
    """A real touch event through DevTools (Input.dispatchTouchEvent): the page sees the pointer
    events a finger makes."""
    app.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def drag(app, x, y, dx, dy, steps):
    """One finger down at (x, y), moved by (dx, dy) in `steps` even moves, then lifted."""
    touch(app, "touchStart", [(x, y)])
    for step in range(1, steps + 1):
        touch(app, "touchMove", [(x + dx * step / steps, y + dy * step / steps)])
    touch(app, "touchEnd")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A `reckon serve` process on a free port, run from / so a server that needed its working
    directory would fail; `web_root` serves the app from a folder (default: RECKON_WEB_ROOT, if
    set, else the copy bundled into the binary); `options` are more of `reckon serve`'s;
    `open_files` limits the descriptors the process may open, as `ulimit -n` does."""

    def __init__(self, web_root=None, options=(), open_files=None):
        binary = os.environ.get("RECKON_BIN", str(ROOT / ".build/debug/reckon"))
        port = free_port()
        args = [binary, "serve", "--port", str(port), *options]
        web_root = web_root or os.environ.get("RECKON_WEB_ROOT")
        if web_root:
            args += ["--web-root", str(web_root)]
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (open_files, open_files))) if open_files else None
        self.process = subprocess.Popen(
            args, cwd="/", stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, preexec_fn=limit)
        self.base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 30
        while True:
            try:
                urllib.request.urlopen(self.base + "/", timeout=1).read()
                break
            except OSError:
                if self.process.poll() is not None or time.monotonic() > deadline:
                    self.process.kill()
                    raise RuntimeError(f"reckon serve did not start: {self.process.stderr.read().decode()}")
                time.sleep(0.1)

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            # A graceful shutdown lets requests in flight finish for up to 5 s (--grace).
            self.process.kill()
            self.process.wait()
        self.process.stderr.close()


@pytest.fixture(scope="session")
def server():
    running = Server()
    yield running.base
    running.stop()


def chromium(lang):
    """Debian's chromium, headless, in the language `lang` (its navigator.language and Intl's)."""
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1280,1024",
                 f"--lang={lang}", "--force-color-profile=srgb", "--hide-scrollbars"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


@pytest.fixture(scope="session")
def driver():
    browser = chromium("en-US")
    yield browser
    browser.quit()


@pytest.fixture(scope="session")
def german_driver():
    browser = chromium("de-DE")
    yield browser
    browser.quit()


class App:
    """The web app as a user sees it: the visible screen, its fields and buttons, alerts."""

    def __init__(self, driver, base, test_name):
        self.driver = driver
        self.base = base
        self.test_name = test_name
        self.shots = 0

    # ---- setting the scene ------------------------------------------------------------------

    def viewport(self, name="phone", dark=False):
        """The viewport named `name` in VIEWPORTS, or one given as (width, height, scale, mobile)."""
        width, height, scale, mobile = VIEWPORTS[name] if isinstance(name, str) else name
        self.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile})
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            # Reduced motion: no push or fade animations, so what a test reads is what settles.
            "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"},
                         {"name": "prefers-reduced-motion", "value": "reduce"}]})
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": mobile})
        # Media queries report their change at the next rendering step: let two frames pass so
        # the shell has laid out the tab bar for the new width before the test looks at it.
        self.driver.execute_async_script(
            "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")
        return self

    def open(self, path="/", fresh=True):
        """Loads `path`; `fresh` forgets what earlier tests left in localStorage."""
        if fresh:
            self.driver.execute_cdp_cmd("Storage.clearDataForOrigin", {
                "origin": self.base, "storageTypes": "local_storage"})
        self.driver.get(self.base + path)
        self.wait(lambda d: d.execute_script(
            "return document.getElementById('launch')?.classList.contains('done')"))
        return self

    def reload(self):
        self.driver.refresh()
        self.wait(lambda d: d.execute_script(
            "return document.getElementById('launch')?.classList.contains('done')"))

    def wait(self, condition, timeout=10, message=""):
        # A screen that re-renders can replace the node a condition just found: ask again.
        return WebDriverWait(self.driver, timeout, ignored_exceptions=[StaleElementReferenceException]).until(
            condition, message)

    # ---- what is on screen ------------------------------------------------------------------

    @property
    def screen(self):
        return self.driver.find_element(By.CSS_SELECTOR, VISIBLE_SCREEN)

    @property
    def title(self):
        return self.screen.get_attribute("aria-label")

    @property
    def path(self):
        return self.driver.execute_script("return location.pathname + location.search")

    def text(self, css=None):
        node = self.screen if css is None else self.screen.find_element(By.CSS_SELECTOR, css)
        return node.text

    def seen(self):
        """What a failed wait saw: the visible screen's title, or the page's state when no screen
        is visible (its URL, an open alert's words: a tool that did not load says why there)."""
        state = self.driver.execute_script("""
            const screen = document.querySelector(arguments[0]);
            const alert = document.querySelector('dialog.alert[open]');
            return { title: screen?.getAttribute('aria-label') ?? null, path: location.pathname,
                     launched: !!document.getElementById('launch')?.classList.contains('done'),
                     alert: alert ? alert.innerText : null };""", VISIBLE_SCREEN)
        return repr(state["title"]) if state["title"] is not None else f"no screen: {state}"

    def shown(self, limit=400):
        """The visible screen's text, cut to `limit` characters, for a failed wait's message."""
        try:
            return self.screen.text[:limit]
        except WebDriverException:
            return None

    # The messages below read the screen only once the wait has failed: read before it, while a
    # screen is being replaced, the title's node could be gone (a stale element, not a timeout).
    def wait_title(self, title, timeout=10):
        try:
            self.wait(lambda d: self.title == title, timeout)
        except TimeoutException:
            raise TimeoutException(f"screen titled {title!r}, saw {self.seen()}") from None

    def wait_text(self, fragment, timeout=10, css=None):
        """Waits until the visible screen (or `css` inside it) shows `fragment`; returns the text."""
        try:
            self.wait(lambda d: fragment in self.text(css), timeout)
        except TimeoutException:
            raise TimeoutException(f"{fragment!r} on screen {self.seen()}, which shows {self.shown()!r}") from None
        return self.text(css)

    def field(self, label):
        """The input whose visible label is exactly `label`, on the visible screen."""
        lab = self.screen.find_element(By.XPATH, f".//label[normalize-space()='{label}']")
        target = lab.get_attribute("for")
        return self.screen.find_element(By.ID, target) if target else lab.find_element(By.XPATH, ".//input|.//textarea|.//select")

    def fill(self, label, value):
        box = self.field(label)
        # A screen still sliding in, or a group whose footer fills in after the core's limits
        # arrive, can leave a field briefly out of reach (WebKit says "not interactable"): bring
        # it into view and ask again, as a finger would wait for the screen to settle.
        self.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", box)
        # Only a screen's body scrolls: a page that moves hides the nav bar and the tab bar.
        page = self.driver.execute_script("return document.scrollingElement.scrollTop")
        assert page == 0, f"the page itself scrolled {page} px bringing {label!r} into view"
        WebDriverWait(self.driver, 5, ignored_exceptions=[ElementNotInteractableException]).until(
            lambda d: box.clear() is None)
        box.send_keys(Keys.CONTROL, "a")
        box.send_keys(Keys.DELETE)
        if value:
            box.send_keys(value)
        return box

    def button(self, name):
        """A button (or link) on the visible screen by its text or accessible name."""
        for node in self.screen.find_elements(By.CSS_SELECTOR, "button, a, [role=button]"):
            if node.is_displayed() and name in (node.text.strip(), node.get_attribute("aria-label")):
                return node
        raise AssertionError(f"no button {name!r} on {self.title!r}")

    def press(self, name):
        self.button(name).click()

    def back(self):
        back = self.screen.find_element(By.CSS_SELECTOR, ".nav-back")
        assert back.is_displayed(), f"no Back on {self.title!r}"
        back.click()

    def tab(self, title):
        """Taps the tab and waits for its screen: a tool's screens load when it is first opened.

        A change of viewport rebuilds the tab bar when its media query reports the change, which
        may be after the test's next command: the tab is found and tapped in one retried step."""
        def tap(driver):
            for node in driver.find_elements(By.CSS_SELECTOR, "#tab-bar .tab"):
                if node.text.strip() == title:
                    path = node.get_attribute("pathname")
                    node.click()
                    return path
            raise AssertionError(f"no tab {title!r}")
        path = self.wait(tap, 10, f"the {title} tab in the bar")
        self.wait(lambda d: d.execute_script(
            "return location.pathname.startsWith(arguments[0])"
            " && !!document.querySelector(arguments[1])", path, VISIBLE_SCREEN), 10, f"the {title} tab")

    def tab_titles(self):
        return [n.text.strip() for n in self.driver.find_elements(By.CSS_SELECTOR, "#tab-bar .tab")]

    def selected_tab(self):
        return self.driver.find_element(By.CSS_SELECTOR, "#tab-bar .tab[aria-current=page]").text.strip()

    # ---- alerts ------------------------------------------------------------------------------

    def alert(self, timeout=10):
        """Waits for the open alert; returns (title, message)."""
        dialog = self.wait(lambda d: d.find_element(By.CSS_SELECTOR, "dialog.alert[open]"), timeout,
                           "an alert")
        return (dialog.find_element(By.CSS_SELECTOR, ".alert-title").text,
                dialog.find_element(By.CSS_SELECTOR, ".alert-message").text)

    def dismiss_alert(self):
        self.driver.find_element(By.CSS_SELECTOR, "dialog.alert[open] .alert-button").click()
        self.wait(lambda d: not d.find_elements(By.CSS_SELECTOR, "dialog.alert"))

    def has_alert(self):
        return bool(self.driver.find_elements(By.CSS_SELECTOR, "dialog.alert[open]"))

    def focused(self):
        return self.driver.switch_to.active_element

    # ---- layout checks -----------------------------------------------------------------------

    def layout_problems(self):
        """Sideways scrolling, controls under 44 px, controls overlapping, controls off screen.

        A phone on its side (500 px tall or less) has iOS's compact bars, 32 px each: a bar's
        buttons and tabs are as tall as their bar there (32 px, above WCAG 2.2's 24 px)."""
        return self.driver.execute_script(r"""
            const problems = [];
            const root = document.documentElement;
            if (root.scrollWidth > root.clientWidth) problems.push(`page scrolls sideways: ${root.scrollWidth} > ${root.clientWidth}`);
            const screen = document.querySelector(arguments[0]);
            const body = screen.querySelector('.screen-body');
            if (body.scrollWidth > body.clientWidth + 1) problems.push(`screen scrolls sideways: ${body.scrollWidth} > ${body.clientWidth}`);
            const controls = [...screen.querySelectorAll('button, a[href], input, select, textarea, [role=button], [tabindex="0"]'),
                              ...document.querySelectorAll('#tab-bar .tab')]
              .filter((n) => n.getClientRects().length && getComputedStyle(n).visibility !== 'hidden' && !n.closest('[hidden]'));
            const name = (n) => (n.getAttribute('aria-label') || n.textContent || n.name || n.id || n.tagName).trim().slice(0, 30);
            for (const n of controls) {
              const r = n.getBoundingClientRect();
              const hitTarget = n.closest('label, .cell') ?? n;
              const h = Math.max(r.height, n.type === 'checkbox' || n.type === 'range' ? hitTarget.getBoundingClientRect().height : 0);
              const least = innerHeight <= 500 && n.closest('.nav-bar, .tab-bar') ? 31.5 : 43.5;
              if (h < least || r.width < 43.5) problems.push(`small target ${name(n)}: ${r.width.toFixed(0)}x${r.height.toFixed(0)}`);
              if (r.left < -0.5 || r.right > innerWidth + 0.5) problems.push(`off screen sideways ${name(n)}`);
            }
            // What shows of a control scrolled partly out of its screen (or of a scrolling box
            // within it, as the Graph's list) is what can collide.
            const shown = (n) => {
              let r = n.getBoundingClientRect();
              if (!body.contains(n)) return r;
              for (let box = n.parentElement; box && body.contains(box); box = box.parentElement) {
                if (box !== body && getComputedStyle(box).overflowY === 'visible') continue;
                const clip = box.getBoundingClientRect();
                const left = Math.max(r.left, clip.left), right = Math.min(r.right, clip.right);
                const top = Math.max(r.top, clip.top), bottom = Math.min(r.bottom, clip.bottom);
                if (right <= left || bottom <= top) return null;
                r = { left, right, top, bottom };
              }
              return r;
            };
            const boxes = controls.map((n) => [n, shown(n)]).filter(([, r]) => r);
            for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
              const [a, ra] = boxes[i], [b, rb] = boxes[j];
              if (a.contains(b) || b.contains(a) || a.closest('label') === b.closest('label') && a.closest('label')) continue;
              const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
              const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
              if (w > 1 && h > 1) problems.push(`overlap ${name(a)} / ${name(b)}`);
            }
            return problems;
        """, VISIBLE_SCREEN)

    def console_errors(self):
        # The core answers in the page, so nothing is fetched that could fail: every error counts.
        return [e["message"] for e in self.driver.get_log("browser") if e["level"] == "SEVERE"]

    # ---- the core's workers ------------------------------------------------------------------

    def spy_on_core(self):
        self.driver.execute_script(SPY_ON_CORE)

    def job_workers(self):
        """(workers that ran a job's parts, how many of them are terminated), per SPY_ON_CORE."""
        return tuple(self.driver.execute_script(
            "const pool = window.coreSpy.pool(); return [pool.length, pool.filter((w) => w.terminated).length];"))

    def wait_job_running(self, timeout=10):
        self.wait(lambda d: self.job_workers()[0] > 0, timeout, "a job's workers")
        workers, terminated = self.job_workers()
        assert terminated == 0, f"{terminated} of {workers} job workers already terminated"

    def wait_job_stopped(self, timeout=2):
        """Every worker of the job terminated (what stops the CPU), within `timeout` seconds."""
        self.wait(lambda d: self.job_workers()[1] == self.job_workers()[0] > 0, timeout,
                  f"the job's workers terminated; saw {self.job_workers()}")

    def shot(self, name):
        SHOTS.mkdir(exist_ok=True)
        self.shots += 1
        path = SHOTS / f"{self.test_name}-{self.shots:02d}-{name}.png"
        self.driver.save_screenshot(str(path))
        return path


def app_in(driver, server, request):
    page = App(driver, server, request.node.name.replace("[", "-").replace("]", ""))
    page.viewport("phone")
    driver.get_log("browser")  # drop what earlier tests logged
    yield page
    errors = page.console_errors()
    assert not errors, f"console errors: {errors}"


@pytest.fixture
def app(driver, server, request):
    yield from app_in(driver, server, request)


@pytest.fixture
def german_app(german_driver, server, request):
    """The app in a browser whose language is German (de-DE): "," before the decimals."""
    yield from app_in(german_driver, server, request)

"""The core in the browser: the web app computes every tool with the Swift core compiled to
WebAssembly (Web/js/core/), never asking the server's /api/; the core answers exactly what the API
answers; and a long job cancelled in the browser stops at once.

Expected values are those the other browser tests work out by hand (cited there).
"""
import concurrent.futures
import decimal
import json
import math
import re
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import ROOT, VISIBLE_SCREEN

CORPUS = ROOT / "tests/corpus/api-requests.jsonl"
GET_TOOLS = ("emotions", "ceiling/catalog", "limits")
# A count the core runs as a job, in 16 parts of seconds each (see test_primes.LONG_LO).
LONG_LO, LONG_HI = "1000000000000000", "1000010000000000"


# ---- every tab, and nothing asked of /api/ ----------------------------------------------------

def requested(app):
    """Every URL the page has requested since it loaded (resource timing: fetch, XHR, event
    streams, images, scripts). The core's workers fetch nothing but /core/reckon.wasm."""
    return app.driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)")


def first_rows(app, count, timeout=10):
    """The first `count` rows of the primes list once loaded, as [index, prime] with their digits."""
    def ready(_):
        shown = app.driver.execute_script("""
            return [...document.querySelector(arguments[0]).querySelectorAll('.primes-row')].map((r) =>
              [r.querySelector('.primes-index').textContent.replace(/[^0-9]/g, ''),
               r.querySelector('.primes-value').textContent.replace(/,/g, '')]);
        """, VISIBLE_SCREEN)[:count]
        return shown if len(shown) == count and all(p != "Loading…" for _, p in shown) else None
    return app.wait(ready, timeout, "the first rows")


def tap_ceiling_row(app, title):
    for row in app.screen.find_elements(By.CSS_SELECTOR, ".ceiling-row"):
        if row.find_element(By.CSS_SELECTOR, ".ceiling-row-title").text == title:
            row.click()
            app.wait_title(title)
            return
    raise AssertionError(f"no row {title!r} on {app.title!r}")


def face_looks(app):
    return tuple(app.driver.execute_script("""
        const svg = document.querySelector(arguments[0])?.querySelector('.faces-stage .faces-svg');
        return svg ? [svg.dataset.eyes, svg.dataset.mouth] : [null, null];
    """, VISIBLE_SCREEN))


def touch(app, kind, points=()):
    app.driver.execute_cdp_cmd("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def test_every_tab_computes_in_the_browser_without_the_api(app):
    # Wide enough for every tab in the bar: one page load, so resource timing sees it all.
    app.viewport("desktop")
    app.open("/")
    app.driver.execute_script("performance.setResourceTimingBufferSize(100000)")
    app.spy_on_core()

    app.tab("Equation")
    app.fill("a", "1")
    app.fill("b", "-3")
    app.fill("c", "2")
    app.press("Solve!")
    app.wait_title("Solution")
    assert "x = 1 or x = 2" in app.wait_text("Two real roots")

    app.tab("Triangle")
    app.fill("Leg a", "3")
    app.fill("Leg b", "4")
    app.press("Solve!")
    app.wait_title("Solution")
    text = app.wait_text("Hypotenuse c")
    assert "Hypotenuse c\n5" in text and "Area\n6" in text

    app.tab("Primes")
    app.fill("From", "1")
    app.fill("To", "100")
    app.press("Solve!")
    app.wait_title("Prime List")
    app.wait_text("25", css=".primes-count")  # primesieve 1 100 -c
    assert first_rows(app, 4) == [["1", "2"], ["2", "3"], ["3", "5"], ["4", "7"]]

    app.tab("Dice")
    app.fill("Pool", "2d6")
    app.fill("Trials", "1000")
    app.fill("Seed", "1")
    app.press("Solve!")
    app.wait_title("Distribution")
    app.wait_text("Statistics")
    # test_dice.test_simulation_with_a_seed: simulated mean 6.96, the exact distribution's 7.
    table = app.screen.find_element(By.CSS_SELECTOR, "table.dice-stats").text
    assert "Mean\n6.96 7\nSD\n2.3341808 2.4152295" in table, table
    # A simulation past the screen's direct limit (2e7 dice) runs as a job on the core's workers:
    # test_dice.test_a_big_simulation_runs_as_a_job's values.
    app.back()
    app.wait_title("Dice")
    app.fill("Pool", "100d20")
    app.fill("Trials", "200000")
    app.fill("Seed", "3")
    app.press("Solve!")
    app.wait_title("Distribution")
    app.wait_text("Statistics", timeout=60)
    table = app.screen.find_element(By.CSS_SELECTOR, "table.dice-stats").text
    assert "Mean\n1050.0389 1050" in table and "Mode\n1053 1050" in table, table
    assert app.driver.execute_script("return window.coreSpy.plans('dice')") == 1

    app.tab("Tip")
    box = app.field("Bill")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys("78.52")
    app.wait_text("Total\n$94.22")  # 78.52 × 1.20 = 94.224

    app.tab("Decider")
    app.press("Decide!")
    answer = app.screen.find_element(By.CSS_SELECTOR, ".decider-answer")
    app.wait(lambda d: "settled" in answer.get_attribute("class"), message="an answer")
    assert answer.text in ["Yes", "No", "Maybe", "Definitely", "Not a chance", "Ask again later"]

    app.tab("Calculator")
    display = "return document.querySelector('.stack:not([hidden]) .calc-display')?.textContent"
    for token in ["2", "+", "3", "×", "4", "="]:
        app.screen.find_element(By.CSS_SELECTOR, f'.calc-key[data-key="{token}"]').click()
    app.wait(lambda d: d.execute_script(display) == "14", 5, "14 on the display")  # × before +
    for token in ["C", "C", "M", "x²", "−", "4", "="]:
        app.screen.find_element(By.CSS_SELECTOR, f'.calc-key[data-key="{token}"]').click()
    app.press("Graph")
    app.wait(lambda d: int(app.screen.find_element(By.CSS_SELECTOR, ".graph-canvas").get_attribute("data-segments") or 0) >= 1,
             5, "a plotted curve")
    assert app.text(".graph-status") == "y = (M)^2 − 4"

    app.tab("Ceiling")
    for title in ("KWIKLOC One Way", "24mm T Bar", "1350x450"):
        tap_ceiling_row(app, title)
    app.fill("Area", "100")
    app.screen.find_element(By.XPATH, ".//label[normalize-space()='C Spline']").click()
    assert app.field("C Spline").is_selected()
    app.fill("Length Drop", "1.2")
    app.press("Calculate")
    app.wait_title("Materials")
    # test_ceiling.ONE_WAY, worked there: k = 1, Main Tee 21k, clips 62k, rods 62k/2, wall angle
    # 12k; M = 100/0.6075 = 164.6, tiles 3M → 494, C Spline 4M → 659.
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".ceiling-table tbody tr"), 10, "components")
    # Each row as "Name quantity …" (test_ceiling.component_lines): the table's first column.
    table = app.driver.execute_script("""
        return [...arguments[0].querySelectorAll('.ceiling-table tbody tr')].map((tr) =>
          [tr.querySelector('.ceiling-component').textContent, tr.querySelector('td').textContent].join(' '));
    """, app.screen)
    assert table == ["Main Tee 21", "Suspension Clip 62", "Anchor Clip 62", "Hanging Rod 31",
                     "Wall Angle 12", "C Spline 659", "Tiles 494"], table

    app.tab("Faces")
    app.wait(lambda d: "Worried" in app.text(), 10, "the built-in emotions")
    for link in app.screen.find_elements(By.CSS_SELECTOR, ".faces-row-link"):
        if link.text == "Worried":
            link.click()
    app.wait(lambda d: face_looks(app) == ("open", "smirk"), 5, "Worried's face")
    stage = app.screen.find_element(By.CSS_SELECTOR, ".faces-stage")
    x, y = app.driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];", stage)
    touch(app, "touchStart", [(x, y)])  # swipe up: one step happier
    for step in range(1, 5):
        touch(app, "touchMove", [(x, y - 30 * step)])
    touch(app, "touchEnd")
    app.wait(lambda d: face_looks(app) == ("open", "neutral"), 5, "a happier face")
    touch(app, "touchStart", [(x, y)])  # tap: the eyes close
    touch(app, "touchEnd")
    app.wait(lambda d: face_looks(app) == ("closed", "neutral"), 5, "closed eyes")
    app.press("Sadder")
    app.wait(lambda d: face_looks(app) == ("closed", "smirk"), 5, "a sadder face")
    app.shot("faces")

    urls = requested(app)
    assert any(u.endswith("/js/core/reckon.js") for u in urls), urls  # resource timing saw the app load
    assert [u for u in urls if "/api/" in u] == []
    # What the screens asked the core, tool by tool: every tab went through it.
    asked = set(app.driver.execute_script("return window.coreSpy.asked.map((a) => a.tool)"))
    # (The calculator's keys go to calc/press, the calculator the core holds between keys.)
    assert {"quadratic", "triangle", "primes", "dice", "tip", "decide", "calc/press", "plot", "ceiling", "face",
            "job/plan", "job/part", "job/merge"} <= asked, asked


# ---- the core answers what the API answers ----------------------------------------------------

def api_answer(base, case):
    """The server's (status, text) for a corpus case: its raw body POSTed, or a GET."""
    get = case["tool"] in GET_TOOLS
    request = urllib.request.Request(
        f"{base}/api/{case['tool']}", method="GET" if get else "POST",
        data=None if get else case["body"].encode(), headers={} if get else {"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=600) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


# Answers every case with the core as the page runs it: Web/js/core/worker.js (module.js's
# instantiate, then call(tool, bodyText) on the raw text, so malformed bodies reach the core as
# they are), two workers taking the next case in turn.
CORE_ANSWERS = """
const [cases, done] = arguments;
const answers = new Array(cases.length);
let next = 0;
const run = (worker) => new Promise((resolve, reject) => {
  const ask = () => {
    if (next >= cases.length) { worker.terminate(); resolve(); return; }
    const id = next++;
    worker.onmessage = ({ data }) => {
      if (data.error !== undefined) { reject(new Error(`case ${id}: ${data.error}`)); return; }
      answers[id] = [data.status, data.json];
      ask();
    };
    worker.postMessage({ id, tool: cases[id].tool, body: cases[id].body });
  };
  worker.onerror = (event) => reject(new Error(event.message));
  ask();
});
const workers = [0, 1].map(() => new Worker('/js/core/worker.js', { type: 'module' }));
Promise.all(workers.map(run)).then(() => done({ answers }), (error) => done({ error: String(error) }));
"""


NUMBER = re.compile(r"-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?")


def same_but_last_digits(a, b):
    """The same JSON text but for numbers within 2 ulp of each other: the libm cases of the
    corpus, where glibc and wasi-libc round a last digit differently (make-corpus.py)."""
    if NUMBER.sub("#", a) != NUMBER.sub("#", b):
        return False
    def close(p, q):
        x, y = float(p), float(q)
        if x == 0 or math.isinf(x):
            # Beyond the double range (7.1528712432651e-870 is written with 14 digits): the
            # digits must agree to 1e-12, relative.
            p, q = decimal.Decimal(p), decimal.Decimal(q)
            return p == q or abs(p - q) <= abs(p) * decimal.Decimal("1e-12")
        return abs(x - y) <= 2 * max(math.ulp(x), math.ulp(y))
    x, y = NUMBER.findall(a), NUMBER.findall(b)
    return len(x) == len(y) and all(close(p, q) for p, q in zip(x, y))


def test_the_core_answers_the_corpus_as_the_api_does(app, server):
    cases = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    assert len(cases) == 435
    app.open("/")
    # The server answers while the browser computes (a debug server takes about two minutes).
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        native = pool.map(lambda case: api_answer(server, case), cases)
        app.driver.set_script_timeout(900)
        try:
            result = app.driver.execute_async_script(CORE_ANSWERS, cases)
        finally:
            app.driver.set_script_timeout(30)
        native = list(native)
    assert "error" not in result, result.get("error")
    mismatches = []
    for case, (status, text), (core_status, core_text) in zip(cases, native, result["answers"]):
        same = status == core_status and (
            text == core_text or case.get("libm") and same_but_last_digits(text, core_text))
        if not same:
            at = next((i for i, (a, b) in enumerate(zip(text, core_text)) if a != b), min(len(text), len(core_text)))
            mismatches.append(f"{case['tool']} {case['body'][:80]!r}: API {status} …{text[max(0, at - 40):at + 30]}… "
                              f"— core {core_status} …{core_text[max(0, at - 40):at + 30]}…")
    assert not mismatches, f"{len(mismatches)} of {len(cases)} differ:\n" + "\n".join(mismatches)


# ---- Cancel of a long job ---------------------------------------------------------------------

def test_cancelling_a_long_primes_count_leaves_the_screen_usable_at_once(app):
    app.open("/primes")
    app.spy_on_core()
    app.fill("From", LONG_LO)
    app.fill("To", LONG_HI)
    app.press("Solve!")
    app.wait_title("Prime List")
    panel = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, ".stack:not([hidden]) .primes-progress"), 10,
                     "the progress panel")
    assert "Counting primes…" in panel.text
    app.wait_job_running()
    # Let the job's workers get going, and the list its first page, before cancelling.
    assert first_rows(app, 1, timeout=30) == [["1", "1000000000000037"]]  # Miller–Rabin in Python
    # Cancel, then time in the page how long until the screen says so and offers Retry.
    elapsed = app.driver.execute_async_script("""
        const [screenSelector, done] = arguments;
        const screen = document.querySelector(screenSelector);
        const cancel = [...screen.querySelectorAll('button')].find((b) => b.textContent.trim() === 'Cancel');
        const started = performance.now();
        cancel.click();
        const check = () => {
          const count = screen.querySelector('.primes-count')?.textContent;
          const retry = [...screen.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Retry');
          if (count === 'Cancelled' && retry) done(performance.now() - started);
          else if (performance.now() - started > 5000) done(-1);
          else requestAnimationFrame(check);
        };
        check();
    """, VISIBLE_SCREEN)
    print(f"Cancelled shown {elapsed:.0f} ms after Cancel")
    assert 0 <= elapsed < 500, f"Cancelled shown {elapsed:.0f} ms after Cancel"
    app.wait_job_stopped(timeout=1)
    assert "its work has stopped" in app.text()
    # A small count works right after: the screen is usable and the core answers.
    app.back()
    app.wait_title("Primes")
    app.fill("From", "1")
    app.fill("To", "10")
    app.press("Solve!")
    app.wait_title("Prime List")
    app.wait_text("4", css=".primes-count", timeout=5)  # 2, 3, 5, 7
    assert first_rows(app, 4, timeout=5) == [["1", "2"], ["2", "3"], ["3", "5"], ["4", "7"]]
    app.shot("after-cancel")

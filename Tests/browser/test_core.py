"""The core in the browser: the web app computes every tool with the Swift core compiled to
WebAssembly (Web/js/core/), never asking the server's /api/; the core answers exactly what the API
answers; and a long job cancelled in the browser stops at once.

Expected values are those the other browser tests work out by hand (cited there).
"""
import concurrent.futures
import json
import urllib.error
import urllib.request

from selenium.webdriver.common.by import By

from conftest import ROOT, VISIBLE_SCREEN
# A count the core runs as a job, two π's of seconds each (see test_primes.LONG_LO).
from test_primes import LONG_FIRST, LONG_HI, LONG_LO
from tour import first_rows, use_every_tab

CORPUS = ROOT / "Tests/corpus/api-requests.jsonl"
# The tools only a GET answers, as the OpenAPI document lists them (held equal to the registry).
GET_TOOLS = {path.removeprefix("/api/") for path, operations in
             json.loads((ROOT / "Sources/ReckonServer/Resources/openapi.json").read_text())["paths"].items()
             if "get" in operations and "post" not in operations}


# ---- every tab, and nothing asked of /api/ ----------------------------------------------------

def requested(app):
    """Every URL the page has requested since it loaded (resource timing: fetch, XHR, event
    streams, images, scripts). The core's workers fetch nothing but /core/reckon.wasm and
    /core/reckon-first.wasm."""
    return app.driver.execute_script(
        "return performance.getEntriesByType('resource').map((e) => e.name)")


def test_every_tab_computes_in_the_browser_without_the_api(app):
    # Wide enough for every tab in the bar: one page load, so resource timing sees it all.
    app.viewport("desktop")
    app.open("/")
    app.driver.execute_script("performance.setResourceTimingBufferSize(100000)")
    app.spy_on_core()
    use_every_tab(app)

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
const [cases, module, done] = arguments;
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
const workers = [0, 1].map(() => new Worker('/js/core/worker.js', { type: 'module', name: module }));
Promise.all(workers.map(run)).then(() => done({ answers }), (error) => done({ error: String(error) }));
"""


def test_the_core_answers_the_corpus_as_the_api_does(app, server):
    cases = [json.loads(line) for line in CORPUS.read_text(encoding="utf-8").splitlines() if line.strip()]
    # Every tool the API documents, whatever its number (scripts/test checks the file is whole).
    # The tools are the document's paths less the server's own (its base part's).
    paths = [json.loads((ROOT / part).read_text(encoding="utf-8"))["paths"]
             for part in ("Sources/ReckonServer/Resources/openapi.json", "Sources/ReckonServer/.openapi.json")]
    tools = {path.removeprefix("/api/") for path in paths[0] if path not in paths[1]}
    assert tools and tools <= {case["tool"] for case in cases}, tools - {case["tool"] for case in cases}
    expect_the_apis_answers(app, server, cases, "reckon.wasm")


# The first screens' module (Web/core/reckon-first.wasm, `Tool.firstScreens`), which the page
# computes with until the full module has answered: these tools as the API answers them.
FIRST_SCREENS = {"quadratic", "quadratic/curve", "plot/ticks", "triangle", "tip", "decide", "decide/defaults",
                 "face", "emotion", "emotions"}


def test_the_first_module_answers_its_tools_as_the_api_does(app, server):
    cases = [case for case in map(json.loads, CORPUS.read_text(encoding="utf-8").splitlines())
             if case["tool"] in FIRST_SCREENS]
    assert {case["tool"] for case in cases} == FIRST_SCREENS
    # Any other tool is the full module's: the first answers it not found.
    cases.append({"tool": "primes", "body": '{"lo":1,"hi":10}'})
    expect_the_apis_answers(app, server, cases, "reckon-first.wasm", not_found={"primes"})


def expect_the_apis_answers(app, server, cases, module, not_found=()):
    """Every case answered by `module` in the page's workers as the server answers it (or 404
    `not-found` for the tools of `not_found`, docs/api.md#errors)."""
    app.open("/")
    # The server answers while the browser computes (a debug server takes about two minutes).
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        native = pool.map(lambda case: api_answer(server, case), cases)
        app.driver.set_script_timeout(900)
        try:
            result = app.driver.execute_async_script(CORE_ANSWERS, cases, module)
        finally:
            app.driver.set_script_timeout(30)
        native = list(native)
    assert "error" not in result, result.get("error")
    mismatches = []
    for case, (status, text), (core_status, core_text) in zip(cases, native, result["answers"]):
        if case["tool"] in not_found:
            status, text = 404, '{"error":{"code":"not-found","field":"path","message":"no such endpoint"}}'
        same = status == core_status and text == core_text
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
    app.press("Solve")
    app.wait_title("Prime List")
    panel = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, ".stack:not([hidden]) .primes-progress"), 10,
                     "the progress panel")
    assert "Counting primes…" in panel.text
    app.wait_job_running()
    # Let the job's workers get going, and the list its first page, before cancelling.
    assert first_rows(app, 1, timeout=30) == [["1", LONG_FIRST]]
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
    app.press("Solve")
    app.wait_title("Prime List")
    app.wait_text("4", css=".primes-count", timeout=5)  # 2, 3, 5, 7
    assert first_rows(app, 4, timeout=5) == [["1", "2"], ["2", "3"], ["3", "5"], ["4", "7"]]
    app.shot("after-cancel")

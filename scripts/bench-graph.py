"""The Graph's frame time while a slider is dragged (issue 35, point 6), for scripts/bench: Chromium
at a phone's size (390 × 844 CSS px, two device pixels each), four functions of one parameter a
(a sin x, x²/a − 3, cos(a x), exp(x/a) − 2), each sampled at three times the width (1,170 samples,
the slider moved a step at a time as a finger's drag does (its input events: the curves alone, the
points come once it is let go), each step once the last is drawn. A step's frame time is the time
from the slider's input event to the samples answered by the core in the page's worker (the
canvas's data-curves set), plus that frame's drawing (the view's `graph-draw` measure). The goal:
under 16 ms, one frame at 60 Hz.
    .venv/bin/python scripts/bench-graph.py RECKON_BINARY
Prints the median and the 95th percentile of 60 steps, and the worst, in ms."""
import os
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests/browser"))
os.environ["RECKON_BIN"] = sys.argv[1]

from conftest import App, Server, chromium  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402

FUNCTIONS = ["a sin(x)", "x^2 / a - 3", "cos(a x)", "exp(x / a) - 2"]
STEPS = 60

MEASURE = r"""
const [steps, done] = [arguments[0], arguments[arguments.length - 1]];
const screen = document.querySelector('.stack:not([hidden]) > .screen:not([hidden])');
const range = screen.querySelector('.graph-slider-range');
const canvas = screen.querySelector('.graph-canvas');
const frames = [];
let step = 0, start = 0, answered = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (!answered || entry.startTime < answered) continue;
    frames.push(answered - start + entry.duration);
    answered = 0;
    step += 1;
    requestAnimationFrame(next);
  }
}).observe({ entryTypes: ['measure'] });
new MutationObserver(() => {
  if (start && !answered && canvas.dataset.curves === '4') answered = performance.now();
}).observe(canvas, { attributes: true, attributeFilter: ['data-curves'] });
function next() {
  if (step === steps) { done(frames); return; }
  start = performance.now();
  range.value = String(0.5 + (step % 20) * 0.1); // a from 0.5 to 2.4, a new value each step
  range.dispatchEvent(new Event('input', { bubbles: true }));
}
requestAnimationFrame(next);
"""


def main():
    server = Server()
    driver = chromium("en-US")
    try:
        app = App(driver, server.base, "bench")
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
        app.open("/calculator/graph")
        app.wait_title("Graph")
        for index, text in enumerate(FUNCTIONS):
            while len(app.screen.find_elements(By.CSS_SELECTOR, ".graph-input")) <= index:
                app.screen.find_element(By.CSS_SELECTOR, ".graph-add").click()
            box = app.screen.find_elements(By.CSS_SELECTOR, ".graph-input")[index]
            box.send_keys(Keys.CONTROL, "a")
            box.send_keys(text, Keys.ENTER)
        app.wait(lambda d: app.screen.find_element(By.CSS_SELECTOR, ".graph-canvas").get_attribute("data-curves") == "4",
                 30, "four curves")
        driver.set_script_timeout(120)
        driver.execute_async_script(MEASURE, 10)  # the module's code warmed up, as after a first drag
        frames = sorted(driver.execute_async_script(MEASURE, STEPS))
        p95 = frames[int(0.95 * (len(frames) - 1))]
        print(f"{statistics.median(frames):.1f} {p95:.1f} {frames[-1]:.1f}")
    finally:
        driver.quit()
        server.stop()


main()

"""What the calculator's browser tests check in the page, shared by Chromium's
(Tests/browser/test_calculator.py) and WebKit's (Tests/webkit/test_webkit.py): scripts that
return the problems they find, and the keys each keypad shows."""

# Every button of the calculator's panel that shows: whether a finger can tap it whole. Its
# centre and the points 40 % of its width and height from it, left, right, up and down, hit it
# (nothing covers it, no scroller clips it; a round key takes no taps at its box's corners,
# outside its curve), it lies in the viewport, clear of the navigation bar and the tab bar, it
# is at least 44 × 44 px, and no two of them overlap; the panel has no need to scroll. The
# display shows whole, clear of the bars, on one line. Returns {problems, keys: the data-key of each key shown}.
TAPPABLE = r"""
const screen = document.querySelector(arguments[0]);
const nav = screen.querySelector('.nav-bar').getBoundingClientRect();
const tabs = document.getElementById('tab-bar').getBoundingClientRect();
const problems = [];
const name = (n) => n.getAttribute('aria-label') || n.textContent.trim() || n.className;
const buttons = [...screen.querySelectorAll('.calc-pane button')].filter((b) => b.getClientRects().length);
const clear = (r) => r.left >= -0.5 && r.top >= nav.bottom - 0.5 && r.right <= innerWidth + 0.5 && r.bottom <= tabs.top + 0.5;
for (const b of buttons) {
  const r = b.getBoundingClientRect();
  if (!clear(r)) problems.push(`${name(b)} not wholly between the bars: ${JSON.stringify([r.left, r.top, r.right, r.bottom])}`);
  if (r.width < 43.5 || r.height < 43.5) problems.push(`${name(b)} is ${r.width.toFixed(1)} x ${r.height.toFixed(1)}`);
  const cx = (r.left + r.right) / 2, cy = (r.top + r.bottom) / 2;
  const points = [[cx, cy], [cx - 0.4 * r.width, cy], [cx + 0.4 * r.width, cy], [cx, cy - 0.4 * r.height], [cx, cy + 0.4 * r.height]];
  for (const [x, y] of points) {
    const hit = document.elementFromPoint(x, y);
    if (!hit || !(hit === b || b.contains(hit))) { problems.push(`${name(b)} at (${x.toFixed(0)}, ${y.toFixed(0)}) hits ${hit ? name(hit) : 'nothing'}`); break; }
  }
}
for (let i = 0; i < buttons.length; i++) for (let j = i + 1; j < buttons.length; j++) {
  const a = buttons[i].getBoundingClientRect(), c = buttons[j].getBoundingClientRect();
  const w = Math.min(a.right, c.right) - Math.max(a.left, c.left), h = Math.min(a.bottom, c.bottom) - Math.max(a.top, c.top);
  if (w > 0.5 && h > 0.5) problems.push(`${name(buttons[i])} overlaps ${name(buttons[j])}`);
}
const pane = screen.querySelector('.calc-pane');
if (pane.scrollHeight > pane.clientHeight + 1) problems.push(`the panel scrolls: ${pane.scrollHeight} > ${pane.clientHeight}`);
const display = screen.querySelector('.calc-display'), box = display.parentElement;
const d = display.getBoundingClientRect(), bx = box.getBoundingClientRect();
if (!clear(bx)) problems.push('the display is not wholly between the bars');
if (d.left < bx.left - 0.5 || d.right > bx.right + 0.5 || d.top < bx.top - 0.5 || d.bottom > bx.bottom + 0.5) problems.push('the display does not fit its box');
if (Math.round(d.height / parseFloat(getComputedStyle(display).lineHeight)) !== 1) problems.push('the display wraps');
const hit = document.elementFromPoint((d.left + d.right) / 2, (d.top + d.bottom) / 2);
if (!hit || !box.contains(hit)) problems.push(`the display's centre hits ${hit ? name(hit) : 'nothing'}`);
return {problems, keys: buttons.filter((b) => b.classList.contains('calc-key')).map((b) => b.dataset.key)};
"""

BASIC_KEYS = ["C", "±", "%", "÷", "7", "8", "9", "×", "4", "5", "6", "−", "1", "2", "3", "+", "mode", "0", ".", "="]
SCIENTIFIC_KEYS = ["(", ")", "mc", "m+", "m-", "mr", "2nd", "x²", "x^3", "xʸ", "eˣ", "10^x", "1/x", "√", "cbrt",
                   "yroot", "ln", "log", "x!", "sin", "cos", "tan", "e", "EE", "rad", "sinh", "cosh", "tanh", "π", "rand"]
PROGRAM_KEYS = ["M", "→M", "undo"]


# The Graph's parts that must each have their own place: the list of functions, the zoom buttons, the
# status and the help text. Each lies in the viewport between the bars and none overlaps another.
GRAPH_PARTS = r"""
const screen = document.querySelector(arguments[0]);
const nav = screen.querySelector('.nav-bar').getBoundingClientRect();
const tabs = document.getElementById('tab-bar').getBoundingClientRect();
const parts = [...screen.querySelectorAll('.graph-list, .graph-tool, .graph-box, .graph-status, .graph-help')]
  .filter((n) => n.getClientRects().length);
const problems = [];
const name = (n) => n.getAttribute('aria-label') || n.className;
for (const n of parts) {
  const r = n.getBoundingClientRect();
  if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < nav.bottom - 0.5 || r.bottom > tabs.top + 0.5) problems.push(`${name(n)} not between the bars`);
}
for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
  const a = parts[i].getBoundingClientRect(), b = parts[j].getBoundingClientRect();
  if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) {
    problems.push(`${name(parts[i])} overlaps ${name(parts[j])}`);
  }
}
return problems;
"""

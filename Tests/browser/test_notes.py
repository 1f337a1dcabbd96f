"""Notes (issue 34): notes kept on the device, each a sheet of lines whose answers the core's
`notes` works out as the user types, shown at the right of each line.

Expected answers are worked by hand: 1200 written as the iPhone calculator writes it, "1,200";
84.20 is 84.2; 2 * 3 = 6; `sum` after the heading adds the lines since it (just the 6); 1/0
divides by zero, an operation the core places where its left operand starts (the line's 1st
character); rent / 3 = 1200 / 3 = 400, and 1500 / 3 = 500 once rent is 1500. The browser runs
with --lang=en-US (de-DE for the German test).
"""
import time
import urllib.parse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

EXAMPLE = "rent = 1200\ngroceries: 84.20\n\n# Trip\n2 * 3\nsum\n1/0\nhello world"
EXAMPLE_ANSWERS = ["1,200", "84.2", "", "", "6", "6", "division by zero at 1", ""]

# Each row of the results column: its text, whether it is an answer, an error or nothing, and
# where it stands against the textarea's line of the same index (the textarea's own layout:
# its top padding, then one line-height per line, nothing wrapped or scrolled).
ROWS = """
const screen = document.querySelector(arguments[0]);
const area = screen.querySelector('textarea');
const style = getComputedStyle(area);
const lineHeight = parseFloat(style.lineHeight);
const first = area.getBoundingClientRect().top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
return {
  busy: screen.querySelector('.notes-results').getAttribute('aria-busy') === 'true',
  scrolled: area.scrollTop,
  fits: area.scrollHeight <= area.clientHeight,
  lineHeight,
  rows: [...screen.querySelectorAll('.notes-result-row')].map((row, index) => {
    const box = row.getBoundingClientRect();
    const answer = row.querySelector('button');
    return {
      text: row.textContent,
      kind: answer ? (answer.classList.contains('notes-error') ? 'error' : 'value') : 'none',
      colour: answer ? getComputedStyle(answer).color : null,
      middle: (box.top + box.bottom) / 2,
      height: box.height,
      lineTop: first + index * lineHeight,
    };
  }),
};
"""


def sheet(app):
    return app.screen.find_element(By.CSS_SELECTOR, "textarea")


def rows(app):
    from conftest import VISIBLE_SCREEN
    return app.driver.execute_script(ROWS, VISIBLE_SCREEN)


def answers(app, expected, timeout=10):
    """Waits until the core has answered the text as it is now (the column not busy) with
    `expected`, one text per line; returns the rows."""
    try:
        app.wait(lambda d: (lambda r: not r["busy"] and [row["text"] for row in r["rows"]] == expected)(rows(app)), timeout)
    except Exception:
        raise AssertionError(f"answers {expected}, saw {[row['text'] for row in rows(app)['rows']]}") from None
    return rows(app)


def new_note(app):
    app.open("/notes")
    app.wait_title("Notes")
    app.press("New note")
    app.wait_title("New Note")
    app.wait(lambda d: app.focused() == sheet(app), message="the new note's text focused")
    return sheet(app)


def rgb(colour):
    """A computed colour, rgb(…) or color(srgb …) (what color-mix gives), as 0–255 values."""
    inside = colour[colour.index("(") + 1:colour.index(")")]
    if inside.startswith("srgb"):
        return tuple(round(float(part) * 255) for part in inside.split()[1:4])
    return tuple(int(part) for part in inside.split(",")[:3])


def test_notes_typing_the_example_shows_each_line_answer_on_its_row(app):
    area = new_note(app)
    area.send_keys(EXAMPLE)
    shown = answers(app, EXAMPLE_ANSWERS)
    assert shown["scrolled"] == 0 and shown["fits"], "the textarea is as tall as its lines"
    for index, row in enumerate(shown["rows"]):
        # Every row, the error's on line 7 among them, is as tall as a line and level with its line.
        assert abs(row["height"] - shown["lineHeight"]) < 0.5, (index, row)
        assert row["lineTop"] + 2 <= row["middle"] <= row["lineTop"] + shown["lineHeight"] - 2, (index, row)
    kinds = [row["kind"] for row in shown["rows"]]
    assert kinds == ["value", "value", "none", "none", "value", "value", "error", "none"]
    red, green, blue = rgb(shown["rows"][6]["colour"])
    assert red > green + 40 and red > blue + 40, f"the error in red, saw {shown['rows'][6]['colour']}"
    # The heading alone is drawn bold, on its own line (the 4th).
    headings = app.driver.execute_script("""
        const area = arguments[0];
        const top = area.getBoundingClientRect().top + parseFloat(getComputedStyle(area).paddingTop);
        return [...document.querySelectorAll('.notes-heading')].map((mark) => [mark.textContent,
          Math.round((mark.getBoundingClientRect().top - top) / parseFloat(getComputedStyle(area).lineHeight))]);""", area)
    assert headings == [["# Trip", 3]]
    assert app.title == "New Note"  # the title a note had when it was opened
    assert app.path.startswith("/notes/note?id=")
    app.shot("example")


def test_notes_editing_a_line_updates_the_lines_that_use_it(app):
    area = new_note(app)
    area.send_keys("rent = 1200\nrent / 3\nrent + 1")
    answers(app, ["1,200", "400", "1,201"])
    # Line 1 retyped: every line that reads rent follows.
    area.send_keys(Keys.CONTROL, Keys.HOME)
    area.send_keys(Keys.SHIFT, Keys.END)
    area.send_keys("rent = 1500")
    answers(app, ["1,500", "500", "1,501"])
    # A line taken out: the lines after it keep their rows, moved up with them.
    area.send_keys(Keys.DOWN, Keys.HOME, Keys.SHIFT, Keys.END)
    area.send_keys(Keys.DELETE, Keys.DELETE)
    answers(app, ["1,500", "1,501"])
    assert area.get_attribute("value") == "rent = 1500\nrent + 1"


def test_notes_units_currencies_and_percentages_computed_in_the_browser(app):
    # The examples, in the page's own core: 3 ft + 2 in = 38 in = 96.52 cm; 60 mph is
    # 60 × 1.609344 km/h; 400 EUR at 1 USD = 0.92 EUR is 434.78260869… USD, money to the cent;
    # 80 + 15 % of 80 is 92; a metre and a second do not add.
    area = new_note(app)
    area.send_keys("3 ft + 2 in to cm\n60 mph in km/h\nrent = 1200 EUR\n1 USD = 0.92 EUR\nrent / 3 in USD\n80 + 15%\n1 m + 1 s")
    shown = answers(app, ["96.52 cm", "96.56064 km/h", "1,200.00 EUR", "", "434.78 USD", "92",
                          "cannot add m (length) and s (time) at 1: only quantities of the same dimension add"])
    assert [row["kind"] for row in shown["rows"]][-1] == "error"


def test_notes_a_note_survives_a_reload_and_is_listed_newest_first(app):
    area = new_note(app)
    area.send_keys("first = 1\nfirst * 2")
    answers(app, ["1", "2"])
    app.back()
    app.wait_title("Notes")
    app.press("New note")
    app.wait_title("New Note")
    sheet(app).send_keys("# Groceries\nmilk: 2 * 1.15")
    answers(app, ["", "2.3"])  # 2 × 1.15
    url = app.path
    app.reload()
    app.wait_title("Groceries")  # the note's first line, a heading without its #
    assert app.path == url
    assert sheet(app).get_attribute("value") == "# Groceries\nmilk: 2 * 1.15"
    answers(app, ["", "2.3"])
    app.back()
    app.wait_title("Notes")
    titles = [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".notes-row-title")]
    assert titles == ["Groceries", "first = 1"]  # the one changed last first
    previews = [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".notes-row-preview")]
    assert previews == ["milk: 2 * 1.15", "first * 2"]
    assert "2 notes" in app.text()


def test_notes_a_new_note_left_empty_is_not_kept(app):
    new_note(app)
    app.back()
    app.wait_title("Notes")
    assert not app.screen.find_elements(By.CSS_SELECTOR, ".notes-row")
    assert "No Notes Yet" in app.text()


def test_notes_a_shared_link_opens_its_note_once(app):
    text = "a = 2\nb = a * 21\n# Done"
    link = "/notes?text=" + urllib.parse.quote(text, safe="")
    app.open(link)
    app.wait_title("a = 2")
    assert sheet(app).get_attribute("value") == text
    answers(app, ["2", "42", ""])
    first = app.path
    assert first.startswith("/notes/note?id=")
    # The same link again opens the same note, not a copy.
    app.open(link, fresh=False)
    app.wait_title("a = 2")
    assert app.path == first
    app.back()
    app.wait_title("Notes")
    assert [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".notes-row-title")] == ["a = 2"]
    assert app.path == "/notes"


def test_notes_a_plus_typed_into_a_link_stays_a_plus(app):
    app.open("/notes?text=1+2%0A2%2B3")  # "1+2" by hand; "2+3" encoded
    app.wait_title("1+2")
    assert sheet(app).get_attribute("value") == "1+2\n2+3"
    answers(app, ["3", "5"])


# Each answer's box, whether its text shows whole, and where its line's text ends: the line
# measured in a span with the textarea's font (the textarea not scrolled sideways).
ANSWER_PLACES = """
const screen = document.querySelector(arguments[0]);
const area = screen.querySelector('textarea');
const style = getComputedStyle(area);
const ruler = document.createElement('span');
ruler.style.cssText = `position: absolute; visibility: hidden; white-space: pre; font: ${style.font}`;
document.body.append(ruler);
const lines = area.value.split('\\n');
const column = screen.querySelector('.notes-results').getBoundingClientRect();
const places = [...screen.querySelectorAll('.notes-result-row')].map((row, index) => {
  const answer = row.querySelector('button');
  ruler.textContent = lines[index];
  const box = answer.getBoundingClientRect();
  return { whole: answer.scrollWidth <= answer.clientWidth, left: box.left, right: box.right,
           textEnd: area.getBoundingClientRect().left + ruler.getBoundingClientRect().width };
});
ruler.remove();
return { places, column: [column.left, column.right], scrolled: area.scrollLeft, width: innerWidth };
"""


def test_notes_an_answer_reaches_left_into_the_room_its_line_leaves(app):
    app.viewport((390, 844, 2, True))
    area = new_note(app)
    # zork is unknown: at the 1st character of the short line, the 29th of the long one
    # ("1 + 2 + … + 7 + " is 7 × 4 = 28 characters).
    area.send_keys("zork + 1\n1 + 2 + 3 + 4 + 5 + 6 + 7 + zork")
    answers(app, ["unknown variable 'zork' at 1", "unknown variable 'zork' at 29"])
    area.send_keys(Keys.CONTROL, Keys.HOME)
    from conftest import VISIBLE_SCREEN
    shown = app.driver.execute_script(ANSWER_PLACES, VISIBLE_SCREEN)
    assert shown["scrolled"] == 0
    short, long = shown["places"]
    # Wider than the column, the short line's error shows whole, left of the column but right of its text.
    assert short["whole"] and short["left"] < shown["column"][0] and short["left"] > short["textEnd"], shown
    # The long line leaves no room: its error keeps to the column, cut short (a tap shows it all).
    assert not long["whole"] and long["left"] >= shown["column"][0] - 0.5, shown
    assert short["right"] <= shown["width"] and long["right"] <= shown["width"]
    app.shot("room")


@pytest.fixture
def clipboard(app):
    """The page may write and read the clipboard; None where the browser grants no permission."""
    try:
        app.driver.execute_cdp_cmd("Browser.grantPermissions", {
            "origin": app.base, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    except Exception:
        yield None
        return
    yield lambda: app.driver.execute_async_script(
        "const done = arguments[0]; navigator.clipboard.readText().then(done, (e) => done('refused: ' + e.message));")
    app.driver.execute_cdp_cmd("Browser.resetPermissions", {})


def toast_text(app):
    app.wait(lambda d: app.screen.find_elements(By.CSS_SELECTOR, ".toast:not([hidden])"), message="a toast")
    return app.screen.find_element(By.CSS_SELECTOR, ".toast-message").text


def test_notes_a_tap_on_an_answer_copies_it(app, clipboard):
    area = new_note(app)
    area.send_keys("1234.5\n1/0")
    answers(app, ["1,234.5", "division by zero at 1"])
    app.press("1,234.5")
    assert toast_text(app) == "Copied 1,234.5"
    if clipboard:
        assert clipboard() == "1,234.5"
    # A tap on an error shows all of it, which a narrow column may cut short.
    app.press("division by zero at 1")
    app.wait(lambda d: toast_text(app) == "Line 2: division by zero at 1")


def test_notes_share_makes_a_link_that_opens_the_note(app, clipboard):
    area = new_note(app)
    area.send_keys("x = 6\nx * 7")
    answers(app, ["6", "42"])
    assert app.driver.execute_script("return navigator.share === undefined"), "headless Chromium has no share sheet"
    app.press("Share")
    if clipboard and toast_text(app) == "Link copied.":
        link = clipboard()
    else:
        # No clipboard: the link is shown, to copy by hand.
        title, link = app.alert()
        assert title == "Share Link"
        app.dismiss_alert()
    assert link == f"{app.base}/notes?text=x%20%3D%206%0Ax%20*%207"
    app.driver.get(link)
    app.wait_title("x = 6")
    answers(app, ["6", "42"])
    app.back()
    app.wait_title("Notes")
    assert len(app.screen.find_elements(By.CSS_SELECTOR, ".notes-row")) == 1


def test_notes_delete_in_edit_mode_with_undo(app):
    for fresh, text in ((True, "one = 1"), (False, "two = 2")):
        app.open("/notes?text=" + urllib.parse.quote(text, safe=""), fresh=fresh)
        app.wait_title(text)
    app.back()
    app.wait_title("Notes")
    app.press("Edit")
    app.press("Delete two = 2")
    assert [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".notes-row-title")] == ["one = 1"]
    assert toast_text(app) == "Deleted “two = 2”."
    app.press("Undo")
    app.wait(lambda d: [n.text for n in app.screen.find_elements(By.CSS_SELECTOR, ".notes-row-title")] == ["two = 2", "one = 1"])
    app.press("Delete two = 2")
    app.press("Delete one = 1")
    assert "No Notes Yet" in app.text()
    app.reload()
    app.wait_title("Notes")
    assert "No Notes Yet" in app.text()


def test_notes_the_empty_list_offers_an_example(app):
    app.open("/notes")
    app.wait_title("Notes")
    assert "No Notes Yet" in app.text()
    app.press("Start with This Example")
    app.wait_title("nights = 2")
    # hotel = 2 × 89 = 178; train 2 × 24.50 = 49; food 120; the total since the heading,
    # 178 + 49 + 120 = 347 (nights, above the blank line, is another block).
    answers(app, ["2", "", "", "178", "49", "120", "347"])


def test_notes_a_note_too_long_for_the_core_is_refused_once(app):
    area = new_note(app)
    area.send_keys("1 + 1")
    answers(app, ["2"])
    # 1001 lines, one over the core's 1000: set at once, as a paste would.
    app.driver.execute_script("""
        arguments[0].value = Array.from({ length: 1001 }, () => '1').join('\\n');
        arguments[0].dispatchEvent(new Event('input', { bubbles: true }));""", area)
    assert app.alert() == ("Check Note", "Note: must be at most 1000 lines, not 1001")
    app.dismiss_alert()
    # Typing on (still too long) does not alert again; the note is still kept as typed.
    area.send_keys(Keys.CONTROL, Keys.END)
    area.send_keys("\n2")
    time.sleep(0.5)
    assert not app.has_alert()
    assert app.focused() == area
    # Back within the limit: answered again.
    app.driver.execute_script("""
        arguments[0].value = '3 * 3';
        arguments[0].dispatchEvent(new Event('input', { bubbles: true }));""", area)
    answers(app, ["9"])


def test_notes_answers_in_the_browsers_language(german_app):
    app = german_app
    area = new_note(app)
    area.send_keys("1200\n84.20")
    answers(app, ["1.200", "84,2"])


@pytest.mark.parametrize("size", [(390, 844, 2, True), (844, 390, 2, True)], ids=["390x844", "844x390"])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_notes_fit_a_phone_either_way_up(app, size, dark):
    app.viewport(size, dark=dark)
    area = new_note(app)
    # 1 + 2 + … + 20 = 20 × 21 / 2 = 210, on a line wider than the text's column either way up.
    area.send_keys(EXAMPLE + "\n" + " + ".join(str(n) for n in range(1, 21)))
    answers(app, EXAMPLE_ANSWERS + ["210"])
    area.send_keys(Keys.CONTROL, Keys.HOME)
    # The long line scrolls the textarea sideways, never the page; answers stay inside the screen.
    problems = [p for p in app.layout_problems() if not p.startswith("small target")]
    assert problems == []
    small = [p for p in app.layout_problems() if p.startswith("small target")]
    # A line's answer is as tall as its line (28 px, above WCAG 2.2's 24) and as wide as it reads.
    assert all(p.split(": ")[1].endswith("x28") for p in small), small
    width = app.driver.execute_script("return innerWidth")
    for row in app.screen.find_elements(By.CSS_SELECTOR, ".notes-result-row button"):
        box = row.rect
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, (row.text, box)
    app.shot(f"{size[0]}x{size[1]}{'-dark' if dark else ''}")
    app.back()
    app.wait_title("Notes")
    assert not [p for p in app.layout_problems() if not p.startswith("small target")]
    app.shot(f"list-{size[0]}x{size[1]}{'-dark' if dark else ''}")


def set_text(app, area, text):
    """The whole note replaced at once, as a paste does (typing 64,000 keys would take minutes)."""
    app.driver.execute_script("""
        arguments[0].value = arguments[1];
        arguments[0].dispatchEvent(new Event('input', { bubbles: true }));""", area, text)


def words_linked_in(room):
    """Words (text, no answer) whose link's text= part is `room` characters: "a " is written
    "a%20", 4 characters for 2, so the note stays within the core's 50,000 characters."""
    return "a " * (room // 4) + "a" * (room % 4)


def test_notes_a_link_is_at_most_64000_characters(app, clipboard):
    area = new_note(app)
    room = 64000 - len(f"{app.base}/notes?text=")
    set_text(app, area, words_linked_in(room))
    answers(app, [""])
    app.press("Share")
    if clipboard:
        assert toast_text(app) == "Link copied."
        assert len(clipboard()) == 64000
    else:
        title, link = app.alert()
        assert title == "Share Link" and len(link) == 64000
        app.dismiss_alert()
    set_text(app, area, words_linked_in(room + 1))
    answers(app, [""])
    app.press("Share")
    assert app.alert() == ("Too Long to Share",
                           "A link holds at most 64,000 characters; this note's would be 64,001. Share a shorter note.")
    app.dismiss_alert()


def test_notes_a_note_no_longer_here(app):
    app.open("/notes/note?id=gone")
    app.wait_title("Note")
    assert "This note is not on this device" in app.text()
    app.back()
    app.wait_title("Notes")

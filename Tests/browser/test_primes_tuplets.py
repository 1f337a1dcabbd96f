"""The Primes screen's twins and k-tuplets: Find → Twin Primes … Prime Sextuplets, the count
(directly, or a job with progress and Cancel) and the list a page at a time, computed in the
browser by the core. Every value is primesieve 11.0's (`primesieve LO HI -c2` … `-c6`, `-p2`,
`-p4`)."""
import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from test_primes import scroll_list, solve

SCREEN = ".stack:not([hidden]) > .screen:not([hidden])"


def find(app, kind):
    Select(app.screen.find_element(By.CSS_SELECTOR, "select[name=tuplets]")).select_by_visible_text(kind)


def tuplet_rows(app):
    """Every row listed so far: (index, tuplet as shown)."""
    return [tuple(row) for row in app.driver.execute_script("""
        return [...document.querySelectorAll(arguments[0] + ' .primes-tuplets .primes-row')].map((r) =>
            [Number(r.querySelector('.primes-index').textContent.replace(/[^0-9]/g, '')),
             r.querySelector('.primes-value').textContent]);
    """, SCREEN)]


def wait_rows(app, at_least, timeout=20):
    return app.wait(lambda _: (rows := tuplet_rows(app)) and len(rows) >= at_least and rows, timeout,
                    f"{at_least} rows")


def test_twin_primes_to_a_hundred(app):
    app.open("/primes")
    find(app, "Twin Primes")
    solve(app, "1", "100")
    app.wait_title("Twin Primes")
    app.wait_text("8", css=".primes-count")
    rows = wait_rows(app, 8)
    assert rows == [(1, "3, 5"), (2, "5, 7"), (3, "11, 13"), (4, "17, 19"), (5, "29, 31"),
                    (6, "41, 43"), (7, "59, 61"), (8, "71, 73")]
    assert app.layout_problems() == []
    app.shot("tuplets-twins")
    # The choice is kept in the link: a reload shows the same screen.
    assert "k=2" in app.driver.current_url
    app.reload()
    app.wait_title("Twin Primes")
    app.wait_text("8", css=".primes-count")
    app.back()
    app.wait_title("Primes")
    assert Select(app.screen.find_element(By.CSS_SELECTOR, "select[name=tuplets]")).first_selected_option.text == "Twin Primes"


def test_the_list_pages_as_it_scrolls(app):
    """58,980 twins below 10^7: the first 500, then the next page once the end is in view."""
    app.open("/primes")
    find(app, "Twin Primes")
    solve(app, "0", "1e7")
    app.wait_text("58,980", css=".primes-count")
    rows = wait_rows(app, 500)
    assert rows[499] == (500, "32,411, 32,413")
    scroll_list(app, "box.scrollTop = box.scrollHeight;")
    rows = wait_rows(app, 1000)
    assert rows[500] == (501, "32,441, 32,443")
    assert rows[999] == (1000, "79,559, 79,561")


def test_quadruplets_near_the_top_of_64_bits(app):
    """The last 10^7 numbers below 2^64 hold 7 quadruplets, found by testing each number (not by
    the sieve, which would first place every prime below 2^32); the 20-digit primes wrap within
    the row on a phone."""
    app.open("/primes")
    find(app, "Prime Quadruplets")
    solve(app, "18446744073699551615", "18446744073709551615")
    app.wait_title("Prime Quadruplets")
    app.wait_text("7", css=".primes-count", timeout=60)
    rows = wait_rows(app, 7, timeout=60)
    assert rows[0] == (1, "18,446,744,073,700,473,491, 18,446,744,073,700,473,493, "
                          "18,446,744,073,700,473,497, 18,446,744,073,700,473,499")
    assert app.layout_problems() == []
    app.shot("tuplets-quadruplets-2-64")


def test_a_long_count_runs_as_a_job_and_cancels(app):
    """Twins in [10^15, 10^15 + 10^10]: a job on the core's workers, with progress and Cancel,
    while the list already shows the first twins."""
    app.open("/primes")
    app.spy_on_core()
    find(app, "Twin Primes")
    solve(app, "1000000000000000", "1000010000000000")
    app.wait_title("Twin Primes")
    panel = app.wait(lambda d: d.find_element(By.CSS_SELECTOR, SCREEN + " .primes-progress"), 10, "the progress panel")
    app.wait_job_running()
    assert "Counting…" in panel.text
    assert wait_rows(app, 2)[:2] == [(1, "1,000,000,000,002,371, 1,000,000,000,002,373"),
                                     (2, "1,000,000,000,002,767, 1,000,000,000,002,769")]
    app.shot("tuplets-job")
    app.press("Cancel")
    app.wait_text("Cancelled", css=".primes-count")
    app.wait_job_stopped()
    assert app.button("Retry").is_displayed()


def test_a_bad_range_alerts_on_the_input_screen(app):
    app.open("/primes")
    find(app, "Prime Triplets")
    solve(app, "30", "10")
    assert app.alert() == ("Check From", "From: must be at most To (10), not 30")
    app.dismiss_alert()
    assert app.title == "Primes"


@pytest.mark.parametrize("name", ["phone", "phone-landscape", "desktop"])
def test_tuplets_layout(app, name):
    app.viewport(name)
    app.open("/primes")
    find(app, "Prime Sextuplets")
    assert app.layout_problems() == [], name
    app.shot(f"tuplets-input-{name}")
    solve(app, "0", "1e6")
    app.wait_text("5", css=".primes-count")
    assert wait_rows(app, 5) == [(1, "7, 11, 13, 17, 19, 23"), (2, "97, 101, 103, 107, 109, 113"),
                                 (3, "16,057, 16,061, 16,063, 16,067, 16,069, 16,073"),
                                 (4, "19,417, 19,421, 19,423, 19,427, 19,429, 19,433"),
                                 (5, "43,777, 43,781, 43,783, 43,787, 43,789, 43,793")]
    assert app.layout_problems() == [], name
    app.shot(f"tuplets-{name}")
    app.viewport("phone")

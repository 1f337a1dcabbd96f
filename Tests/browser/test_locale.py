"""Number entry on a phone keypad and in the user's locale (issue 13, point 1).

The iPhone's decimal pad has no minus key: fields that take negatives have a ± key beside them.
A German phone's pad types "," before the decimals: the app reads "12,50" and writes every number
with "," — in a browser started with --lang=de-DE. What the API and the CLI read is unchanged:
the page converts (the URL of a result keeps the API's "."). Expected values worked by hand.
"""
from selenium.webdriver.common.by import By

from test_calculator import key, press, wait_display


def sign_key(app, label):
    return app.screen.find_element(By.CSS_SELECTOR, f"button.sign-key[aria-label='Change the sign of {label}']")


def plain(text):
    """The screen's text with no-break spaces as spaces (Intl writes "15,00 €" with U+00A0)."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def count_primes_to(app, to, count):
    """Counts the primes from 1 to `to` as typed, and waits for `count` as the screen writes it."""
    app.open("/primes")
    app.fill("From", "1")
    app.fill("To", to)
    app.press("Solve")
    app.wait_title("Prime List")
    assert count in app.wait_text(count)


def test_a_sign_key_beside_each_coefficient_keeps_the_keypad_up(app):
    app.open("/equation")
    app.fill("a", "1")
    b = app.fill("b", "3")
    sign_key(app, "b").click()
    # The minus is typed in, and the field keeps the focus (the phone's keypad stays up).
    assert b.get_attribute("value") == "−3"
    assert app.focused() == b
    sign_key(app, "b").click()
    assert b.get_attribute("value") == "3"
    sign_key(app, "b").click()
    app.fill("c", "2")
    sign_key(app, "c").click()  # c = −2: x² − 3x − 2, discriminant 9 + 8 = 17
    app.press("Solve")
    app.wait_title("Solution")
    text = app.wait_text("Two real roots")
    assert "x² − 3x − 2 = 0" in text and "Discriminant\n17" in text
    assert app.path == "/equation/solution?a=1&b=%E2%88%923&c=%E2%88%922"
    app.shot("sign-key")


def test_a_number_field_takes_its_grouping(app):
    # "1,000,000" in en-US is a million, in a whole-number field: π(10^6) = 78,498 (OEIS A006880).
    count_primes_to(app, "1,000,000", "78,498")


def test_german_phone_reads_and_writes_comma_decimals(german_app):
    app = german_app
    assert app.driver.execute_script("return navigator.language") == "de-DE"
    app.open("/equation")
    # The hint speaks the locale's decimals; the coefficients are typed as a German pad types them.
    assert "Decimals like 0,5 or 2,5e-3" in app.text()
    app.fill("a", "1")
    app.fill("b", "0,2")
    sign_key(app, "b").click()
    app.fill("c", "0,0099")
    app.press("Solve")
    app.wait_title("Solution")
    text = app.wait_text("Two real roots")
    # (x − 0.09)(x − 0.11) = x² − 0.2x + 0.0099: roots 0.09 and 0.11, discriminant 0.04 − 0.0396
    # = 0.0004, vertex (0.1, −0.0001) — each written with ",", the pair with ";".
    assert "x² − 0,2x + 0,0099 = 0" in text
    assert "x₁\n0,09" in text and "x₂\n0,11" in text
    assert "Discriminant\n0,0004" in text
    assert "Vertex\n(0,1; −0,0001)" in text
    # The API got its own notation.
    assert app.path == "/equation/solution?a=1&b=%E2%88%920.2&c=0.0099"
    app.shot("equation-de")


def test_german_tip_takes_a_comma_bill(german_app):
    app = german_app
    app.open("/tip")
    box = app.field("Bill")
    assert box.get_attribute("placeholder") == "0,00"
    box.send_keys("12,50")
    # 20 % of 12.50 is 2.50: a total of 15.00, in euros as Germans write them.
    app.wait(lambda d: "Total\n15,00 €" in plain(app.text()), 10, "the total of 12,50")
    assert box.get_attribute("aria-invalid") is None
    app.shot("tip-de")


def test_german_triangle_and_primes(german_app):
    app = german_app
    app.open("/triangle")
    app.fill("Leg a", "3,5")
    app.fill("Leg b", "12")
    app.press("Solve")
    app.wait_title("Solution")
    # √(3.5² + 12²) = √156.25 = 12.5
    assert "12,5" in app.wait_text("Hypotenuse")
    count_primes_to(app, "1.000.000", "78.498")


def test_german_calculator_has_a_comma_key(german_app):
    app = german_app
    app.driver.get("about:blank")
    app.open("/calculator")
    app.wait_title("Calculator")
    assert key(app, ".").text == ","
    press(app, "1 . 5 + 2 =")
    wait_display(app, "3,5")
    press(app, "C C 1234567")
    wait_display(app, "1.234.567")
    app.shot("calculator-de")

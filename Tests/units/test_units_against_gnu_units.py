"""Reckon's unit conversions against an independent source: GNU units, and pint where it differs.

Issue 34, point 6. Every unit of the core's table is read from docs/units.md, which
UnitDocumentationTests keeps equal to Sources/ReckonCore/Units/UnitCatalog+Table.swift, so a unit
added there is checked here without editing this file (a unit of a new category fails until
TARGETS names the category's SI unit). Reckon answers through `reckon notes - --json` (a
thousand lines a process) and `reckon eval --json` (the issue's compound expressions); GNU units
reads every conversion from one standard input.

RECKON_BIN picks the binary (default .build/debug/reckon, which `swift test` builds);
scripts/units-test runs this file, installing GNU units (Debian's `units`) when it is missing.
"""
import json
import math
import os
import pathlib
import re
import shutil
import subprocess
from dataclasses import dataclass

import pint
import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
RECKON = os.environ.get("RECKON_BIN", str(ROOT / ".build" / "debug" / "reckon"))

# Reckon rounds the exact ratio once (docs/units.md, "Exactness"); GNU units and pint compute in
# doubles through chains of definitions (gallon = 231 in³, in = 2.54 cm, btu from cal_IT, lb and
# degF), each step rounding, so they land a few ulps (a few 1e-16) away. 1e-12 leaves room for
# thousands of such roundings yet catches any wrong digit in a definition given to 12 digits:
# the parsec's two definitions (au/tan 1″ and 648000/π au) differ by 7.8e-12 and fail it.
RELATIVE_TOLERANCE = 1e-12

# The coherent SI unit each category converts to, as both Reckon and GNU units write it (but see
# GNU_TARGET). Electricity's and amount and light's units have a dimension each: keyed by symbol.
TARGETS = {
    "Length": "m", "Area": "m^2", "Volume": "m^3", "Mass": "kg", "Time": "s", "Speed": "m/s",
    "Acceleration": "m/s^2", "Force": "N", "Energy": "J", "Power": "W", "Pressure": "Pa",
    "Temperature": "K", "Data": "bit", "Angle": "rad", "Frequency": "Hz",
    # Fuel economy is length⁻²: km/L is the SI-prefixed unit people read.
    "Fuel economy": "km/L",
    "Electricity": {"A": "A", "V": "V", "Ω": "Ω", "C": "C", "Ah": "C"},
    "Amount and light": {"mol": "mol", "cd": "cd"},
}
GNU_TARGET = {"rad": "radian", "Ω": "ohm"}  # GNU's rad is the absorbed dose, 0.01 Gy

# GNU units' name for a unit where Reckon's differs. Every entry says why; anything not here is
# given to GNU units as Reckon spells it.
GNU_NAME = {
    # Spelling only: GNU units writes names without underscores, or has its own word.
    "nautical_mile": "nauticalmile", "astronomical_unit": "au", "light_year": "lightyear",
    "Å": "angstrom", "us_gallon": "usgallon", "fluid_ounce": "floz",
    "impgal": "brgallon", "imperial_gallon": "brgallon", "uk_gallon": "brgallon",
    "impqt": "brquart", "imperial_quart": "brquart", "imppt": "brpint", "imperial_pint": "brpint",
    "impfloz": "brfloz", "imperial_fluid_ounce": "brfloz", "troy_ounce": "troyounce",
    "short_ton": "shortton", "long_ton": "longton", "julian_year": "julianyear", "kn": "knot",
    "gn": "gravity", "standard_gravity": "gravity", "pound_force": "lbf", "kilogram_force": "kgf",
    "watt_hour": "Wh", "Cal": "Calorie", "food_calorie": "Calorie", "BTU": "btu", "Btu": "btu",
    "british_thermal_unit": "btu", "metric_horsepower": "metrichorsepower", "Torr": "torr",
    "rankine": "degR", "°": "degree", "grad": "gon", "gradian": "gon", "miles_per_gallon": "mpg",
    "impmpg": "mile/brgallon", "miles_per_imperial_gallon": "mile/brgallon", "Ω": "ohm",
    "ampere_hour": "Ah", "st": "stone",  # GNU units has no st
    # The same name is another unit in GNU units.
    "h": "hour",                 # Planck's constant
    "kt": "knot",                # a kilotonne (k + t)
    "b": "bit",                  # a bar
    "ac": "acre",                # atto-c, 1e-18 speed of light
    "PS": "metrichorsepower",    # a petasiemens
    "rad": "radian",             # the absorbed dose, 0.01 Gy
    # Another convention: GNU units' own name for the one Reckon's table follows.
    # GNU's year is the tropical one (365.242198781 d); Reckon's is the Julian (IAU), as is pint's,
    # which PINT_CASES checks too.
    "yr": "julianyear", "year": "julianyear", "mo": "julianyear/12", "month": "julianyear/12",
    # GNU units (and pint) define the parsec as au/tan(1″), the old definition; IAU 2015
    # Resolution B2 made it exactly 648000/π au, as Reckon's table has it (7.8e-12 apart).
    "pc": "648000 au/pi", "parsec": "648000 au/pi",
    # GNU units (and pint) take a revolution as 2π radians and radians as plain numbers, so their
    # rpm is 2π/60 Hz; ISO 80000-3 reads r/min as a rotational frequency, 1/60 s⁻¹, as Reckon does.
    "rpm": "1/min",
    # GNU's therm is the US therm, 105,480,400 J exactly (its ECtherm is 105,506,000 J); Reckon's
    # table defines 100,000 International Table Btu, 105,505,585.262 J, the UK gas bill's therm
    # (29.3071 kWh): neither therm NIST SP 811 lists. Which one the table should hold is open.
    "therm": "100000 btu",
}
# Absolute temperatures are functions in GNU units (its degC and degF are differences).
GNU_READING = {
    "°C": "tempC({x})", "degC": "tempC({x})", "℃": "tempC({x})", "celsius": "tempC({x})",
    "°F": "tempF({x})", "degF": "tempF({x})", "℉": "tempF({x})", "fahrenheit": "tempF({x})",
}

# SI's prefixes (SI Brochure, 9th edition, and CGPM 2022's four) and IEC 80000-13's binary ones.
# The word is GNU units' name for the factor, and Reckon's spelled prefix.
SI_PREFIXES = [
    ("Q", "quetta"), ("R", "ronna"), ("Y", "yotta"), ("Z", "zetta"), ("E", "exa"), ("P", "peta"),
    ("T", "tera"), ("G", "giga"), ("M", "mega"), ("k", "kilo"), ("h", "hecto"), ("da", "deca"),
    ("d", "deci"), ("c", "centi"), ("m", "milli"), ("µ", "micro"), ("μ", "micro"), ("u", "micro"),
    ("n", "nano"), ("p", "pico"), ("f", "femto"), ("a", "atto"), ("z", "zepto"), ("y", "yocto"),
    ("r", "ronto"), ("q", "quecto"),
]
BINARY_PREFIXES = [
    ("Ki", "kibi"), ("Mi", "mebi"), ("Gi", "gibi"), ("Ti", "tebi"), ("Pi", "pebi"), ("Ei", "exbi"),
    ("Zi", "zebi"), ("Yi", "yobi"),
]
# GNU units 2.22 (Debian 12) predates CGPM 2022: for these its factor comes from pint.
PREFIXES_GNU_LACKS = {"quetta", "ronna", "ronto", "quecto"}


@dataclass(frozen=True)
class Unit:
    category: str
    symbols: tuple
    names: tuple
    prefixes: str  # "", "SI" or "data"

    @property
    def spellings(self):
        return self.symbols + self.names

    @property
    def target(self):
        target = TARGETS.get(self.category)
        return target.get(self.symbols[0]) if isinstance(target, dict) else target


def read_catalog():
    """Every unit in docs/units.md's tables, in order: its category, symbols, names and prefixes."""
    units, category = [], None
    for line in (ROOT / "docs" / "units.md").read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            category = line[3:]
        elif category and line.startswith("| ") and not line.startswith("| Symbol"):
            symbols, names, _definition, prefixes = (cell.strip() for cell in line.strip("|").split("|"))
            units.append(Unit(
                category, tuple(re.findall(r"`([^`]+)`", symbols)),
                tuple(name.strip().replace("\\_", "_") for name in names.split(",") if name.strip()),
                prefixes))
    return units


CATALOG = read_catalog()
MEASURES = [unit for unit in CATALOG if unit.category != "Currency"]
CURRENCIES = [unit for unit in CATALOG if unit.category == "Currency"]
EVERY_SPELLING = {spelling for unit in CATALOG for spelling in unit.spellings}


def gnu_quantity(x, spelling, prefix=""):
    if spelling in GNU_READING:
        return GNU_READING[spelling].format(x=x)
    return " ".join(filter(None, (x, prefix, f"({GNU_NAME.get(spelling, spelling)})")))


@dataclass(frozen=True)
class Conversion:
    """One line Reckon computes and the question that asks GNU units the same."""
    reckon: str
    gnu_have: str
    gnu_want: str


def unit_conversions():
    """Each spelling of each unit, 1 and 3.7 of it, to its category's SI unit."""
    cases = []
    for unit in MEASURES:
        for spelling in unit.spellings:
            for x in ("1", "3.7"):
                target = unit.target or "(no target: add the category to TARGETS)"
                conversion = Conversion(f"{x} {spelling} to {target}", gnu_quantity(x, spelling),
                                        GNU_TARGET.get(target, target))
                cases.append(pytest.param(conversion, id=f"{unit.category}:{spelling}:{x}"))
    return cases


PINT = pint.UnitRegistry()


def prefix_factor(word):
    """GNU units' name for the prefix, or the factor pint gives for one GNU units lacks."""
    if word in PREFIXES_GNU_LACKS:
        return repr(PINT.Quantity(1, f"{word}meter").to("meter").magnitude)
    return word


def prefixed_conversions():
    """3.7 of every prefix on every unit that takes it, by symbol (km) and by name (kilometer).

    A prefixed spelling that is itself a unit is left out: the whole name wins (ft is a foot, not
    a femtotonne), and it is checked as that unit."""
    cases = []
    for unit in MEASURES:
        prefixes = {"SI": SI_PREFIXES, "data": SI_PREFIXES[:10] + BINARY_PREFIXES}.get(unit.prefixes, [])
        for symbol, word in prefixes:
            spellings = [symbol + unit.symbols[0]] if unit.symbols else []
            if unit.names and symbol not in ("μ", "u"):  # micro's other symbols, not other names
                spellings.append(word + unit.names[0])
            for spelling in spellings:
                if spelling in EVERY_SPELLING:
                    continue
                conversion = Conversion(
                    f"3.7 {spelling} to {unit.target}",
                    gnu_quantity("3.7", unit.spellings[0], prefix_factor(word)),
                    GNU_TARGET.get(unit.target, unit.target))
                cases.append(pytest.param(conversion, id=f"{unit.category}:{spelling}"))
    return cases


# The expressions and more that mix units, through `reckon eval --json`: Reckon's
# expression, its printed unit, GNU units' "have" and "want", and the value worked by hand where
# it is short (the 96.52 cm and 96.56064 km/h among them).
COMPOUND = [
    ("3 ft + 2 in to cm", "cm", "3 ft + 2 in", "cm", 96.52),
    ("60 mph in km/h", "km/h", "60 mph", "km/hour", 96.56064),
    ("5 kg * 9.81 m/s^2 to N", "N", "5 kg * 9.81 m/s^2", "N", None),
    ("100 °F to °C", "°C", "tempF(100)", "tempC", None),
    ("98.6 °F to K", "K", "tempF(98.6)", "K", None),
    ("-40 °C to °F", "°F", "tempC(-40)", "tempF", -40),
    # Inverse dimensions convert by the reciprocal, which GNU units is asked for outright.
    ("30 mpg to L/100km", "L/100km", "1/(30 mpg)", "L/(100 km)", None),
    ("30 impmpg to L/100km", "L/100km", "1/(30 mile/brgallon)", "L/(100 km)", None),
    ("1 GiB to MB", "MB", "1 GiB", "MB", 1073.741824),
    ("1 TB to GiB", "GiB", "1 TB", "GiB", None),
    ("100 Mbit/s to MB/s", "MB/s", "100 Mbit/s", "MB/s", 12.5),
    ("5 km to m", "m", "5 km", "m", 5000),
    ("250 µs to s", "s", "250 microsecond", "s", 0.00025),
    ("3 MPa to psi", "psi", "3 MPa", "psi", None),
    ("1 kWh to BTU", "BTU", "1 kWh", "btu", None),
    ("2 m² to ft²", "ft²", "2 m^2", "ft^2", None),
    ("1 m³ to L", "L", "1 m^3", "L", 1000),
    ("1 acre to ha", "ha", "1 acre", "hectare", None),
    ("1 impgal to gal", "gal", "1 brgallon", "gallon", None),
    ("1 ly to pc", "pc", "1 lightyear", "648000 au/pi", None),
    ("1 gn to ft/s^2", "ft/s²", "1 gravity", "ft/s^2", None),
    ("1 knot to km/h", "km/h", "1 knot", "km/hour", 1.852),
    ("2 h + 30 minute to s", "s", "2 hour + 30 minute", "s", 9000),
    ("1 BTU/(lb·Δ°F) to J/(kg·K)", "J/(kg·K)", "1 btu/(lb degF)", "J/(kg K)", 4186.8),
    ("10 Δ°C to Δ°F", "Δ°F", "10 degC", "degF", 18),
    ("30 °C − 50 °F", "Δ°C", "tempC(30) - tempF(50)", "K", 20),
    ("3.7 delta_degC to K", "K", "3.7 degC", "K", 3.7),
    ("3000 rpm to Hz", "Hz", "3000/min", "Hz", 50),
    ("1 rev to deg", "°", "1 rev", "degree", 360),
    ("1 hp to kW", "kW", "1 hp", "kW", None),
    ("1 atm to inHg", "inHg", "1 atm", "inHg", None),
    ("1 lbf to N", "N", "1 lbf", "N", None),
    ("1 Cal to kJ", "kJ", "1 Calorie", "kJ", 4.184),
    ("1 V to kg*m^2/(s^3*A)", "kg·m²/(s³·A)", "1 V", "kg m^2/(s^3 A)", 1),
    ("1 Ω to kg m^2/(s^3 A^2)", "kg·m²/(s³·A²)", "1 ohm", "kg m^2/(s^3 A^2)", 1),
    ("1 Pa to kg/(m*s^2)", "kg/(m·s²)", "1 Pa", "kg/(m s^2)", 1),
    ("1 mph/s to m/s^2", "m/s²", "1 mph/s", "m/s^2", 0.44704),
    ("3.7 Feet to m", "m", "3.7 ft", "m", 1.12776),
    ("3.7 INCHES to m", "m", "3.7 in", "m", 0.09398),
    ("90 min to h", "h", "90 min", "hour", 1.5),
    ("3 km/min to m/s", "m/s", "3 km/min", "m/s", 50),
    # As a value, fuel per distance needs its parentheses: 'L/100km' glued is one unit only
    # after 'to' (docs/units.md), since in an expression 1/2x is x/2.
    ("7.84 L/(100 km) to mpg", "mpg", "1/(7.84 L/(100 km))", "mpg", None),
]

# Units where GNU units follows another convention, checked against pint, which follows Reckon's;
# and a few of the expressions, for a second opinion. (Reckon's line, pint's value.)
PINT_CASES = [
    ("3.7 yr to s", lambda Q: Q(3.7, "year").to("s")),
    ("3.7 year to s", lambda Q: Q(3.7, "julian_year").to("s")),
    ("3.7 mo to s", lambda Q: Q(3.7, "month").to("s")),
    ("3.7 Qm to m", lambda Q: Q(3.7, "quettameter").to("m")),
    ("3.7 Rg to kg", lambda Q: Q(3.7, "ronnagram").to("kg")),
    ("3.7 rs to s", lambda Q: Q(3.7, "rontosecond").to("s")),
    ("3.7 quectometre to m", lambda Q: Q(3.7, "quectometer").to("m")),
    ("3 ft + 2 in to cm", lambda Q: (Q(3, "ft") + Q(2, "inch")).to("cm")),
    ("60 mph in km/h", lambda Q: Q(60, "mph").to("km/hour")),
    ("5 kg * 9.81 m/s^2 to N", lambda Q: (Q(5, "kg") * Q(9.81, "m/s^2")).to("N")),
    ("100 °F to °C", lambda Q: Q(100, "degF").to("degC")),
    ("30 mpg to L/100km", lambda Q: (1 / Q(30, "mile/gallon")).to("L/km") * 100),
    ("1 GiB to MB", lambda Q: Q(1, "GiB").to("MB")),
    ("3.7 PS to W", lambda Q: Q(3.7, "metric_horsepower").to("W")),
    ("3.7 hp to W", lambda Q: Q(3.7, "horsepower").to("W")),
    ("3.7 mmHg to Pa", lambda Q: Q(3.7, "mmHg").to("Pa")),
]


def reckon_notes(lines):
    """Reckon's answer to each line, through `reckon notes - --json`, by input line."""
    answers = {}
    for start in range(0, len(lines), 1000):  # a note's limit: 1000 lines
        note = "\n".join(lines[start:start + 1000]) + "\n"
        run = subprocess.run([RECKON, "notes", "-", "--json"], input=note, capture_output=True,
                             text=True, timeout=120)
        assert run.returncode == 0, run.stderr
        answers.update((line["input"], line) for line in json.loads(run.stdout)["lines"])
    return answers


# Printed between two answers: no conversion here gives it, so it splits GNU units' output.
SENTINEL = "-7777777.25"


def gnu_units(questions):
    """GNU units' answer to each (have, want) in one process: a float, or its message."""
    units = shutil.which("units")
    assert units, "GNU units is missing: scripts/units-test installs it (Debian's units)"
    text = "".join(f"{have}\n{want}\n{SENTINEL}\n\n" for have, want in questions)
    # Only the standard definitions (-f ""), not a personal ~/.units; US customary units whatever
    # the locale (under en_GB GNU units' gallon is the imperial one); full doubles.
    env = {key: value for key, value in os.environ.items() if key not in ("UNITSFILE", "MYUNITSFILE")}
    env.update(UNITS_ENGLISH="US", LC_ALL="C.UTF-8")
    run = subprocess.run([units, "-f", "", "-t", "-o", "%.17g"], input=text, env=env,
                         capture_output=True, text=True, timeout=120)
    answers = [answer.strip() for answer in run.stdout.split(SENTINEL + "\n")[:-1]]
    assert len(answers) == len(questions), run.stdout[-2000:] + run.stderr
    values = []
    for answer in answers:
        try:
            values.append(float(answer))
        except ValueError:
            values.append(answer.replace("\n", "; "))
    return dict(zip(questions, values))


UNIT_CASES = unit_conversions()
PREFIX_CASES = prefixed_conversions()


@pytest.fixture(scope="module")
def answers():
    """Every table and prefix conversion computed once: Reckon's answers and GNU units'.

    A tool that cannot answer at all (no GNU units, a binary older than units) ends the run with
    its message, rather than once for each of the 1,600 tests that would ask it again."""
    conversions = [case.values[0] for case in UNIT_CASES + PREFIX_CASES]
    try:
        reckon = reckon_notes([conversion.reckon for conversion in conversions])
        gnu = gnu_units([(c.gnu_have, c.gnu_want) for c in conversions]
                        + [(have, want) for _, _, have, want, _ in COMPOUND])
    except AssertionError as problem:
        pytest.exit(f"{RECKON} or GNU units cannot answer: {problem}", returncode=1)
    return reckon, gnu


def assert_agrees(conversion, reckon_answer, expected):
    assert "value" in reckon_answer, f"Reckon: {conversion.reckon!r}: {reckon_answer.get('error')}"
    assert isinstance(expected, float), \
        f"GNU units: {conversion.gnu_have!r} to {conversion.gnu_want!r}: {expected}"
    assert math.isclose(reckon_answer["value"], expected, rel_tol=RELATIVE_TOLERANCE), (
        f"{conversion.reckon}: Reckon {reckon_answer['value']!r}, "
        f"GNU units ({conversion.gnu_have} to {conversion.gnu_want}) {expected!r}")


def test_the_catalog_is_read():
    """docs/units.md's tables are read whole, and every unit has an SI unit to convert to."""
    assert len(MEASURES) >= 90 and len(CURRENCIES) >= 10
    assert {"m", "ft", "foot", "°F", "long_ton", "furlong", "kn", "kt"} <= EVERY_SPELLING
    assert not [unit for unit in MEASURES if unit.target is None], "add the category to TARGETS"


@pytest.mark.parametrize("conversion", UNIT_CASES)
def test_unit_against_gnu_units(conversion, answers):
    reckon, gnu = answers
    assert_agrees(conversion, reckon[conversion.reckon], gnu[(conversion.gnu_have, conversion.gnu_want)])


@pytest.mark.parametrize("conversion", PREFIX_CASES)
def test_prefix_against_gnu_units(conversion, answers):
    reckon, gnu = answers
    assert_agrees(conversion, reckon[conversion.reckon], gnu[(conversion.gnu_have, conversion.gnu_want)])


def reckon_eval(expression):
    run = subprocess.run([RECKON, "eval", "--json", "--", expression], capture_output=True,
                         text=True, timeout=30)
    return json.loads(run.stdout)


@pytest.mark.parametrize("expression, unit, have, want, by_hand", [
    pytest.param(*case, id=case[0]) for case in COMPOUND])
def test_expression_against_gnu_units(expression, unit, have, want, by_hand, answers):
    answer = reckon_eval(expression)
    assert_agrees(Conversion(expression, have, want), answer, answers[1][(have, want)])
    assert answer["unit"] == unit
    if by_hand is not None:
        assert math.isclose(answer["value"], by_hand, rel_tol=RELATIVE_TOLERANCE)


@pytest.mark.parametrize("expression, pint_value", PINT_CASES, ids=[c[0] for c in PINT_CASES])
def test_against_pint(expression, pint_value):
    answer = reckon_eval(expression)
    expected = pint_value(PINT.Quantity).magnitude
    assert "value" in answer, answer
    assert math.isclose(answer["value"], expected, rel_tol=RELATIVE_TOLERANCE), \
        f"{expression}: Reckon {answer['value']!r}, pint {expected!r}"


@pytest.mark.parametrize("currency", CURRENCIES, ids=[c.symbols[0] if c.symbols else c.names[0] for c in CURRENCIES])
def test_currency_at_a_notes_rate(currency):
    """No reference knows a note's rates: a rate line, then 3.7 × 1.25 = 4.625 and 3.7 / 1.25 = 2.96."""
    first, other = currency.spellings[0], ("EUR" if currency.spellings[0] == "USD" else "USD")
    lines = [f"1 {other} = 1.25 {first}"]
    for spelling in currency.spellings:
        lines += [f"3.7 {other} to {spelling}", f"3.7 {spelling} to {other}"]
    answers = reckon_notes(lines)
    assert answers[lines[0]]["kind"] == "rate"
    for spelling in currency.spellings:
        assert math.isclose(answers[f"3.7 {other} to {spelling}"]["value"], 4.625, rel_tol=RELATIVE_TOLERANCE)
        assert math.isclose(answers[f"3.7 {spelling} to {other}"]["value"], 2.96, rel_tol=RELATIVE_TOLERANCE)

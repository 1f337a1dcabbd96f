extension UnitCatalog {
    /// Every built-in unit, one a line, read by `UnitEntry.table` on first use (one string:
    /// the smallest form in the wasm module, and `docs/units.md` is generated from it).
    ///
    /// A line is `F symbols|names=definition`:
    /// - `F`, the prefixes the unit takes: `-` none, `p` SI's (q … Q), `b` SI's from k up and the
    ///   binary ones (Ki … Yi), for bits and bytes;
    /// - its symbols, the first one printed (`mi`), then its spelled names, each also read with
    ///   `s` or `es` after it (`miles`, `inches`) and in any case (`Mile`);
    /// - its definition: a unit expression in other units, exact decimals and `π` (`5280 ft`,
    ///   `π/180 rad`); `!n` and a factor for a base (the fields' order of `UnitDimension`), `@x`
    ///   after it for a temperature whose zero lies x of its degrees above absolute zero, `$` for
    ///   a currency (its rate is the user's).
    /// A line `#name` starts a category, as `docs/units.md` groups them.
    static let table = """
    #length
    p m|meter metre=!0
    - in|inch=0.0254 m
    - ft|foot feet=12 in
    - yd|yard=3 ft
    - mi|mile=5280 ft
    - nmi|nautical_mile=1852 m
    - mil|thou=0.001 in
    - |fathom=6 ft
    - |furlong=660 ft
    - Å|angstrom=1e-10 m
    - au|astronomical_unit=149597870700 m
    - ly|light_year=9460730472580800 m
    - pc|parsec=648000/π au
    #area
    - ha|hectare=10000 m^2
    - ac|acre=43560 ft^2
    #volume
    p L l|liter litre=0.001 m^3
    - cc|=cm^3
    - gal|gallon us_gallon=231 in^3
    - qt|quart=gal/4
    - pt|pint=qt/2
    - |cup=pt/2
    - floz|fluid_ounce=cup/8
    - tbsp|tablespoon=floz/2
    - tsp|teaspoon=tbsp/3
    - bbl|barrel=42 gal
    - impgal|imperial_gallon uk_gallon=4.54609 L
    - impqt|imperial_quart=impgal/4
    - imppt|imperial_pint=impgal/8
    - impfloz|imperial_fluid_ounce=impgal/160
    #mass
    p g|gram=!1 0.001
    p t|tonne=1000 kg
    - lb lbs|pound=0.45359237 kg
    - oz|ounce=lb/16
    - st|stone=14 lb
    - gr|grain=lb/7000
    - ozt|troy_ounce=480 gr
    - ton|short_ton=2000 lb
    - long_ton|=2240 lb
    - ct|carat=0.2 g
    #time
    p s sec|second=!2
    - min|minute=60 s
    - h hr|hour=60 min
    - d|day=24 h
    - wk|week=7 d
    - yr|year julian_year=365.25 d
    - mo|month=yr/12
    #speed
    - mph|=mi/h
    - kph|=km/h
    - kn kt|knot=nmi/h
    - fps|=ft/s
    #acceleration
    - gn|standard_gravity=9.80665 m/s^2
    #force
    p N|newton=kg m/s^2
    - lbf|pound_force=lb gn
    - kgf|kilogram_force=kg gn
    - dyn|dyne=1e-5 N
    #energy
    p J|joule=N m
    p Wh|watt_hour=W h
    p cal|calorie=4.184 J
    - Cal|food_calorie=kcal
    - BTU Btu|british_thermal_unit=1055.05585262 J
    - |therm=100000 BTU
    p eV|electronvolt=1.602176634e-19 J
    - erg|=1e-7 J
    #power
    p W|watt=J/s
    - hp|horsepower=550 ft lbf/s
    - PS|metric_horsepower=75 kgf m/s
    #pressure
    p Pa|pascal=N/m^2
    p bar|bar=100000 Pa
    - atm|atmosphere=101325 Pa
    - psi|=lbf/in^2
    - mmHg|=133.322387415 Pa
    - inHg|=25.4 mmHg
    - Torr torr|=atm/760
    #temperature
    p K|kelvin=!4
    - °C degC ℃|celsius=K@273.15
    - °F degF ℉|fahrenheit=K/1.8@459.67
    - °R degR|rankine=K/1.8
    #data
    b bit b|bit=!7
    b B|byte octet=8 bit
    #angle
    p rad|radian=!8
    - ° deg|degree=π/180 rad
    - arcmin|arcminute=deg/60
    - arcsec|arcsecond=arcmin/60
    - grad gon|gradian=π/200 rad
    - rev turn|revolution=2 π rad
    #frequency
    p Hz|hertz=1/s
    - rpm|=1/min
    #fuel economy
    - mpg|miles_per_gallon=mi/gal
    - impmpg|miles_per_imperial_gallon=mi/impgal
    #electricity
    p A|ampere amp=!3
    p V|volt=W/A
    p Ω|ohm=V/A
    p C|coulomb=A s
    p Ah|ampere_hour=A h
    #amount and light
    p mol|mole=!5
    p cd|candela=!6
    #currency
    - USD $|dollar=$
    - EUR €|euro=$
    - GBP £|sterling=$
    - JPY ¥|yen=$
    - CHF|franc=$
    - CAD|=$
    - AUD|=$
    - CNY|yuan=$
    - INR ₹|rupee=$
    - KRW ₩|won=$
    - SEK|=$
    - NOK|=$
    - DKK|=$
    - MXN|peso=$
    - BRL|real=$
    """
}

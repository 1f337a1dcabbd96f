// The converter's categories and units (iOS 18's Convert lists a short choice per category, not
// every unit there is). Each unit is a symbol the core reads (docs/units.md; Tests/node's
// convert-units test checks every one against it, so this list cannot drift) with its name as
// the picker shows it, and the spelling an expression gives the core (the symbol, but where the
// core reads a value before it otherwise). `pair` is the two units a category opens with, top
// then bottom.
const unit = (symbol, name, spelling = symbol) => ({ symbol, name, spelling });

export const CATEGORIES = [
  {
    id: 'length', name: 'Length', pair: ['m', 'ft'],
    units: [unit('mm', 'Millimeters'), unit('cm', 'Centimeters'), unit('m', 'Meters'), unit('km', 'Kilometers'),
      unit('in', 'Inches'), unit('ft', 'Feet'), unit('yd', 'Yards'), unit('mi', 'Miles'), unit('nmi', 'Nautical Miles')],
  },
  {
    id: 'area', name: 'Area', pair: ['m²', 'ft²'],
    units: [unit('cm²', 'Square Centimeters'), unit('m²', 'Square Meters'), unit('km²', 'Square Kilometers'),
      unit('ha', 'Hectares'), unit('in²', 'Square Inches'), unit('ft²', 'Square Feet'), unit('yd²', 'Square Yards'),
      unit('ac', 'Acres'), unit('mi²', 'Square Miles')],
  },
  {
    id: 'volume', name: 'Volume', pair: ['L', 'gal'],
    units: [unit('mL', 'Milliliters'), unit('L', 'Liters'), unit('m³', 'Cubic Meters'), unit('tsp', 'Teaspoons'),
      unit('tbsp', 'Tablespoons'), unit('floz', 'Fluid Ounces'), unit('cup', 'Cups'), unit('pt', 'Pints'),
      unit('qt', 'Quarts'), unit('gal', 'Gallons'), unit('impgal', 'Imperial Gallons'), unit('ft³', 'Cubic Feet')],
  },
  {
    id: 'mass', name: 'Mass', pair: ['kg', 'lb'],
    units: [unit('mg', 'Milligrams'), unit('g', 'Grams'), unit('kg', 'Kilograms'), unit('t', 'Tonnes'),
      unit('oz', 'Ounces'), unit('lb', 'Pounds'), unit('st', 'Stones'), unit('ton', 'Short Tons'), unit('ct', 'Carats')],
  },
  {
    id: 'time', name: 'Time', pair: ['min', 'h'],
    units: [unit('ms', 'Milliseconds'), unit('s', 'Seconds'), unit('min', 'Minutes'), unit('h', 'Hours'),
      unit('d', 'Days'), unit('wk', 'Weeks'), unit('mo', 'Months'), unit('yr', 'Years')],
  },
  {
    id: 'speed', name: 'Speed', pair: ['km/h', 'mph'],
    units: [unit('m/s', 'Meters per Second'), unit('km/h', 'Kilometers per Hour'), unit('mph', 'Miles per Hour'),
      unit('fps', 'Feet per Second'), unit('kn', 'Knots')],
  },
  {
    id: 'acceleration', name: 'Acceleration', pair: ['m/s²', 'ft/s²'],
    units: [unit('m/s²', 'Meters per Second²'), unit('ft/s²', 'Feet per Second²'), unit('gn', 'Standard Gravity')],
  },
  {
    id: 'force', name: 'Force', pair: ['N', 'lbf'],
    units: [unit('N', 'Newtons'), unit('kN', 'Kilonewtons'), unit('lbf', 'Pounds-Force'), unit('kgf', 'Kilograms-Force'),
      unit('dyn', 'Dynes')],
  },
  {
    id: 'energy', name: 'Energy', pair: ['kJ', 'kcal'],
    units: [unit('J', 'Joules'), unit('kJ', 'Kilojoules'), unit('cal', 'Calories'), unit('kcal', 'Kilocalories'),
      unit('Wh', 'Watt-Hours'), unit('kWh', 'Kilowatt-Hours'), unit('BTU', 'British Thermal Units'), unit('eV', 'Electronvolts')],
  },
  {
    id: 'power', name: 'Power', pair: ['kW', 'hp'],
    units: [unit('W', 'Watts'), unit('kW', 'Kilowatts'), unit('MW', 'Megawatts'), unit('hp', 'Horsepower'),
      unit('PS', 'Metric Horsepower'), unit('BTU/h', 'BTU per Hour')],
  },
  {
    id: 'pressure', name: 'Pressure', pair: ['bar', 'psi'],
    units: [unit('Pa', 'Pascals'), unit('hPa', 'Hectopascals'), unit('kPa', 'Kilopascals'), unit('bar', 'Bars'),
      unit('atm', 'Atmospheres'), unit('psi', 'Pounds per Square Inch'), unit('mmHg', 'Millimeters of Mercury'),
      unit('inHg', 'Inches of Mercury'), unit('Torr', 'Torr')],
  },
  {
    id: 'temperature', name: 'Temperature', pair: ['°C', '°F'],
    units: [unit('°C', 'Celsius'), unit('°F', 'Fahrenheit'), unit('K', 'Kelvin')],
  },
  {
    id: 'data', name: 'Data', pair: ['GB', 'GiB'],
    units: [unit('bit', 'Bits'), unit('B', 'Bytes'), unit('kB', 'Kilobytes'), unit('MB', 'Megabytes'),
      unit('GB', 'Gigabytes'), unit('TB', 'Terabytes'), unit('KiB', 'Kibibytes'), unit('MiB', 'Mebibytes'),
      unit('GiB', 'Gibibytes'), unit('TiB', 'Tebibytes'), unit('Mbit', 'Megabits'), unit('Gbit', 'Gigabits')],
  },
  {
    id: 'angle', name: 'Angle', pair: ['°', 'rad'],
    units: [unit('°', 'Degrees'), unit('rad', 'Radians'), unit('grad', 'Gradians'), unit('arcmin', 'Arcminutes'),
      unit('arcsec', 'Arcseconds'), unit('rev', 'Revolutions')],
  },
  {
    id: 'frequency', name: 'Frequency', pair: ['Hz', 'rpm'],
    units: [unit('Hz', 'Hertz'), unit('kHz', 'Kilohertz'), unit('MHz', 'Megahertz'), unit('GHz', 'Gigahertz'),
      unit('rpm', 'Revolutions per Minute')],
  },
  {
    id: 'fuel', name: 'Fuel Economy', pair: ['mpg', 'L/100km'],
    units: [unit('mpg', 'Miles per Gallon'), unit('impmpg', 'Miles per Imperial Gallon'), unit('km/L', 'Kilometers per Liter'),
      // After a value, "7.84 L/100km" is read as (7.84 L / 100)·km (a strict xfail of
      // Tests/units/test_units_against_gnu_units.py): the parentheses say what the symbol means.
      unit('L/100km', 'Liters per 100 Kilometers', 'L/(100 km)')],
  },
];

/** The category `id`, or the first (an id kept by an earlier release, or damaged). */
export function categoryOf(id) {
  return CATEGORIES.find((category) => category.id === id) ?? CATEGORIES[0];
}

/** How an expression spells `symbol`, one of `category`'s units. */
export function spellingOf(category, symbol) {
  return category.units.find((u) => u.symbol === symbol)?.spelling ?? symbol;
}

/** Whether `symbol` is one of `category`'s units. */
export function hasUnit(category, symbol) {
  return category.units.some((u) => u.symbol === symbol);
}

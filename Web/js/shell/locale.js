// The user's way of writing numbers. The core, the API and the CLI read and write one notation
// (a "." before the decimals, no grouping); the screens speak the browser's language: a German
// phone's decimal pad types "12,50", and every number shown uses the same separator as the tip's
// "15,00 €". Conversion happens here, at the edge of the page, and nowhere else.

function browserLocale() {
  const wanted = globalThis.navigator?.language || 'en-US';
  try {
    return Intl.NumberFormat.supportedLocalesOf([wanted]).length ? wanted : 'en-US';
  } catch {
    return 'en-US';
  }
}

/** The browser's language if Intl knows it, else en-US. */
export const LOCALE = browserLocale();

const parts = new Intl.NumberFormat(LOCALE).formatToParts(1234567.5);
/** The locale's decimal separator ("." in en-US, "," in de-DE). */
export const DECIMAL = parts.find((part) => part.type === 'decimal')?.value ?? '.';
/** The locale's group separator ("," in en-US, "." in de-DE, a narrow space in fr-FR). */
export const GROUP = parts.find((part) => part.type === 'group')?.value ?? ',';

/** Between the two numbers of a pair: "(0.5, 1.2)", but "(0,5; 1,2)" where "," is the decimal separator. */
export const PAIR = DECIMAL === ',' ? '; ' : ', ';

/** Whole numbers with the locale's grouping ("1.000.000" in de-DE); BigInt for decimal strings. */
const wholeFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
export function grouped(value) {
  return wholeFormat.format(typeof value === 'string' ? BigInt(value) : value);
}

/**
 * Text with numbers in Reckon's notation ("3.5", "1,234.5" from the calculator) with them in the
 * locale's: a "." between two digits becomes the decimal separator and a "," between two digits
 * the group separator ("3,5", "1.234,5" in de-DE). The prose around them is left alone ("e.g. 1",
 * "(1, 2)", a sentence's full stop).
 */
export function localized(text) {
  if (DECIMAL === '.' && GROUP === ',') return text;
  return text.replace(/(?<=\d)[.,](?=\d)/g, (c) => (c === '.' ? DECIMAL : GROUP));
}

const SPACES = /[\s\u00a0\u202f]/g;
const escaped = (c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The locale's grouping as typed: a narrow or no-break space is typed as a space.
const TYPED_GROUP = GROUP.replace(SPACES, ' ');
// A sign, a group of 1 to 3 digits, then groups of exactly 3, and decimals after the locale's separator.
const GROUPED_NUMBER = new RegExp(
  String.raw`^([-+\u2212]?)(\d{1,3}(?:${escaped(TYPED_GROUP)}\d{3})+)(?:${escaped(DECIMAL)}(\d*))?$`);

/**
 * What the user typed in a number field, in the notation the core reads. Accepted besides it:
 * the locale's decimal separator ("12,50" in de-DE), and the locale's grouping where it is
 * unambiguous — a group of 1 to 3 digits, then groups of exactly 3 ("1.000.000" in de-DE,
 * "1,000,000" in en-US). In a locale whose decimal separator is ",", a "." with no "," is read
 * as a decimal point in a field of decimals (a hardware keyboard's), as grouping in a field of
 * whole numbers (`whole`). Anything else is passed on as typed, for the core to name what is
 * wrong with it.
 */
export function readNumber(text, { whole = false } = {}) {
  const typed = text.trim();
  const plain = TYPED_GROUP === ' ' ? typed.replace(SPACES, ' ') : typed;
  const groupedNumber = GROUPED_NUMBER.exec(plain);
  if (groupedNumber) {
    const [, sign, digits, decimals] = groupedNumber;
    const isGrouping = whole ? decimals === undefined : !(TYPED_GROUP === '.' && decimals === undefined);
    if (isGrouping) return `${sign}${digits.split(TYPED_GROUP).join('')}${decimals === undefined ? '' : `.${decimals}`}`;
  }
  if (!whole && DECIMAL !== '.' && plain.split(DECIMAL).length === 2 && !plain.includes('.')) {
    return plain.replace(DECIMAL, '.');
  }
  return typed;
}

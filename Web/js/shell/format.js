// Numbers for people. The core writes values beyond a double's range as strings holding the
// decimal ("5e+616", "9.3e-1302"), so they arrive here as strings and are shown as they are,
// never as Infinity or 0. Each is written with the locale's decimal separator (`localized`):
// "3,5" on a German phone, as the tip's "15,00 €".
import { localized } from './locale.js';

const SUPERSCRIPT = { '-': '⁻', '+': '', 0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹' };

// No-break spaces around ×: "2.236 × 10³⁰⁰" never wraps between its parts.
function scientific(mantissa, exponent) {
  const power = String(Number(exponent)).replace(/./g, (c) => SUPERSCRIPT[c] ?? c);
  return `${mantissa}\u00a0×\u00a010${power}`;
}

/** Minus as U+2212, the way typeset numbers show it (Reckon reads it back as a minus sign). */
export function minus(text) {
  return text.replace(/^-/, '−').replace(/([( ])-/g, '$1−');
}

/**
 * A number as the API gave it, in full precision: shortest round-trip digits, × 10ⁿ beyond
 * 1e±21 (or below 1e-6), U+2212 for minus. Strings (out-of-range literals) are shown as written.
 */
export function formatNumber(value) {
  return localized(fullText(value));
}

function fullText(value) {
  const text = typeof value === 'string' ? value : String(value);
  const match = /^(-?[\d.]+)e([+-]?\d+)$/i.exec(text);
  return minus(match ? scientific(match[1], match[2]) : text);
}

/**
 * A value for a results table: rounded to `digits` significant digits, trailing zeros trimmed;
 * plain from 10⁻⁴ up to 10¹⁵, × 10ⁿ beyond (as on the drawings: no runs of zeros). Out-of-range
 * literals (strings) are rounded the same way. Keep the full value (formatNumber) at hand, in a
 * title, for those who want it.
 */
export function formatDigits(value, digits = 10) {
  return localized(digitsText(value, digits));
}

function digitsText(value, digits = 10) {
  if (typeof value === 'string') {
    const match = /^(-?[\d.]+)e([+-]?\d+)$/i.exec(value);
    if (!match) return fullText(value);
    const [mantissa, shift] = Number(match[1]).toExponential(digits - 1).split('e');
    return fullText(`${mantissa.replace(/\.?0+$/, '')}e${Number(match[2]) + Number(shift)}`);
  }
  if (value === 0 || !Number.isFinite(value)) return fullText(value);
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e15) return minus(String(Number(value.toPrecision(digits))));
  return fullText(value.toExponential(digits - 1).replace(/\.?0+e/, 'e'));
}

/**
 * The fewest significant digits of 10, 12, 14 and 17 for which `clear(digits)` holds (values
 * that differ reading alike would be a falsehood), or all 17.
 */
export function readingDigits(clear) {
  return [10, 12, 14, 17].find(clear) ?? 17;
}

/**
 * A number rounded to `digits` significant digits for labels on a drawing. An out-of-range
 * literal (a string) is rounded by its mantissa, as in a results table, never read as Infinity.
 */
export function formatShort(value, digits = 4) {
  if (typeof value === 'string') return formatDigits(value, digits);
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-4 && magnitude < 1e7) return localized(minus(String(Number(value.toPrecision(digits)))));
  return formatNumber(value.toExponential(digits - 1).replace(/\.?0+e/, 'e'));
}

// Dice numbers for people: counts with the locale's grouping, means and SDs to 8 digits, chances
// as percentages or powers of ten. The values are the core's; only their writing is here.
import { formatDigits, formatNumber, formatShort } from '../../shell/format.js';
import { grouped } from '../../shell/locale.js';

/** A whole number with the locale's grouping (trials, counts). */
export function whole(value) {
  return grouped(Number(value));
}

/**
 * A mean or SD, simulated or exact, to 8 significant digits: far more than a simulation's noise
 * leaves meaningful, and the same for both columns so they compare digit by digit.
 */
export function statistic(value) {
  return formatDigits(typeof value === 'string' ? value : Number(value), 8);
}

/** A probability as a percentage, or in powers of ten once it is too small for one. */
export function chance(value) {
  if (typeof value === 'string') {
    const [mantissa, exponent] = value.split(/e/i);
    return formatNumber(`${Number(Number(mantissa).toPrecision(3))}e${exponent}`);
  }
  if (value === 0) return '0 %';
  if (value >= 1e-4) return `${formatShort(value * 100, 4)} %`;
  return formatShort(value, 3);
}

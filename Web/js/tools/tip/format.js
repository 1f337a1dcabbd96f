// How the Tip screen writes its numbers: money in the browser's locale and a currency (the
// region's, or one the user picked), the tip as a percentage, the party in people.
import { LOCALE } from '../../shell/locale.js';

/** The currency most people in a region pay with; anything not listed falls back to USD. */
const EURO = 'AT BE BG CY DE EE ES FI FR GR HR IE IT LT LU LV MC MT NL PT SI SK SM VA AD ME XK';
const CURRENCY_BY_REGION = {
  ...Object.fromEntries(EURO.split(' ').map((region) => [region, 'EUR'])),
  US: 'USD', PR: 'USD', EC: 'USD', SV: 'USD', PA: 'USD', GB: 'GBP', IE: 'EUR', CA: 'CAD', AU: 'AUD',
  NZ: 'NZD', JP: 'JPY', CN: 'CNY', HK: 'HKD', TW: 'TWD', KR: 'KRW', IN: 'INR', SG: 'SGD', MY: 'MYR',
  TH: 'THB', ID: 'IDR', PH: 'PHP', VN: 'VND', CH: 'CHF', LI: 'CHF', SE: 'SEK', NO: 'NOK', DK: 'DKK',
  IS: 'ISK', PL: 'PLN', CZ: 'CZK', HU: 'HUF', RO: 'RON', UA: 'UAH', TR: 'TRY', IL: 'ILS', AE: 'AED',
  SA: 'SAR', EG: 'EGP', ZA: 'ZAR', NG: 'NGN', KE: 'KES', MX: 'MXN', BR: 'BRL', AR: 'ARS', CL: 'CLP',
  CO: 'COP', PE: 'PEN', UY: 'UYU',
};

/** The region of the browser's language ("de" → DE via likely subtags), its currency, else USD. */
export function localeCurrency() {
  try {
    const region = new Intl.Locale(LOCALE).maximize().region;
    return CURRENCY_BY_REGION[region] ?? 'USD';
  } catch {
    return 'USD';
  }
}

function currencyName(code) {
  try {
    return new Intl.DisplayNames([LOCALE], { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The currencies to choose from ([code, name]), `current` among them, by name in the user's language. */
export function currencyChoices(current) {
  return [...new Set([current, localeCurrency(), ...Object.values(CURRENCY_BY_REGION)])]
    .map((code) => [code, currencyName(code)])
    .sort((a, b) => a[1].localeCompare(b[1], LOCALE));
}

/**
 * Money from the API is a decimal string in hundredths ("49.08"). Every currency is shown with
 * two decimals so the cent the API hands out is visible (and the shares add up) even where the
 * currency is usually written without them. Intl formats the string as an exact decimal.
 */
export function moneyFormatter(currency) {
  const format = new Intl.NumberFormat(LOCALE, {
    style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2,
  });
  return (amount) => format.format(amount);
}

const percentFormat = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
export const percent = (tip) => percentFormat.format(tip / 100);
export const people = (n) => `${n} ${n === 1 ? 'person' : 'people'}`;

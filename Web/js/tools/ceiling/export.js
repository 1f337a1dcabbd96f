// The Ceiling result as text: the job summary (shared by the screen, the CSV and the enquiry
// e-mail), the CSV file and the mailto: link of "Enquire" (the original's "Submit", which e-mailed
// the ceiling, the module, each input and each component with the disclaimer).
import { formatDigits } from '../../shell/format.js';

/** A number from the API for people: no run of float noise, U+2212 for minus. */
export function amount(value) {
  return formatDigits(value, 10);
}

/** A value with its unit: "100 m²", "1.2 m", "10 %", "0 tiles". */
function withUnit(value, unit) {
  return unit ? `${amount(value)} ${unit}` : amount(value);
}

/**
 * The job as [label, value] pairs: ceiling, module, each input as the API used it (in the leaf's
 * order, with its label and unit), the rooms, the perimeter and the waste. `leaf` may be null
 * (catalog not loaded): the API's own input names stand in for the labels.
 */
export function summaryRows(result, leaf) {
  const rows = [['Ceiling', result.title[0]]];
  if (result.title.length > 1) rows.push(['Module', result.title.slice(1).join(', ')]);
  const described = new Map((leaf?.inputs ?? []).map((input) => [input.name, input]));
  for (const [name, value] of Object.entries(result.inputs)) {
    const input = described.get(name);
    const label = input?.label ?? name;
    if (name === 'area') rows.push([label, withUnit(result.area, input?.unit ?? 'm²')]);
    else if (typeof value === 'boolean') rows.push([label, value ? 'Yes' : 'No']);
    else rows.push([label, withUnit(value, input?.unit)]);
  }
  if (result.rooms?.length) {
    rows.push(['Rooms', result.rooms.map((room) => `${amount(room.length)} × ${amount(room.width)} m`).join(', ')]);
  }
  if (result.perimeter !== null && result.perimeter !== undefined) rows.push(['Perimeter', withUnit(result.perimeter, 'm')]);
  if (result.wastePercent > 0) rows.push(['Waste', withUnit(result.wastePercent, '%')]);
  return rows;
}

/** The columns of the components table: always name and quantity; with waste and packs when given. */
export function columns(result) {
  const waste = result.wastePercent > 0;
  const packs = result.components.some((c) => c.pack !== undefined && c.packs !== undefined);
  return { waste, packs, wasteTitle: `With ${amount(result.wastePercent)} % waste` };
}

/** "3 × 50": packs to order (with waste) of `pack` pieces, or "—" where the catalog has no pack size. */
export function packText(component) {
  return component.pack !== undefined && component.packs !== undefined ? `${component.packs} × ${component.pack}` : '—';
}

/**
 * Text that a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return)
 * gets a leading ' so it is shown as written (OWASP's advice on CSV injection): a catalog of your
 * own names components and labels freely, and "=HYPERLINK(…)" must not become a live link.
 * Numbers (quantities, packs) are data, a negative one too, and stay numbers.
 */
function csvCell(value) {
  const text = typeof value === 'number' ? String(value) : String(value).replace(/^[=+\-@\t\r]/, "'$&");
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvLine(cells) {
  return cells.map(csvCell).join(',');
}

/** The CSV: a header, one line per component, a blank line, then the summary, notes and disclaimer. */
export function csvText(result, leaf) {
  const { waste, packs, wasteTitle } = columns(result);
  const lines = [csvLine(['Component', 'Quantity', ...(waste ? [wasteTitle] : []), ...(packs ? ['Pack size', 'Packs'] : [])])];
  for (const c of result.components) {
    lines.push(csvLine([
      c.name, c.quantity,
      ...(waste ? [c.withWaste ?? c.quantity] : []),
      ...(packs ? [c.pack ?? '', c.packs ?? ''] : []),
    ]));
  }
  lines.push('');
  for (const [label, value] of summaryRows(result, leaf)) lines.push(csvLine([label, value]));
  for (const c of result.components.filter((c) => c.unverified)) lines.push(csvLine(['Unverified', `${c.name}: ${c.unverified}`]));
  for (const fix of leaf?.corrections ?? []) lines.push(csvLine(['Corrected from the original', `${fix.component} (was ${fix.original}): ${fix.reason}`]));
  lines.push(csvLine(['Disclaimer', result.disclaimer]));
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name for the CSV: ceiling-oneway-24mm-1350x450.csv. */
export function csvName(result) {
  return `ceiling-${result.path.replace(/[^A-Za-z0-9.-]+/g, '-')}.csv`;
}

/** One component as a line of the e-mail. */
function componentLine(c, waste) {
  const parts = [`${c.name}: ${c.quantity}`];
  if (waste && c.withWaste !== undefined) parts.push(`(with waste ${c.withWaste})`);
  if (c.packs !== undefined && c.pack !== undefined) parts.push(`[${c.packs} packs of ${c.pack}]`);
  if (c.unverified) parts.push('(unverified)');
  return parts.join(' ');
}

export const MAILTO_LIMIT = 1800;

/**
 * The enquiry as a mailto: link (no address: the user's mail app asks whom to send it to), kept
 * under MAILTO_LIMIT characters so every mail app opens it: components that do not fit are left
 * out, with a line saying how many and where the full list is.
 */
export function enquiryHref(result, leaf, limit = MAILTO_LIMIT) {
  const subject = `Ceiling enquiry: ${result.title.join(' ')}`;
  const head = ['Hello,', '', 'Please quote for the following ceiling.', ''];
  for (const [label, value] of summaryRows(result, leaf)) head.push(`${label}: ${value}`);
  head.push('', 'Components:');
  const { waste } = columns(result);
  const items = result.components.map((c) => componentLine(c, waste));
  const tail = ['', result.disclaimer];
  const href = (body) => `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body.join('\n'))}`;
  let kept = items.length;
  let link = href([...head, ...items, ...tail]);
  while (link.length > limit && kept > 0) {
    kept -= 1;
    const left = items.length - kept;
    const note = `… and ${left} more component${left === 1 ? '' : 's'}: the list was shortened to fit an e-mail link; download the CSV for all of them.`;
    link = href([...head, ...items.slice(0, kept), note, ...tail]);
  }
  return { href: link, shortened: kept < items.length };
}

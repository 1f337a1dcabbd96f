// Ceiling, a leaf's inputs: its own numbers (with units) and switches in the original's order,
// the rooms instead of the area, and waste % → "Calculate" → the result.
import { el, uid } from '../../shell/dom.js';
import { describe, field, group, solveButton, solveForm } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { localized } from '../../shell/locale.js';
import { catalog } from './catalog.js';
import { missingScreen, trailText } from './menus.js';
import { Rooms, squeeze } from './rooms.js';
import { problem, request } from './request.js';
import { amount } from './export.js';

/** An iOS switch: a checkbox with role=switch in a cell that is its label (the whole row toggles it). */
function switchRow(input) {
  const id = uid(`switch-${input.name}`);
  const box = el('input', {
    id, type: 'checkbox', role: 'switch', name: input.name, class: 'ceiling-switch-input', checked: Boolean(input.default),
  });
  const row = el('label', { class: 'cell ceiling-switch', for: id }, [
    el('span', { class: 'cell-label', text: input.label }), box,
  ]);
  return { row, input: box };
}

/** A number field with its unit after the value ("m²", "m", "tiles"). */
function numberRow(input) {
  const f = field({
    label: input.label, name: input.name, inputmode: input.whole ? 'numeric' : 'decimal',
    placeholder: input.required ? 'Required' : 'Optional',
  });
  if (input.unit) {
    const unit = el('span', { class: 'ceiling-unit', id: uid('unit'), text: input.unit });
    f.input.setAttribute('aria-describedby', unit.id);
    f.row.append(unit);
  }
  f.row.classList.add('ceiling-number');
  return f;
}

function rangeNote(inputs) {
  const parts = inputs.filter((input) => input.type === 'number' && input.name !== 'area').map((input) => {
    const unit = input.unit ? ` ${input.unit}` : '';
    if (input.required) return `${input.label}: ${amount(input.min)} to ${amount(input.max)}${unit}`;
    return `${input.label}: optional${input.whole ? ', a whole number' : ''}`;
  });
  return parts.length ? `${parts.join('. ')}.` : '';
}

/** The waste field with % after the value, and its note (which says the core's limit once read). */
function wasteField() {
  const waste = field({ label: 'Waste', name: 'waste', placeholder: 'Optional', inputmode: 'decimal' });
  const note = el('p', { class: 'group-footer', id: uid('footer') });
  const percent = el('span', { class: 'ceiling-unit', id: uid('unit'), text: '%' });
  waste.input.setAttribute('aria-describedby', percent.id);
  describe(waste.input, note);
  waste.row.append(percent);
  waste.row.classList.add('ceiling-number');
  return { waste, note };
}

/**
 * A leaf's screen. Its state: `inputs` (name → {input, row, spec, and a number field's value()
 * and set()}), the rooms and the waste field, filled in from what a link or the result carried.
 */
export function leafScreen(ctx, params, carried) {
  const entry = catalog?.nodes.get(params.path);
  if (!entry || entry.kind !== 'leaf') return missingScreen(params.path);
  const leaf = entry.node;
  const inputs = new Map();
  const rows = leaf.inputs.map((spec) => {
    const made = spec.type === 'switch' ? switchRow(spec) : numberRow(spec);
    inputs.set(spec.name, { ...made, spec });
    return made.row;
  });
  const area = inputs.get('area');
  const rooms = new Rooms(area);
  const { waste, note: wasteNote } = wasteField();
  coreLimits().then(({ ceiling: limits }) => {
    wasteNote.textContent = `Optional, 0 to ${amount(limits.maximumWastePercent)} %: each quantity is also shown with this much extra.`;
    rooms.limit(limits.maximumRooms);
  }, (error) => ctx.problem(error));
  fill(carried?.values ?? {}, { inputs, rooms, waste });

  const fields = {
    ...Object.fromEntries([...inputs].map(([name, item]) => [name, { input: item.input, label: item.spec.label }])),
    waste: { input: waste.input, label: 'Waste' },
    rooms: { input: rooms.addButton, label: 'Rooms' },
  };
  const form = solveForm([
    group({
      header: leaf.subtitle ? `${trailText(entry.trail)} · ${leaf.subtitle}` : trailText(entry.trail),
      footer: rangeNote(leaf.inputs),
    }, rows),
    area ? rooms.section() : null,
    el('section', { class: 'group' }, [
      el('div', { class: 'cells' }, [waste.row]),
      wasteNote,
    ]),
  ], () => calculate(ctx, entry, { inputs, rooms, waste, fields }));

  form.classList.add('ceiling');
  rooms.render();
  return { title: entry.title, actions: [solveButton(form, 'Calculate')], body: form };
}

/** Puts what a link or the result below carried (`values`, the URL's query) in the inputs. */
function fill(values, { inputs, rooms, waste }) {
  for (const [name, item] of inputs) {
    if (values[name] === undefined) continue;
    if (item.spec.type === 'switch') item.input.checked = values[name] === 'yes';
    else item.set(values[name]);
  }
  if (values.waste !== undefined) waste.set(values.waste);
  for (const text of String(values.rooms ?? '').split(/\s+/).filter(Boolean)) {
    const [length = '', width = ''] = text.split(/x/i);
    rooms.add(localized(length), localized(width));
  }
}

/** The inputs as the URL and the API take them; empty numbers left out, switches as yes/no. */
function paramsOf(entry, { inputs, rooms, waste }) {
  const out = { path: entry.path };
  const usingRooms = rooms.given().length > 0;
  for (const [name, item] of inputs) {
    if (item.spec.type === 'switch') out[name] = item.input.checked ? 'yes' : 'no';
    else if (name === 'area' && usingRooms) continue;
    else if (item.value() !== '') out[name] = item.value();
  }
  if (usingRooms) out.rooms = rooms.text();
  if (waste.value() !== '') out.waste = waste.value();
  return out;
}

/** "Calculate": the components for the inputs, pushed as the result, or an alert about a field. */
async function calculate(ctx, entry, state) {
  // A room needs both sides: the API only sees "LxW", so say which box is empty here.
  const half = state.rooms.halfGiven();
  if (half) {
    const { at, room } = half;
    await ctx.alert({
      title: `Check Room ${at}`,
      message: `Room ${at}: give both the length and the width, in metres.`,
      focus: squeeze(room.length.value) ? room.width : room.length,
    });
    return;
  }
  const params = paramsOf(entry, state);
  try {
    const result = await solve('ceiling', request(params, entry.node));
    ctx.push('result', params, result);
  } catch (error) {
    await problem(ctx, error, state.fields, state.rooms.given());
  }
}

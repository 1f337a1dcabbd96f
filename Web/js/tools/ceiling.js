// The Studform Ceiling Calculator (seed 001): the product lines as a list, sub-menus of any depth,
// the leaf's inputs (numbers with units and switches, rooms instead of the area, waste %),
// "Calculate" → the components to order, with the job summary, CSV, Print and an enquiry e-mail.
//
// The tree is the core's `ceiling/catalog` (what GET /api/ceiling/catalog answers; with a catalog
// of the server's own, `ceiling/use-catalog`, after which the core computes with it), loaded once
// before the app starts (a top-level await: every screen of the tree is titled from it, and a
// shared link to any level must be titled at once). URLs name the node:
// /ceiling/menu?path=oneway/24mm, /ceiling/leaf?path=…,
// /ceiling/result?path=…&area=100&c-spline=yes&drop=1.2 (each input as typed; rooms as
// "10x10 5x3"; waste). A result link recomputes, and the levels above it are rebuilt so Back walks
// up the tree as if the user had tapped down to it.
import { el, icon, uid } from '../shell/dom.js';
import { describe, field, group, removeIcon, solveButton, solveForm, valueRow } from '../shell/form.js';
import { InputProblem, read, solve } from '../shell/api.js';
import { coreLimits } from '../shell/limits.js';
import { readStored, store } from '../shell/storage.js';
import { localized, readNumber } from '../shell/locale.js';
import { amount, columns, csvName, csvText, enquiryHref, packText, summaryRows } from './ceiling-export.js';

const CATALOG_TIMEOUT_MS = 4000;
const CATALOG_FAILED = 'The ceiling catalog could not be loaded: the calculator core did not start in this browser.';

// ---- the catalog ---------------------------------------------------------------------------

// The app waits for the catalog before it starts: a core that never answers (its worker stuck
// loading) must not keep every tab from appearing.
async function fetchCatalog() {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CATALOG_TIMEOUT_MS);
  try {
    const served = await servedCatalog();
    if (served) return await solve('ceiling/use-catalog', served, { signal: controller.signal });
    return await read('ceiling/catalog', { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const SERVED_CATALOG_KEY = 'reckon.ceiling.servedCatalog';

/** The catalog of `reckon serve --catalog`, when the page names one: the server's copy, or
 * offline the one kept from the last visit; the core then computes with it. */
async function servedCatalog() {
  const url = document.querySelector('meta[name="reckon-catalog"]')?.content;
  if (!url) return null;
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.ok) {
      const catalog = await response.json();
      // Used even where it cannot be kept (storage full or off): the server's copy is the one
      // in force; only a visit offline falls back to the copy kept before.
      store(SERVED_CATALOG_KEY, catalog);
      return catalog;
    }
  } catch { /* offline: the copy kept below */ }
  return readStored(SERVED_CATALOG_KEY, null);
}

/** Every node by its path: {kind: 'menu'|'leaf', path, title, subtitle, node, trail: [ancestors]}. */
function indexCatalog(data) {
  const nodes = new Map();
  const walk = (node, path, trail, kind) => {
    const entry = { kind, path, title: node.title, subtitle: node.subtitle ?? '', node, trail };
    nodes.set(path, entry);
    if (kind === 'menu') {
      entry.children = [
        ...(node.menus ?? []).map((menu) => walk(menu, `${path}/${menu.id}`, [...trail, entry], 'menu')),
        ...(node.leaves ?? []).map((leaf) => walk(leaf, `${path}/${leaf.id}`, [...trail, entry], 'leaf')),
      ];
    }
    return entry;
  };
  const lines = (data?.lines ?? []).map((line) => walk(line, line.id, [], 'menu'));
  return { data, lines, nodes };
}

let catalog = null;
async function loadCatalog() {
  try {
    catalog = indexCatalog(await fetchCatalog());
  } catch {
    catalog = null;
  }
  return catalog;
}
await loadCatalog();

// ---- shared pieces -------------------------------------------------------------------------

/** A row that pushes a node: title, subtitle in grey below, disclosure chevron. */
function nodeRow(ctx, entry) {
  const screen = entry.kind === 'menu' ? 'menu' : 'leaf';
  const params = { path: entry.path };
  return el('li', {}, [el('a', {
    class: 'cell cell-link ceiling-row',
    href: `/ceiling/${screen}?${new URLSearchParams(params)}`,
    onclick: (event) => {
      event.preventDefault();
      ctx.push(screen, params);
    },
  }, [el('span', { class: 'cell-label ceiling-row-text' }, [
    el('span', { class: 'ceiling-row-title', text: entry.title }),
    entry.subtitle ? el('span', { class: 'ceiling-row-subtitle', text: entry.subtitle }) : null,
  ])])]);
}

function nodeList(ctx, entries, { header, footer } = {}) {
  const headerId = header ? uid('ceiling-list') : undefined;
  return el('section', { class: 'group' }, [
    header ? el('h2', { class: 'group-header', id: headerId, text: header }) : null,
    el('ul', { class: 'cells', 'aria-labelledby': headerId }, entries.map((entry) => nodeRow(ctx, entry))),
    footer ? el('p', { class: 'group-footer', text: footer }) : null,
  ]);
}

/** "KWIKLOC One Way › 24mm T Bar". */
function trailText(entries) {
  return entries.map((entry) => entry.title).join(' › ');
}

/** A screen for a path the catalog does not have (an old link), or when the catalog did not load. */
function missingScreen(path) {
  const last = String(path ?? '').split('/').filter(Boolean).pop() ?? 'Ceiling';
  const message = catalog
    ? `The catalog has no ceiling at “${path ?? ''}”. Go back and pick one from the list.`
    : 'The ceiling catalog could not be loaded: the calculator core did not start in this browser. Reload to try again.';
  return { title: catalog ? 'Not Found' : last, body: el('div', { class: 'content ceiling' }, [el('p', { class: 'note', role: 'status', text: message })]) };
}

// ---- root: the product lines ---------------------------------------------------------------

function rootScreen(ctx) {
  const body = el('div', { class: 'content ceiling' });

  const render = () => {
    if (catalog) {
      body.replaceChildren(nodeList(ctx, catalog.lines, {
        header: catalog.data.name,
        footer: 'Pick a product line, then the module: the components to order follow from the area or the rooms.',
      }));
      return;
    }
    const retry = el('button', {
      type: 'button', class: 'button-plain', text: 'Try Again',
      onclick: async () => {
        retry.disabled = true;
        status.textContent = 'Loading the catalog…';
        await loadCatalog();
        retry.disabled = false;
        if (catalog) render();
        else status.textContent = CATALOG_FAILED;
      },
    });
    const status = el('p', { class: 'note', role: 'status', text: CATALOG_FAILED });
    body.replaceChildren(status, el('div', { class: 'group' }, [el('div', { class: 'cells' }, [retry])]));
  };
  render();

  return {
    title: 'Ceiling',
    body,
    /**
     * A link to a deeper screen: rebuild the levels above it (pushed while this stack is out of
     * sight, so no history entries are added), as if the user had tapped down the tree.
     */
    fill(params) {
      const entry = catalog?.nodes.get(params.path);
      const stack = body.closest('.stack');
      if (!entry || !stack?.hidden) return;
      for (const menu of entry.trail) ctx.push('menu', { path: menu.path });
      const isResult = entry.kind === 'leaf' && Object.keys(params).some((key) => key !== 'path');
      if (isResult) ctx.push('leaf', { path: entry.path }, { values: params });
    },
  };
}

// ---- sub-menus -----------------------------------------------------------------------------

function menuScreen(ctx, params) {
  const entry = catalog?.nodes.get(params.path);
  if (!entry || entry.kind !== 'menu') return missingScreen(params.path);
  const header = entry.subtitle ? `${trailText([...entry.trail, entry])} · ${entry.subtitle}` : trailText([...entry.trail, entry]);
  return {
    title: entry.title,
    body: el('div', { class: 'content ceiling' }, [nodeList(ctx, entry.children, { header })]),
  };
}

// ---- leaf: the inputs ----------------------------------------------------------------------

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

/** Removes spaces: the room's text becomes "LxW" and the URL lists rooms separated by spaces. */
function squeeze(text) {
  return text.replace(/\s+/g, '');
}

function leafScreen(ctx, params, carried) {
  const entry = catalog?.nodes.get(params.path);
  if (!entry || entry.kind !== 'leaf') return missingScreen(params.path);
  const leaf = entry.node;
  const values = carried?.values ?? {};

  // ---- the leaf's own inputs, in the original's order ----
  const inputs = new Map(); // name → {input, row, spec}
  const rows = leaf.inputs.map((spec) => {
    const made = spec.type === 'switch' ? switchRow(spec) : numberRow(spec);
    inputs.set(spec.name, { ...made, spec });
    return made.row;
  });
  const area = inputs.get('area');

  // ---- rooms, instead of the area ----
  const rooms = [];
  const roomList = el('div', { class: 'cells ceiling-rooms' });
  const addRoom = el('button', {
    type: 'button', class: 'button-plain ceiling-add-room',
    onclick: () => {
      const room = makeRoom();
      renderRooms();
      room.length.focus();
    },
  }, [icon('M12 5v14M5 12h14', 'icon ceiling-add-icon'), el('span', { text: 'Add Room' })]);
  let typedArea = '';
  let maxRooms = Infinity; // the core's, once read
  coreLimits().then(({ ceiling: limits }) => {
    maxRooms = limits.maximumRooms;
    wasteNote.textContent = `Optional, 0 to ${amount(limits.maximumWastePercent)} %: each quantity is also shown with this much extra.`;
    renderRooms();
  }, (error) => ctx.problem(error));
  const roomText = (room) => `${squeeze(readNumber(room.length.value))}x${squeeze(readNumber(room.width.value))}`;

  function makeRoom(length = '', width = '') {
    const room = {};
    room.name = el('span', { class: 'ceiling-room-name' });
    room.length = el('input', {
      type: 'text', inputmode: 'decimal', autocomplete: 'off', enterkeyhint: 'next', class: 'ceiling-room-input',
      placeholder: 'length', value: length, oninput: syncArea,
    });
    room.width = el('input', {
      type: 'text', inputmode: 'decimal', autocomplete: 'off', enterkeyhint: 'go', class: 'ceiling-room-input',
      placeholder: 'width', value: width, oninput: syncArea,
    });
    room.remove = el('button', {
      type: 'button', class: 'remove-button ceiling-remove',
      onclick: () => {
        const at = rooms.indexOf(room);
        rooms.splice(at, 1);
        renderRooms();
        (rooms[at]?.remove ?? rooms[at - 1]?.remove ?? addRoom).focus();
      },
    }, [removeIcon()]);
    room.row = el('div', { class: 'cell ceiling-room' }, [
      room.remove, room.name, room.length, el('span', { class: 'ceiling-times', 'aria-hidden': 'true', text: '×' }), room.width,
      el('span', { class: 'ceiling-unit', 'aria-hidden': 'true', text: 'm' }),
    ]);
    rooms.push(room);
    return room;
  }

  function renderRooms() {
    rooms.forEach((room, index) => {
      const name = `Room ${index + 1}`;
      room.name.textContent = name;
      room.length.setAttribute('aria-label', `${name} length in metres`);
      room.width.setAttribute('aria-label', `${name} width in metres`);
      room.remove.setAttribute('aria-label', `Remove ${name}`);
    });
    addRoom.disabled = rooms.length >= maxRooms;
    roomList.replaceChildren(...rooms.map((room) => room.row), addRoom);
    syncArea();
  }

  const given = (room) => squeeze(room.length.value) !== '' || squeeze(room.width.value) !== '';

  /** With rooms given the area is their sum, shown in the (disabled) Area field and not sent. */
  function syncArea() {
    if (!area) return;
    const used = rooms.some(given);
    if (used && !area.input.disabled) {
      typedArea = area.input.value;
      area.input.disabled = true;
      area.input.placeholder = 'From the rooms';
    } else if (!used && area.input.disabled) {
      area.input.disabled = false;
      area.input.value = typedArea;
      area.input.placeholder = 'Required';
    }
    if (used) showRoomsArea();
  }

  /** The rooms' area as the core measures the rooms filled in (blank while one is not a room it takes). */
  let measuring = 0;
  async function showRoomsArea() {
    const mine = ++measuring;
    const filled = rooms.filter((room) => squeeze(room.length.value) !== '' && squeeze(room.width.value) !== '');
    let text = '';
    if (filled.length) {
      try {
        const { area: total } = await solve('ceiling/rooms', { rooms: filled.map(roomText) });
        text = amount(total);
      } catch (error) {
        if (!(error instanceof InputProblem) || error.field === 'core') throw error;
      }
    }
    if (mine === measuring && area.input.disabled) area.input.value = text;
  }

  // ---- waste ----
  const waste = field({ label: 'Waste', name: 'waste', placeholder: 'Optional', inputmode: 'decimal' });
  const wasteNote = el('p', { class: 'group-footer', id: uid('footer') });
  const percent = el('span', { class: 'ceiling-unit', id: uid('unit'), text: '%' });
  waste.input.setAttribute('aria-describedby', percent.id);
  describe(waste.input, wasteNote);
  waste.row.append(percent);
  waste.row.classList.add('ceiling-number');

  // ---- what a link or the result below carried ----
  for (const [name, item] of inputs) {
    if (values[name] === undefined) continue;
    if (item.spec.type === 'switch') item.input.checked = values[name] === 'yes';
    else item.set(values[name]);
  }
  if (values.waste !== undefined) waste.set(values.waste);
  for (const text of String(values.rooms ?? '').split(/\s+/).filter(Boolean)) {
    const [length = '', width = ''] = text.split(/x/i);
    makeRoom(localized(length), localized(width));
  }

  /** The inputs as the URL and the API take them; empty numbers left out, switches as yes/no. */
  function paramsNow() {
    const out = { path: entry.path };
    const usingRooms = rooms.some(given);
    for (const [name, item] of inputs) {
      if (item.spec.type === 'switch') out[name] = item.input.checked ? 'yes' : 'no';
      else if (name === 'area' && usingRooms) continue;
      else if (item.value() !== '') out[name] = item.value();
    }
    if (usingRooms) out.rooms = rooms.filter(given).map(roomText).join(' ');
    if (waste.value() !== '') out.waste = waste.value();
    return out;
  }

  const fields = {
    ...Object.fromEntries([...inputs].map(([name, item]) => [name, { input: item.input, label: item.spec.label }])),
    waste: { input: waste.input, label: 'Waste' },
    rooms: { input: addRoom, label: 'Rooms' },
  };

  const form = solveForm([
    group({
      header: leaf.subtitle ? `${trailText(entry.trail)} · ${leaf.subtitle}` : trailText(entry.trail),
      footer: rangeNote(leaf.inputs),
    }, rows),
    area ? el('section', { class: 'group' }, [
      el('h2', { class: 'group-header', text: 'Rooms' }),
      roomList,
      el('p', { class: 'group-footer', text: 'Instead of the area: the length × width of each room in metres. The area is their sum and the wall angle follows their perimeter.' }),
    ]) : null,
    el('section', { class: 'group' }, [
      el('div', { class: 'cells' }, [waste.row]),
      wasteNote,
    ]),
  ], async () => {
    // A room needs both sides: the API only sees "LxW", so say which box is empty here.
    const half = rooms.findIndex((room) => given(room) && (!squeeze(room.length.value) || !squeeze(room.width.value)));
    if (half >= 0) {
      const room = rooms[half];
      await ctx.alert({
        title: `Check Room ${half + 1}`,
        message: `Room ${half + 1}: give both the length and the width, in metres.`,
        focus: squeeze(room.length.value) ? room.width : room.length,
      });
      return;
    }
    const params = paramsNow();
    try {
      const result = await solve('ceiling', request(params, leaf));
      ctx.push('result', params, result);
    } catch (error) {
      await problem(ctx, error, fields, rooms.filter(given));
    }
  });

  form.classList.add('ceiling');
  renderRooms();
  return { title: entry.title, actions: [solveButton(form, 'Calculate')], body: form };
}

/** POST /api/ceiling's body from a screen's params (the URL's query). */
function request(params, leaf) {
  const names = leaf ? leaf.inputs.map((input) => input.name) : Object.keys(params).filter((key) => !['path', 'rooms', 'waste'].includes(key));
  const body = { path: params.path, set: names.filter((name) => params[name] !== undefined).map((name) => `${name}=${params[name]}`) };
  if (params.rooms) body.rooms = params.rooms.split(/\s+/).filter(Boolean);
  if (params.waste !== undefined && params.waste !== '') body.waste = params.waste;
  return body;
}

/**
 * A refused input as an alert titled after the field. The original's messages are whole sentences
 * ("Please select YES to C Spline") and are shown as they are; the API's rules ("must be a
 * number, not 'x'") get the field's name in front. Focus goes back to the field; for an error
 * about room n, to the length box of the n-th room `sent`.
 */
function problem(ctx, error, fields, sent = []) {
  if (!(error instanceof InputProblem) || !fields[error.field]) return ctx.problem(error, fields);
  const room = error.field === 'rooms' ? /^room (\d+): (.*)$/s.exec(error.rule) : null;
  if (room) {
    const at = Number(room[1]);
    const boxes = sent[at - 1];
    // The core reads a room as "LENGTHxWIDTH", which this screen writes from two boxes: a room it
    // cannot read is quoted box by box, as typed, not as the text the screen made of them.
    const unread = boxes && /^write length x width/.test(room[2]);
    return ctx.alert({
      title: `Check Room ${at}`,
      message: unread
        ? `Room ${at}: length and width must be numbers of metres, like 5 and 4, not '${squeeze(boxes.length.value)}' and '${squeeze(boxes.width.value)}'`
        : `Room ${at}: ${room[2]}`,
      focus: boxes?.length ?? fields.rooms.input,
    });
  }
  const { input, label } = fields[error.field];
  const sentence = /^[A-Z0-9]/.test(error.rule);
  return ctx.alert({ title: `Check ${label}`, message: sentence ? error.rule : `${label}: ${error.rule}`, focus: input });
}

// ---- result: the components ----------------------------------------------------------------

function componentsTable(result) {
  const { waste, packs, wasteTitle } = columns(result);
  const head = el('tr', {}, [
    el('th', { scope: 'col', class: 'ceiling-name', text: 'Component' }),
    el('th', { scope: 'col', class: 'ceiling-qty', text: 'Quantity' }),
    waste ? el('th', { scope: 'col', class: 'ceiling-qty', text: wasteTitle }) : null,
    packs ? el('th', { scope: 'col', class: 'ceiling-qty', text: 'Packs' }) : null,
  ]);
  const rows = result.components.map((c) => el('tr', { class: c.unverified ? 'ceiling-unverified' : null, dataset: { component: c.name } }, [
    el('th', { scope: 'row', class: 'ceiling-name' }, [
      el('span', { class: 'ceiling-component', text: c.name }),
      c.unverified ? el('span', { class: 'ceiling-flag', title: c.unverified }, [
        el('span', { 'aria-hidden': 'true', text: ' ⚠︎' }), el('span', { class: 'visually-hidden', text: ' (unverified, see the note below)' }),
      ]) : null,
    ]),
    el('td', { class: 'ceiling-qty', text: String(c.quantity) }),
    waste ? el('td', { class: 'ceiling-qty', text: String(c.withWaste ?? c.quantity) }) : null,
    packs ? el('td', { class: 'ceiling-qty', title: c.pack ? `packs of ${c.pack}` : null, text: packText(c) }) : null,
  ]));
  return el('table', { class: 'ceiling-table' }, [
    el('caption', { class: 'visually-hidden', text: `Components for ${result.title.join(', ')}` }),
    el('thead', {}, [head]),
    el('tbody', {}, rows),
  ]);
}

function resultView(result, entry, actions) {
  const leaf = entry?.node ?? null;
  const unverified = result.components.filter((c) => c.unverified);
  const corrections = leaf?.corrections ?? [];
  const notes = [
    ...unverified.map((c) => el('p', { class: 'group-footer ceiling-warning' }, [
      el('span', { class: 'ceiling-flag', 'aria-hidden': 'true', text: '⚠︎ ' }),
      el('strong', { text: `${c.name} unverified: ` }), c.unverified,
    ])),
    el('p', { class: 'group-footer', text: 'Whole pieces, rounded up.' }),
  ];
  const summary = summaryRows(result, leaf).map(([label, value]) => valueRow(label, value));
  // Each title kept whole on one line; lines break only between them.
  const headline = el('p', { class: 'ceiling-headline' });
  result.title.forEach((title, index) => {
    if (index) headline.append(' · ');
    headline.append(el('span', { class: 'ceiling-nowrap', text: title }));
  });
  return [
    headline,
    el('div', { class: 'ceiling-layout' }, [
      el('div', { class: 'ceiling-column' }, [
        el('section', { class: 'group ceiling-components' }, [
          el('h2', { class: 'group-header', text: 'Components' }),
          el('div', { class: 'cells' }, [componentsTable(result)]),
          ...notes,
        ]),
        ...actions,
      ]),
      el('section', { class: 'group ceiling-summary' }, [
        el('h2', { class: 'group-header', text: 'Job' }),
        el('div', { class: 'cells' }, summary),
        corrections.length ? el('div', { class: 'group-footer ceiling-corrections' }, [
          el('p', { text: 'Corrected from the original:' }),
          el('ul', {}, corrections.map((fix) => el('li', { text: `${fix.component} (was ${fix.original}) — ${fix.reason}` }))),
        ]) : null,
        el('p', { class: 'group-footer ceiling-disclaimer', text: result.disclaimer }),
      ]),
    ]),
  ];
}

function resultScreen(ctx, params, carried) {
  const entry = catalog?.nodes.get(params.path) ?? null;
  const region = el('div', { class: 'ceiling-result', 'aria-live': 'polite' });
  const status = el('p', { class: 'note ceiling-status', role: 'status' });
  const body = el('div', { class: 'content wide ceiling' }, [region]);

  const show = (result) => {
    const download = el('button', {
      type: 'button', class: 'button-plain', text: 'Download CSV',
      onclick: () => {
        const name = csvName(result);
        const url = URL.createObjectURL(new Blob([csvText(result, entry?.node)], { type: 'text/csv' }));
        const link = el('a', { href: url, download: name, hidden: true });
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
        status.textContent = `Saved ${name}.`;
      },
    });
    const print = el('button', { type: 'button', class: 'button-plain', text: 'Print', onclick: () => window.print() });
    const enquiry = enquiryHref(result, entry?.node);
    const enquire = el('a', { class: 'button-plain ceiling-enquire', href: enquiry.href, text: 'Enquire' });
    const actions = el('section', { class: 'group ceiling-actions', 'aria-label': 'Share the list' }, [
      el('div', { class: 'cells' }, [download, print, enquire]),
      el('p', { class: 'group-footer', text: enquiry.shortened
        ? 'Enquire opens an e-mail with the job; its list is shortened to fit, so attach the CSV.'
        : 'Enquire opens an e-mail with the job and every component, for your supplier.' }),
    ]);
    region.replaceChildren(...resultView(result, entry, [actions, status]));
  };

  if (carried) show(carried);
  else {
    region.append(el('p', { class: 'note', text: 'Calculating…' }));
    const fields = Object.fromEntries((entry?.node?.inputs ?? []).map((input) => [input.name, { label: input.label }]));
    solve('ceiling', request(params, entry?.node)).then(show, async (error) => {
      region.replaceChildren();
      await problem(ctx, error, { ...fields, waste: { label: 'Waste' }, rooms: { label: 'Rooms' } });
      ctx.back();
    });
  }
  return { title: 'Materials', body };
}

export default {
  root: rootScreen,
  screens: { menu: menuScreen, leaf: leafScreen, result: resultScreen },
};

// Fitting the Calculator to its panel, as the iPhone arranges it (iOS 18):
//   basic — the 4 × 5 keypad under the display (a phone upright, Basic);
//   tall  — the scientific keys six to a row above the keypad (upright, Scientific; the narrow
//           panel beside the Graph);
//   wide  — the landscape keypad, 10 × 5: the scientific keys left of the basic ones (a phone on
//           its side, whatever the mode, as the iPhone; a panel wider than tall).
// Every key is at least 44 px each way (Apple's smallest tap target) and the keys are as large
// as the panel allows; keys are round where they can be, capsules where the panel is short.
// The readout above the keys is
//   stacked — a row for History (and M →M undo), the description line, the display;
//   paired  — History (and M →M undo) beside the description, the display under them;
//   inline  — all three in one 44 px row (a phone on its side: the keys need the height).
// A roomier readout is taken where the keys keep the height it asks (`least`); the gaps between
// keys shrink (to 2 px on the shortest phone on its side) before the keys do.

/** Apple's smallest tap target, and the height of the readout's row of buttons. */
export const TARGET = 44;
const DESCRIPTION_LINE = 22;
/** Convert's rows under the display: category and ⇅, then two units. */
const CONVERT_ROWS = 3 * TARGET + 2 * 6 + 4;
const LARGEST_KEY = 92;
const clamp = (least, most, value) => Math.max(least, Math.min(most, value));

const STACKED = { name: 'stacked', need: (row) => TARGET + DESCRIPTION_LINE + 1.15 * clamp(36, 76, row * 0.95), least: 52 };
const PAIRED = { name: 'paired', need: () => TARGET + 1.15 * 32, least: 48 };
const INLINE = { name: 'inline', need: () => TARGET, least: TARGET };

/** Which arrangement a panel of `width` × `height` takes, given the mode chosen. */
export function arrangementFor(width, height, scientific) {
  if (width > height) return 'wide';
  return scientific ? 'tall' : 'basic';
}

/** The largest size from `most` down to TARGET for which `fits(size)`, else 0. */
function largest(most, fits) {
  for (let size = Math.floor(most); size >= TARGET; size -= 1) if (fits(size)) return size;
  return 0;
}

/**
 * The first of `readouts` (each tried with each of `gaps`, widest first) for which
 * `keysWith(readout, gap)` fits keys (null where none fit) at least `least` high; else the
 * smallest keys with the last readout and the narrowest gap (a panel shorter than any phone
 * scrolls).
 */
function firstFitting(readouts, gaps, keysWith) {
  for (const readout of readouts) {
    for (const gap of gaps) {
      const keys = keysWith(readout, gap);
      if (keys && keys.basic.h >= readout.least) return { readout: readout.name, ...keys };
    }
  }
  const last = readouts.at(-1);
  return { readout: last.name, squeezed: true, ...keysWith({ ...last, need: () => -Infinity, most: TARGET }, gaps.at(-1)) };
}

function basic(width, height) {
  const gap = height < 600 ? 10 : 12;
  const most = Math.min(LARGEST_KEY, (width - 3 * gap) / 4);
  return firstFitting([STACKED, PAIRED], [gap], ({ need, most: smallest }) => {
    const k = largest(smallest ?? most, (row) => need(row) + gap + 5 * row + 4 * gap <= height);
    if (!k) return null;
    const gapX = Math.floor(Math.min(k * 0.3, (width - 4 * k) / 3));
    return { gapX, gapY: gap, keypadWidth: 4 * k + 3 * gapX, basic: { w: k, h: k }, sci: null };
  });
}

function tall(width, height) {
  const sciRow = (row, sciColumn) => Math.max(TARGET, Math.min(sciColumn, Math.round(row * 0.72)));
  // Too narrow for one row of buttons, description and display: the readout takes two rows at least.
  return firstFitting([STACKED, PAIRED, { ...PAIRED, least: TARGET }], [8, 6, 5, 4], ({ need, most: smallest }, gap) => {
    // Keys no wider than 1.7 times their height: a short panel narrows the keypad instead.
    const keypadWidth = (row) => Math.min(width, Math.max(6 * TARGET + 5 * gap, 4 * Math.floor(row * 1.7) + 3 * gap));
    const sciColumnOf = (row) => Math.floor((keypadWidth(row) - 5 * gap) / 6);
    const most = smallest ?? Math.min(LARGEST_KEY, (width - 3 * gap) / 4);
    const row = largest(most, (r) => need(r) + gap + 5 * sciRow(r, sciColumnOf(r)) + 5 * r + 9 * gap <= height);
    // (The last resort takes narrower keys too: a panel narrower than any phone.)
    if (!row || (smallest === undefined && sciColumnOf(row) < TARGET)) return null;
    const w = keypadWidth(row);
    const basicColumn = Math.floor((w - 3 * gap) / 4);
    return {
      gapX: gap, gapY: gap, keypadWidth: w,
      basic: { w: basicColumn, h: Math.min(row, basicColumn) }, sci: { w: sciColumnOf(row), h: sciRow(row, sciColumnOf(row)) },
    };
  });
}

function wide(width, height) {
  const gapX = Math.round(clamp(6, 12, width * 0.012));
  const column = Math.floor((width - 9 * gapX) / 10);
  const capsule = Math.max(TARGET, Math.round(column * 0.75)); // as the iPhone's landscape keys
  return firstFitting([STACKED, PAIRED, INLINE], [8, 6, 5, 4, 3, 2], ({ need, most: smallest }, gapY) => {
    const row = Math.min(smallest ?? capsule, Math.floor((height - need(capsule) - 5 * gapY) / 5));
    if (row < TARGET) return null;
    const keys = { w: column, h: row };
    return { gapX, gapY, keypadWidth: 10 * column + 9 * gapX, basic: keys, sci: keys };
  });
}

/** The display's font size in px, for the room the keys leave above them. */
function displaySize({ readout, basic: { h } }, room) {
  if (readout === 'stacked') return clamp(36, Math.min(76, h * 0.95), (room - TARGET - DESCRIPTION_LINE) / 1.15);
  if (readout === 'paired') return clamp(30, 64, (room - TARGET) / 1.15);
  return clamp(28, 56, room / 1.25);
}

/**
 * The layout of a panel whose content box is `width` × `height` px, with Convert's rows if
 * `convert`: {arrangement, readout, convert, gapX, gapY, keypadWidth, basic: {w, h}, sci: {w, h}
 * | null, displaySize}. The keys shrink to make room for the rows, as the iPhone's do; where the
 * smallest keys leave no room for them under the display (on its side, the scientific keys of a
 * short panel) the rows take the display's place (`convert` 'display', else 'under'; null: off).
 */
export function chooseLayout(width, height, scientific, convert = false) {
  const arrangement = arrangementFor(width, height, scientific);
  const room = height - (convert && arrangement !== 'wide' ? CONVERT_ROWS : 0);
  const layout = { arrangement, ...{ basic, tall, wide }[arrangement](width, room) };
  layout.convert = !convert ? null : arrangement === 'wide' || layout.squeezed ? 'display' : 'under';
  const tallRows = arrangement === 'tall' ? 5 * layout.sci.h + 5 * layout.gapY : 0;
  const keysHeight = 5 * layout.basic.h + 4 * layout.gapY + tallRows;
  layout.displaySize = Math.round(displaySize(layout, room - keysHeight - layout.gapY));
  return layout;
}

/** The padding of a panel `width` × `height` px: the keys' margins, as the iPhone's. */
export function paddingOf(width, height) {
  return {
    x: width < height && width >= 360 ? 16 : width < 700 ? 8 : 12,
    y: height < 320 ? 3 : height < 600 ? 4 : 12,
  };
}

/**
 * Lays `pane` out for its size, its mode and Convert (`convert`: on): the arrangement's and the
 * readout's classes, the sizes as CSS custom properties. The layout, or null while the pane is
 * not laid out (hidden).
 */
export function layOut(pane, scientific, convert = false) {
  const rect = pane.getBoundingClientRect();
  if (!rect.width || !rect.height) return null;
  const pad = paddingOf(rect.width, rect.height);
  const layout = chooseLayout(rect.width - 2 * pad.x, rect.height - 2 * pad.y, scientific, convert);
  pane.classList.toggle('converting', convert);
  pane.classList.toggle('convert-display', layout.convert === 'display');
  for (const name of ['basic', 'tall', 'wide']) pane.classList.toggle(`layout-${name}`, layout.arrangement === name);
  for (const name of ['stacked', 'paired', 'inline']) pane.classList.toggle(`readout-${name}`, layout.readout === name);
  const sizes = {
    '--pad-x': pad.x, '--pad-y': pad.y, '--gap-x': layout.gapX, '--gap-y': layout.gapY,
    '--keypad-width': layout.keypadWidth, '--display-size': layout.displaySize,
    '--basic-w': layout.basic.w, '--basic-h': layout.basic.h,
    '--sci-w': layout.sci?.w ?? TARGET, '--sci-h': layout.sci?.h ?? TARGET,
  };
  for (const [name, value] of Object.entries(sizes)) pane.style.setProperty(name, `${Math.floor(value)}px`);
  pane.dataset.arrangement = layout.arrangement;
  return layout;
}

// The Dice chooser: a row per die (d4 … d20) with its count and − / +, showing the pool as the
// core read it (`dice/parse`). It holds no notation of its own: a step is handed to `onStep`.
import { el, icon, uid } from '../../shell/dom.js';

export const CHOOSER_DICE = [4, 6, 8, 10, 12, 20];
const MINUS_PATH = 'M6 12h12';
const PLUS_PATH = 'M12 6v12M6 12h12';

function dieShape(faces) {
  // A sketch of each die's silhouette, so the rows read at a glance.
  const outline = {
    4: 'M12 3l9 17H3z',
    6: 'M5 5h14v14H5z',
    8: 'M12 2l9 10-9 10-9-10zM3 12h18',
    10: 'M12 2l9 9-9 11-9-11zM3 11l9 3 9-3M12 14v8',
    12: 'M12 2l9.5 7-3.6 11H6.1L2.5 9z',
    20: 'M12 2l8.7 5v10L12 22l-8.7-5V7z',
  }[faces];
  return icon(outline, 'icon dice-shape');
}

/** What the pool holds beyond the chooser's six dice, in words, or '' (a `dice/parse` answer). */
export function extrasOf(pool) {
  const extras = pool.dice.filter(({ faces }) => !CHOOSER_DICE.includes(faces)).map(({ faces, count }) => `${count}d${faces}`);
  if (pool.constant) extras.push(pool.constant > 0 ? `+${pool.constant}` : `−${-pool.constant}`);
  return extras.length > 1 ? `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}` : extras[0] ?? '';
}

/** `onStep(faces, by)`: − (by −1) or + (by 1) pressed on an enabled row. */
export function chooser(onStep) {
  const rows = new Map();
  const cells = CHOOSER_DICE.map((faces) => {
    const name = `d${faces}`;
    const labelId = uid(`dice-${name}`);
    const count = el('output', { class: 'dice-count', 'aria-live': 'polite', 'aria-atomic': 'true' });
    const step = (by, label, path) => el('button', {
      type: 'button', class: 'icon-button step-button dice-step', 'aria-label': `${label} a ${name}`,
      onclick: (event) => {
        if (event.currentTarget.getAttribute('aria-disabled') !== 'true') onStep(faces, by);
      },
    }, [icon(path)]);
    const minus = step(-1, 'Remove', MINUS_PATH);
    const plus = step(1, 'Add', PLUS_PATH);
    rows.set(faces, { count, minus, plus, name });
    return el('div', { class: 'cell dice-row', role: 'group', 'aria-labelledby': labelId }, [
      dieShape(faces),
      el('span', { class: 'cell-label dice-name', id: labelId, text: name }),
      count,
      el('div', { class: 'dice-stepper' }, [minus, el('span', { class: 'dice-stepper-divider', 'aria-hidden': 'true' }), plus]),
    ]);
  });
  return {
    cells,
    /**
     * `pool`: the core's `dice/parse` answer; `mostDice`: the core's limit on dice in a pool. A
     * pool beyond plain sums (`4d6kh3`) has no counts to step: every row shows 0 and is disabled.
     */
    show(pool, mostDice) {
      const steppable = pool.plain !== false;
      for (const [faces, row] of rows) {
        const n = pool.dice.find((die) => die.faces === faces)?.count ?? 0;
        row.count.replaceChildren(String(n), el('span', { class: 'visually-hidden', text: ` ${row.name}` }));
        row.minus.setAttribute('aria-disabled', String(!steppable || n === 0));
        row.plus.setAttribute('aria-disabled', String(!steppable || pool.diceCount >= mostDice));
      }
    },
  };
}

// Dice, the Roll screen: the pool rolled once at the table, every die shown (a dropped one dimmed
// and struck through, a reroll's replaced faces small before it, an exploding die's rolls added
// up), the total, where it stands in the exact distribution, and the seed. Roll Again rolls with
// a new seed; the log on this device keeps the last rolls, each a tap from being shown again
// (its seed gives the same dice). The roll is the core's answer (`dice` with `roll: true`).
import { el } from '../../shell/dom.js';
import { group, resultRegion, valueRow } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { readStored, store } from '../../shell/storage.js';
import { chance } from './numbers.js';

const LOG_KEY = 'dice.rolls';
/** The rolls the log keeps, newest first. */
const LOG_LENGTH = 50;

export function randomSeed() {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

/** The roll of `pool` from `seed`, as the core answers it (rejects with the input's problem). */
export function rollOf(pool, seed, signal) {
  return solve('dice', { pool, roll: true, seed }, { signal });
}

/** `carried.answer`: the roll the input screen made (and checked) before pushing this one. */
export function rollScreen(ctx, params, carried) {
  const screen = new RollScreen(ctx, params.pool ?? '');
  if (carried?.answer) screen.show(carried.answer);
  else screen.roll(params.seed || randomSeed());
  return { title: 'Roll', body: screen.body, dispose: () => screen.controller.abort() };
}

/** The rolls kept on this device, `[{pool, seed, total}]`, newest first: what storage holds, if it has that shape. */
function storedLog() {
  const log = readStored(LOG_KEY, []);
  return Array.isArray(log) ? log.filter((entry) => typeof entry?.pool === 'string' && typeof entry?.seed === 'string') : [];
}

class RollScreen {
  constructor(ctx, pool) {
    this.ctx = ctx;
    this.pool = pool;
    this.controller = new AbortController();
    this.region = resultRegion('dice-roll');
    this.again = el('button', { type: 'button', class: 'button-primary dice-roll-again', text: 'Roll Again', onclick: () => this.roll(randomSeed()) });
    this.log = el('div', { class: 'cells dice-log' });
    this.clear = el('button', { type: 'button', class: 'text-button dice-log-clear', text: 'Clear Log', onclick: () => this.clearLog() });
    this.body = el('div', { class: 'content dice-roll-screen' }, [
      this.region, this.again,
      el('section', { class: 'group' }, [
        el('div', { class: 'dice-log-header' }, [el('h2', { class: 'group-header', text: 'Rolled on This Device' }), this.clear]),
        this.log,
      ]),
    ]);
    this.showLog();
  }

  /** Rolls from `seed`; a roll from the log is shown again, not logged again. A bad link alerts and goes back. */
  async roll(seed, { remember = true } = {}) {
    try {
      this.show(await rollOf(this.pool, seed, this.controller.signal), { remember });
    } catch (error) {
      if (error?.name === 'AbortError') return;
      await this.ctx.problem(error);
      this.ctx.back();
    }
  }

  show(answer, { remember = true } = {}) {
    this.region.replaceChildren(...rollView(answer).filter(Boolean));
    if (remember) this.remember(answer);
  }

  remember(answer) {
    const entry = { pool: answer.pool, seed: answer.seed, total: answer.roll.total };
    store(LOG_KEY, [entry, ...storedLog()].slice(0, LOG_LENGTH));
    this.showLog();
  }

  clearLog() {
    store(LOG_KEY, []);
    this.showLog();
  }

  showLog() {
    const log = storedLog();
    this.clear.hidden = log.length === 0;
    this.log.replaceChildren(...(log.length === 0
      ? [el('p', { class: 'cell note', text: 'Rolls you make appear here, with their seeds.' })]
      : log.map((entry) => el('button', {
        type: 'button', class: 'cell value-row dice-log-entry',
        'aria-label': `${entry.pool}: ${entry.total}, seed ${entry.seed}. Show this roll again.`,
        onclick: () => {
          this.pool = entry.pool;
          this.roll(entry.seed, { remember: false });
        },
      }, [
        el('span', { class: 'cell-label' }, [entry.pool, el('span', { class: 'dice-log-seed', text: ` · seed ${entry.seed}` })]),
        el('span', { class: 'cell-value', text: String(entry.total) }),
      ]))));
  }
}

/** The roll's dice, total, chances and seed, as the core answered them. */
function rollView(answer) {
  const { roll } = answer;
  const side = (term) => (term.side === undefined ? '' : term.side === 0 ? 'First side: ' : 'Second side: ');
  // The dice whose explosion rolled another (`!`): the extra die names the one it came from.
  const exploded = new Set(roll.dice.map((die) => die.from).filter((from) => from !== undefined));
  const view = (die, index) => dieView(die, exploded.has(index));
  const terms = roll.terms.map((term, index) => el('div', { class: 'dice-roll-term' }, [
    roll.terms.length > 1 ? el('span', { class: 'dice-roll-notation', text: `${side(term)}${term.notation} = ${term.total}` }) : null,
    el('div', { class: 'dice-roll-dice', role: 'list' },
      roll.dice.map((die, at) => (die.term === index ? view(die, at) : null)).filter(Boolean)),
  ]));
  const at = (value) => (value === null ? '—' : chance(value));
  return [
    el('div', { class: 'dice-roll-head' }, [
      el('output', { class: 'dice-roll-total', text: String(roll.total), 'aria-label': `${roll.sides ? 'Margin' : 'Total'} ${roll.total}` }),
      el('span', { class: 'dice-roll-pool', text: answer.pool }),
    ]),
    ...terms,
    ...(roll.groups ?? []).map(groupView),
    roll.sides ? sidesView(roll) : null,
    group({ className: 'dice-roll-chances' }, [
      valueRow(`${roll.sides ? 'A margin of ' : ''}${roll.total} or more`, at(roll.atLeast)),
      valueRow(`${roll.sides ? 'A margin of ' : ''}${roll.total} or less`, at(roll.atMost)),
      valueRow('Seed', answer.seed),
    ]),
  ];
}

/** A group's members as tiles, each its total, kept or dropped, a success or a failure. */
function groupView(group) {
  return el('div', { class: 'dice-roll-term dice-roll-group' }, [
    el('span', { class: 'dice-roll-notation', text: `${group.notation} = ${group.total}` }),
    el('div', { class: 'dice-roll-dice', role: 'list', 'aria-label': `${group.notation}: its parts` },
      group.members.map((member) => dieView({ face: member.total, kept: member.kept, counts: member.counts }, false))),
  ]);
}

/**
 * An opposed roll's two sides, who won, and the first side's chances of a win, a tie and a loss
 * (each '—' beyond the exact distribution's limits): the total above is its margin.
 */
function sidesView(roll) {
  const { first, second, result } = roll.sides;
  const margin = Math.abs(roll.total);
  const outcome = result === 'tie' ? 'A tie' : `${result === 'win' ? 'The first side wins' : 'The second side wins'} by ${margin}`;
  const odds = ['win', 'tie', 'loss'].map((key) => (roll.sides[key] === null ? '—' : chance(roll.sides[key])));
  return group({ className: 'dice-roll-sides' }, [
    valueRow('First side', String(first)), valueRow('Second side', String(second)), valueRow('Result', outcome),
    valueRow('First side wins', odds[0]), valueRow('Tie', odds[1]), valueRow('First side loses', odds[2]),
  ]);
}

/**
 * One die: its face (a compounding die's rolls added up), its rerolled faces, kept or dropped, a
 * success; `rolledAnother`: its explosion rolled the next die (`!`), which is marked as an extra.
 */
function dieView(die, rolledAnother) {
  const marks = [];
  if (!die.kept) marks.push('dropped');
  if (die.rerolled) marks.push(`rerolled from ${die.rerolled.join(', ')}`);
  if (die.rolled !== undefined) marks.push(`${die.rolled < die.face ? 'raised' : 'lowered'} from ${die.rolled}`);
  if (rolledAnother) marks.push('exploded');
  if (die.from !== undefined) marks.push('rolled by an explosion');
  if (die.capped && !die.chain) marks.push('stopped at the cap');
  // A die that could compound but did not has a chain of one roll: nothing to show.
  const exploded = die.chain?.length > 1;
  if (exploded) marks.push(`exploded: ${die.chain.join(' + ')}${die.capped ? ', stopped at the cap' : ''}`);
  if (die.counts === 1) marks.push('a success');
  if (die.counts === -1) marks.push('a failure');
  const classes = ['dice-die', die.kept ? '' : 'dropped', die.from === undefined ? '' : 'extra',
    die.counts === 1 ? 'success' : '', die.counts === -1 ? 'failure' : ''].filter(Boolean).join(' ');
  const explodes = rolledAnother || (die.capped && !die.chain);
  return el('span', { class: classes, role: 'listitem', 'aria-label': [String(die.face), ...marks].join(', ') }, [
    die.rerolled ? el('span', { class: 'dice-die-rerolled', text: die.rerolled.join(' ') }) : null,
    el('span', { class: 'dice-die-face', text: String(die.face) }),
    die.rolled !== undefined ? el('span', { class: 'dice-die-chain', text: `from ${die.rolled}` }) : null,
    exploded ? el('span', { class: 'dice-die-chain', text: die.chain.join('+') + (die.capped ? '+…' : '') }) : null,
    explodes ? el('span', { class: 'dice-die-chain', text: rolledAnother ? '!' : '!…' }) : null,
  ]);
}

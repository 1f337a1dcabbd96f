// Dice, the input screen: the pool as notation (what is sent), the common rolls a tap away, and the
// chooser kept in step with it, trials and an optional seed → "Solve". The pool is read by the
// core as it is typed (`dice/parse`); − and + ask the core for the pool with one die more or less.
// The limits shown are the core's.
import { el } from '../../shell/dom.js';
import { field, group, solveButton, solveForm } from '../../shell/form.js';
import { solve } from '../../shell/api.js';
import { coreLimits } from '../../shell/limits.js';
import { grouped } from '../../shell/locale.js';
import { chooser, extrasOf } from './chooser.js';
import { exactOf, simulate } from './run.js';
import { randomSeed, rollOf } from './roll.js';
import { sweepOf } from './sweep.js';


/** The rolls players ask for most, each one tap from the field: name, notation, what it does. */
const COMMON_ROLLS = [
  ['Advantage', '2d20kh1', 'roll two d20, keep the higher'],
  ['Disadvantage', '2d20kl1', 'roll two d20, keep the lower'],
  ['Ability score', '4d6kh3', 'roll four d6, keep the highest three'],
  ['Exploding', '3d6!', 'a six rolls another die'],
  ['Successes', '5d10>=7', 'count the dice showing 7 or more'],
  ['Fudge', '4dF', 'four dice of −1, 0 and +1'],
  ['Opposed', '2d6 vs 1d12+1', 'your 2d6 against their 1d12+1: win, tie or loss'],
];

/**
 * The pool's field, its common rolls and the chooser, kept in step: the chooser shows the last
 * pool the core could read; − and + change that one and rewrite the field.
 */
class PoolInput {
  constructor(ctx, poolField) {
    this.ctx = ctx;
    this.field = poolField;
    this.pool = { pool: '', dice: [], constant: 0, diceCount: 0 };
    this.mostDice = Infinity;
    this.note = el('p', { class: 'group-footer dice-note', 'aria-live': 'polite' });
    // One question to the core at a time, in order: a step always starts from the pool before it.
    this.queue = Promise.resolve();
    this.dice = chooser((faces, by) => this.then(async () => {
      this.pool = await solve('dice/parse', { pool: this.pool.pool, faces, change: by });
      this.field.input.value = this.pool.pool;
      this.show(true);
    }));
    this.field.input.addEventListener('input', () => this.sync());
    this.sync();
  }

  /** Queues `work` after the questions before it; a failure is an alert. */
  then(work) {
    this.queue = this.queue.then(work).catch((error) => this.ctx.problem(error));
    return this.queue;
  }

  show(readable) {
    const { pool } = this;
    this.dice.show(pool, this.mostDice);
    const extras = readable ? extrasOf(pool) : '';
    this.note.textContent = !readable
      ? 'The chooser cannot read this pool (Solve says why); − and + start again from the counts shown.'
      : pool.plain === false
        ? `${pool.pool} keeps, rerolls, explodes or counts: edit it in the field; − and + step plain pools.`
        : extras
        ? `The pool also has ${extras}, which the chooser does not show; − and + keep it.`
        : 'Tap − and + or type the pool, like 3d6+2d20+1d4-2.';
  }

  /** The pool as typed (each edit in turn), read by the core; an unreadable one leaves the chooser as it was. */
  sync() {
    const text = this.field.input.value;
    return this.then(() => this.read(text));
  }

  async read(text) {
    try {
      this.pool = await solve('dice/parse', { pool: text });
      this.show(true);
    } catch (error) {
      if (error?.field !== 'pool') throw error;
      this.show(false);
    }
  }

  /** The common rolls, each a tap that puts its notation in the field. */
  commonRolls() {
    return el('div', { class: 'cell dice-presets', role: 'group', 'aria-label': 'Common rolls' },
      COMMON_ROLLS.map(([name, notation, what]) => el('button', {
        type: 'button', class: 'dice-preset', 'aria-label': `${name}: ${notation}, ${what}`,
        onclick: () => {
          this.field.input.value = notation;
          this.sync();
        },
      }, [el('span', { class: 'dice-preset-name', text: name }), el('span', { class: 'dice-preset-notation', text: notation })])));
  }
}

/**
 * The chance of reaching a target with each modifier from one number to another (1d20+0 … +10
 * against 15), or an opposed pool's chances of winning with each: checked here, shown on the
 * Sweep screen.
 */
function modifierSweep(ctx, poolField, labels) {
  const target = field({ label: 'Target', name: 'target', placeholder: 'e.g. 15', inputmode: 'numeric', signed: true });
  const from = field({ label: 'Modifiers From', name: 'from', value: '0', inputmode: 'numeric', signed: true });
  const to = field({ label: 'To', name: 'to', value: '10', inputmode: 'numeric', signed: true });
  const button = el('button', {
    type: 'button', class: 'button-plain dice-sweep-button', text: 'Sweep',
    onclick: async () => {
      const input = { pool: poolField.value(), sweep: `${from.value() || '0'}..${to.value() || '0'}` };
      if (target.value()) input.target = target.value();
      try {
        ctx.push('sweep', input, { answer: await sweepOf(input) });
      } catch (error) {
        await ctx.problem(error, { ...labels, target: { input: target.input, label: 'Target' }, sweep: { input: from.input, label: 'Modifiers' } });
      }
    },
  });
  return group({
    header: 'Modifier Sweep',
    footer: 'The chance of the target or more with each modifier added; an opposed pool (with vs) needs no target: its chances of winning.',
  }, [target.row, from.row, to.row, button]);
}

export function inputScreen(ctx) {
  const fields = {
    pool: field({ label: 'Pool', name: 'pool', value: '2d6', placeholder: 'e.g. 3d6+2d20', inputmode: 'text' }),
    trials: field({ label: 'Trials', name: 'trials', value: '100000', placeholder: 'e.g. 100000', inputmode: 'numeric' }),
    seed: field({ label: 'Seed', name: 'seed', placeholder: 'random', inputmode: 'numeric' }),
  };
  const pool = new PoolInput(ctx, fields.pool);
  const labels = {
    pool: { input: fields.pool.input, label: 'Pool' },
    trials: { input: fields.trials.input, label: 'Trials' },
    seed: { input: fields.seed.input, label: 'Seed' },
  };
  const poolGroup = group({ footer: ' ', className: 'dice-pool' }, [fields.pool.row, pool.commonRolls()]);
  const simulationGroup = group({ header: 'Simulation', footer: ' ', className: 'dice-simulation' }, [fields.trials.row, fields.seed.row]);
  pool.then(async () => {
    const { dice: limits } = await coreLimits();
    pool.mostDice = limits.maximumDice;
    poolGroup.querySelector('.group-footer').textContent =
      `Dice from d${limits.minimumFaces} to d${limits.maximumFaces} and whole numbers, up to ${grouped(limits.maximumDice)} dice; ` +
      'keep (kh3, kl1), drop (dh1, dl1), reroll (r1, rr1), explode (! into more dice, !! adding up, !p penetrating), clamp (min2, max5), count (>=7, f1), dF, d%, d{1,1,2}, * / ( ), max( ), min( ), groups ({d6,d8,d10}kh2) and vs.';
    simulationGroup.querySelector('.group-footer').textContent =
      `Trials from 1 to ${grouped(limits.maximumTrials)}. The same seed repeats a run exactly; leave it empty for a random one.`;
    pool.dice.show(pool.pool, pool.mostDice);
  });
  // At the table: the pool rolled once, checked here before the Roll screen shows it.
  const rollButton = el('button', {
    type: 'button', class: 'button-plain dice-roll-button', text: 'Roll',
    onclick: async () => {
      const input = { pool: fields.pool.value() };
      try {
        ctx.push('roll', input, { answer: await rollOf(input.pool, randomSeed()) });
      } catch (error) {
        await ctx.problem(error, labels);
      }
    },
  });
  const tableGroup = group({ header: 'At the Table', footer: 'Every die shown, with the chance of rolling that total or more; a log of your rolls stays on this device.' }, [rollButton]);
  const sweepGroup = modifierSweep(ctx, fields.pool, labels);
  const form = solveForm([
    poolGroup,
    el('section', { class: 'group dice-chooser' }, [el('div', { class: 'cells' }, pool.dice.cells), pool.note]),
    tableGroup,
    sweepGroup,
    simulationGroup,
  ], async () => {
    const input = {
      pool: fields.pool.value(),
      trials: fields.trials.value(),
      seed: fields.seed.value() || randomSeed(),
    };
    try {
      const started = await simulate(input);
      ctx.push('distribution', input, { ...started, exact: exactOf(input.pool) });
    } catch (error) {
      await ctx.problem(error, labels);
    }
  });
  form.classList.add('dice-form');
  return {
    title: 'Dice',
    actions: [solveButton(form)],
    body: form,
    fill(params) {
      for (const [name, f] of Object.entries(fields)) if (params[name] !== undefined) f.set(params[name]);
      pool.sync();
    },
  };
}

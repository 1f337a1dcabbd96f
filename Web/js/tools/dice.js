// Dice (seed 000, tab 4): a Monte-Carlo simulation of the sum of a pool of d4 … d20. A chooser
// with − / + per die kept in step with the notation field (what is sent), trials and an optional
// seed → "Solve!" → the simulated histogram with the exact distribution drawn over it, and the
// statistics of both. Big simulations run as jobs on every core, with progress and Cancel.
import { el, icon, svg, uid } from '../shell/dom.js';
import { field, group, progressPanel, resultRegion, solveButton, solveForm, valueRow } from '../shell/form.js';
import { formatDigits, formatNumber, formatShort } from '../shell/format.js';
import { InputProblem, runJob, solve } from '../shell/api.js';

const ICON = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01';
const CHOOSER_DICE = [4, 6, 8, 10, 12, 20];
const MOST_DICE = 1000; // the API's limit on dice in a pool
/** Simulations rolling more dice than this (trials × dice) run as jobs: progress and Cancel. */
const JOB_DICE = 1e7;
const MINUS_PATH = 'M6 12h12';
const PLUS_PATH = 'M12 6v12M6 12h12';

// ---- pool notation ----------------------------------------------------------------------------

/**
 * Reads the pool as far as the chooser needs it: dice by faces and the sum of the numbers, or
 * null when the text is not a pool the chooser can show (the API then says what is wrong).
 */
function readPool(text) {
  const source = text.replace(/\s+/g, '').replace(/−/g, '-');
  const dice = new Map();
  let constant = 0;
  let rest = source;
  let first = true;
  while (rest) {
    const term = /^([+-])?(?:(\d*)[dD](\d+)|(\d+))/.exec(rest);
    if (!term || (!first && !term[1])) return null;
    if (term[4] !== undefined) {
      constant += (term[1] === '-' ? -1 : 1) * Number(term[4]);
    } else {
      if (term[1] === '-') return null;
      const faces = Number(term[3]);
      dice.set(faces, (dice.get(faces) ?? 0) + (term[2] === '' ? 1 : Number(term[2])));
    }
    rest = rest.slice(term[0].length);
    first = false;
  }
  return { dice, constant };
}

/** The pool in the API's notation: dice by faces ascending, then the number. */
function writePool({ dice, constant }) {
  const terms = [...dice].filter(([, count]) => count > 0).sort(([a], [b]) => a - b).map(([faces, count]) => `${count}d${faces}`);
  let text = terms.join('+');
  if (constant > 0) text += text ? `+${constant}` : String(constant);
  if (constant < 0) text += String(constant);
  return text;
}

function diceIn(pool) {
  return pool ? [...pool.dice.values()].reduce((a, b) => a + b, 0) : 0;
}

/** What the notation holds beyond the chooser's six dice, in words, or ''. */
function extrasOf(pool) {
  const extras = [...pool.dice].filter(([faces, count]) => count > 0 && !CHOOSER_DICE.includes(faces))
    .sort(([a], [b]) => a - b).map(([faces, count]) => `${count}d${faces}`);
  if (pool.constant) extras.push(pool.constant > 0 ? `+${pool.constant}` : `−${-pool.constant}`);
  return extras.length > 1 ? `${extras.slice(0, -1).join(', ')} and ${extras.at(-1)}` : extras[0] ?? '';
}

/** Roughly how many dice a simulation rolls, to choose between a direct answer and a job. */
function diceRolled(input) {
  const trials = Number(String(input.trials).replace(/[_,\s]/g, ''));
  const dice = diceIn(readPool(input.pool));
  return Number.isFinite(trials) ? trials * dice : 0;
}

function randomSeed() {
  return String(crypto.getRandomValues(new Uint32Array(1))[0]);
}

// ---- numbers for people -----------------------------------------------------------------------

const grouped = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** A whole number with the locale's grouping (trials, counts). */
function whole(value) {
  return grouped.format(Number(value));
}

/** Trials as typed (1e7) with the locale's grouping when it is a plain number. */
function trialsText(text) {
  const value = Number(String(text).replace(/[_,\s]/g, ''));
  return Number.isFinite(value) ? whole(value) : text;
}

/**
 * A mean or SD, simulated or exact, to 8 significant digits: far more than a simulation's noise
 * leaves meaningful, and the same for both columns so they compare digit by digit.
 */
function statistic(value) {
  return formatDigits(typeof value === 'string' ? value : Number(value), 8);
}

/** A probability as a percentage, or in powers of ten once it is too small for one. */
function chance(value) {
  if (typeof value === 'string') {
    const [mantissa, exponent] = value.split(/e/i);
    return formatNumber(`${Number(Number(mantissa).toPrecision(3))}e${exponent}`);
  }
  if (value === 0) return '0 %';
  if (value >= 1e-4) return `${formatShort(value * 100, 4)} %`;
  return formatShort(value, 3);
}

/** Sums whose weight ties with the largest (mode ties: 3d6's 10 and 11). */
function modeTies(entries, weight) {
  const top = entries.reduce((most, entry) => Math.max(most, weight(entry)), 0);
  return entries.filter((entry) => Math.abs(weight(entry) - top) <= top * 1e-9).map((entry) => entry.sum);
}

// ---- the input screen -------------------------------------------------------------------------

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

function chooser(onStep) {
  const rows = new Map();
  const cells = CHOOSER_DICE.map((faces) => {
    const name = `d${faces}`;
    const labelId = uid(`dice-${name}`);
    const count = el('output', { class: 'dice-count', 'aria-live': 'polite', 'aria-atomic': 'true' });
    const step = (by, label, path) => el('button', {
      type: 'button', class: 'icon-button dice-step', 'aria-label': `${label} a ${name}`,
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
    show(pool) {
      const total = diceIn(pool);
      for (const [faces, row] of rows) {
        const n = pool.dice.get(faces) ?? 0;
        row.count.replaceChildren(String(n), el('span', { class: 'dice-hidden-text', text: ` ${row.name}` }));
        row.minus.setAttribute('aria-disabled', String(n === 0));
        row.plus.setAttribute('aria-disabled', String(total >= MOST_DICE));
      }
    },
  };
}

function inputScreen(ctx) {
  const fields = {
    pool: field({ label: 'Pool', name: 'pool', value: '2d6', placeholder: 'e.g. 3d6+2d20', inputmode: 'text' }),
    trials: field({ label: 'Trials', name: 'trials', value: '100000', placeholder: 'e.g. 100000', inputmode: 'numeric' }),
    seed: field({ label: 'Seed', name: 'seed', placeholder: 'random', inputmode: 'numeric' }),
  };
  // The chooser shows the last pool it could read; − and + edit that one and rewrite the field.
  let pool = readPool(fields.pool.input.value);
  const note = el('p', { class: 'group-footer dice-note', 'aria-live': 'polite' });
  const dice = chooser((faces, by) => {
    pool.dice.set(faces, Math.max(0, (pool.dice.get(faces) ?? 0) + by));
    fields.pool.input.value = writePool(pool);
    sync();
  });
  function sync() {
    const read = readPool(fields.pool.input.value);
    if (read) pool = read;
    dice.show(pool);
    const extras = read ? extrasOf(read) : '';
    note.textContent = !read
      ? 'The chooser cannot read this pool (Solve! says why); − and + start again from the counts shown.'
      : extras
        ? `The pool also has ${extras}, which the chooser does not show; − and + keep it.`
        : 'Tap − and + or type the pool, like 3d6+2d20+1d4-2.';
  }
  fields.pool.input.addEventListener('input', sync);
  sync();

  const labels = {
    pool: { input: fields.pool.input, label: 'Pool' },
    trials: { input: fields.trials.input, label: 'Trials' },
    seed: { input: fields.seed.input, label: 'Seed' },
  };
  const form = solveForm([
    group({ footer: 'Dice from d2 to d1000 and whole numbers, up to 1000 dice.', className: 'dice-pool' }, [fields.pool.row]),
    el('section', { class: 'group dice-chooser' }, [el('div', { class: 'cells' }, dice.cells), note]),
    group({
      header: 'Simulation',
      footer: 'Trials from 1 to 1e10. The same seed repeats a run exactly; leave it empty for a random one.',
      className: 'dice-simulation',
    }, [fields.trials.row, fields.seed.row]),
    solveButton(),
  ], async () => {
    const input = {
      pool: fields.pool.input.value.trim(),
      trials: fields.trials.input.value.trim(),
      seed: fields.seed.input.value.trim() || randomSeed(),
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
    body: form,
    fill(params) {
      for (const [name, f] of Object.entries(fields)) if (params[name] !== undefined) f.input.value = params[name];
      sync();
    },
  };
}

// ---- running the simulation ------------------------------------------------------------------

/**
 * A simulation run as a job on the core's workers, shared from the input screen (which waits for
 * the core to accept it) to the result screen (which shows its progress): `started` settles on the
 * first progress (or the input's rejection), `done` with the result.
 */
function startRun(input, signal) {
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const listeners = new Set();
  let fraction = 0;
  let accepted;
  const acceptedPromise = new Promise((resolve) => { accepted = resolve; });
  const done = runJob('dice', input, {
    signal: controller.signal,
    onProgress(value) {
      fraction = value;
      accepted();
      for (const listener of listeners) listener(value);
    },
  });
  return {
    controller,
    done,
    started: Promise.race([acceptedPromise, done]),
    listen(listener) { listeners.add(listener); listener(fraction); },
  };
}

/**
 * Starts a simulation: `{result}` when answered directly, `{run}` once the core has accepted it
 * as a job (big ones, or any the core says needs one); rejects with the input's problem.
 */
async function simulate(input, signal) {
  if (diceRolled(input) <= JOB_DICE) {
    try {
      return { result: await solve('dice', input, { signal }) };
    } catch (error) {
      const needsJob = error instanceof InputProblem && error.field === 'trials' && error.rule.includes('job');
      if (!needsJob) throw error;
    }
  }
  const run = startRun(input, signal);
  await run.started;
  return { run };
}

/** The exact distribution, as `{result}` or `{error}` (too big a pool): never rejects. */
function exactOf(pool, signal) {
  return solve('dice', { pool, exact: true }, { signal }).then((result) => ({ result }), (error) => ({ error }));
}

// ---- the result screen ------------------------------------------------------------------------

function distributionScreen(ctx, params, carried) {
  const input = { pool: params.pool ?? '', trials: params.trials ?? '' };
  if (params.seed) input.seed = params.seed;
  const status = el('div', { class: 'dice-status' });
  const region = resultRegion('dice-output');
  const body = el('div', { class: 'content wide dice-result' }, [status, region]);
  const controller = new AbortController();
  const cleanups = [];
  let run = carried?.run;
  let exact = carried?.exact;
  let disposed = false;

  const exactAnswer = () => {
    exact ??= exactOf(input.pool, controller.signal);
    return exact;
  };
  const show = async (result) => {
    const answer = await exactAnswer();
    if (disposed) return;
    status.replaceChildren();
    region.replaceChildren(...resultView(result, answer, cleanups));
  };
  const giveUp = async (error) => {
    if (disposed || error?.name === 'AbortError') return;
    await ctx.problem(error, { pool: { label: 'Pool' }, trials: { label: 'Trials' }, seed: { label: 'Seed' } });
    ctx.back();
  };

  function follow(job) {
    let cancelled = false;
    const panel = progressPanel(`Rolling ${input.pool}, ${trialsText(input.trials)} times`, () => {
      cancelled = true;
      job.controller.abort();
    });
    panel.element.classList.add('dice-progress');
    status.replaceChildren(panel.element);
    job.listen((fraction) => panel.update(fraction));
    job.done.then(show, (error) => {
      if (disposed) return;
      if (error?.name === 'AbortError' && cancelled) {
        status.replaceChildren(stopped('Cancelled. The simulation has stopped.'));
      } else if (error?.name !== 'AbortError') {
        status.replaceChildren(stopped(`The simulation did not finish (${error.message}).`));
      }
    });
  }

  /** A cancelled or failed job: say so, and offer to run it again. */
  function stopped(message) {
    return el('div', { class: 'group dice-stopped' }, [
      el('p', { class: 'dice-stopped-message', role: 'status', text: message }),
      el('div', { class: 'cells' }, [el('button', {
        type: 'button', class: 'button-plain', text: 'Run again',
        onclick: () => {
          run = startRun(input, controller.signal);
          follow(run);
        },
      })]),
    ]);
  }

  if (carried?.result) {
    show(carried.result);
  } else if (run) {
    follow(run);
  } else {
    // A reload or a shared link: roll again (the seed makes it the same); a bad link alerts and goes back.
    exactAnswer();
    region.append(el('p', { class: 'note', text: 'Rolling…' }));
    simulate(input, controller.signal).then((started) => {
      if (started.result) show(started.result);
      else {
        run = started.run;
        region.replaceChildren();
        follow(run);
      }
    }, giveUp);
  }

  return {
    title: 'Distribution',
    body,
    dispose() {
      disposed = true;
      controller.abort();
      run?.controller.abort();
      for (const cleanup of cleanups) cleanup();
    },
  };
}

function resultView(sim, answer, cleanups) {
  const exact = answer.result;
  const trials = Number(sim.trials);
  const summary = group({}, [
    valueRow('Pool', sim.pool),
    valueRow('Trials', whole(sim.trials)),
    valueRow('Seed', sim.seed),
  ]);
  const chart = histogram(sim, exact, cleanups);
  const table = statisticsTable(sim, exact);
  return [
    el('div', { class: 'dice-layout' }, [
      el('div', { class: 'dice-main' }, [
        summary,
        el('section', { class: 'group dice-chart-group' }, [
          el('h2', { class: 'group-header', text: 'Distribution of the sum' }),
          el('div', { class: 'cells' }, [el('div', { class: 'dice-chart-cell' }, [chart.legend, chart.holder, chart.readout])]),
        ]),
      ]),
      el('div', { class: 'dice-side' }, [
        el('section', { class: 'group' }, [
          el('h2', { class: 'group-header', text: 'Statistics' }),
          el('div', { class: 'cells dice-table-scroll' }, [table]),
          el('p', { class: 'group-footer', text: tableFooter(sim, exact) }),
        ]),
        el('section', { class: 'group' }, [
          el('h2', { class: 'group-header', text: 'How close' }),
          el('div', { class: 'cells' }, [el('p', { class: 'dice-closeness', text: closeness(sim, exact, answer.error, trials) })]),
        ]),
      ]),
    ]),
  ];
}

function statisticsTable(sim, exact) {
  const s = sim.statistics;
  const e = exact?.statistics;
  const rows = [
    ['Mean', statistic(s.mean), e && statistic(e.mean), e && formatNumber(e.mean)],
    ['SD', statistic(s.sd), e && statistic(e.sd), e && formatNumber(e.sd)],
    ['Median', formatNumber(s.median), e && formatNumber(e.median)],
    ['Mode', formatNumber(s.mode), e && formatNumber(e.mode)],
    ['Min', formatNumber(s.min), e && formatNumber(e.min)],
    ['Max', formatNumber(s.max), e && formatNumber(e.max)],
  ];
  return el('table', { class: 'dice-stats' }, [
    el('thead', {}, [el('tr', {}, [
      el('th', { scope: 'col' }, [el('span', { class: 'dice-hidden-text', text: 'Statistic' })]),
      el('th', { scope: 'col', text: 'Simulated' }),
      el('th', { scope: 'col', text: 'Exact' }),
    ])]),
    el('tbody', {}, rows.map(([label, sv, ev, full]) => el('tr', {}, [
      el('th', { scope: 'row', text: label }),
      el('td', { text: sv }),
      // A rounded exact value keeps its full digits in its title.
      el('td', { text: ev ?? '—', title: full && full !== ev ? full : null }),
    ]))),
  ]);
}

function tableFooter(sim, exact) {
  const parts = ['SD is the standard deviation. Means and SDs are rounded to 8 significant digits; simulated min and max are the extremes rolled, exact ones the extremes possible.'];
  const simTies = modeTies(sim.distribution, (d) => Number(d.count));
  if (simTies.length > 1) parts.push(`Simulated mode: the smallest of ${simTies.length} sums rolled equally often.`);
  if (exact) {
    const exactTies = modeTies(exact.distribution, (d) => Number(d.probability) || 0).map(formatNumber);
    if (exactTies.length > 1) parts.push(`Exact mode: the smallest of ${exactTies.length} equally likely sums (${exactTies.length === 2 ? exactTies.join(' and ') : `${exactTies[0]} to ${exactTies.at(-1)}`}).`);
  }
  return parts.join(' ');
}

/**
 * The total variation distance in words, beside what chance alone typically gives for this many
 * trials: ½ Σ E|frequency − p| ≈ ½ Σ min(√(2p(1−p)/(πn)), 2p) (normal approximation of each
 * binomial count, capped for sums rarely rolled; within 8 % of simulated averages for 2d6 × 100
 * up to 1000d20 × 10⁴, checked with numpy).
 */
function closeness(sim, exact, error, trials) {
  if (sim.tvDistance === null || !exact) {
    const why = error?.rule ? ` (${error.rule.split(';')[0]})` : '';
    return `There is no exact distribution to compare with${why}, so only the simulation is shown.`;
  }
  const tv = Number(sim.tvDistance);
  const typical = 0.5 * exact.distribution.reduce((sum, d) => {
    const p = Number(d.probability) || 0;
    return sum + Math.min(Math.sqrt((2 * p * (1 - p)) / (Math.PI * trials)), 2 * p);
  }, 0);
  const percent = `${formatShort(tv * 100, 2)} %`;
  return `Total variation distance ${formatShort(tv, 4)}: the simulated frequencies and the exact probabilities differ by ${percent} of the probability, half the sum of their differences over all sums. ` +
    `Chance alone typically gives about ${formatShort(typical, 2)} with ${whole(trials)} ${trials === 1 ? 'trial' : 'trials'}; more trials bring it closer to 0.`;
}

// ---- the histogram ----------------------------------------------------------------------------

/** About `count` round steps (1, 2 or 5 × 10ⁿ, at least `least`) covering min…max. */
function ticks(min, max, count, least = 0) {
  const raw = Math.max((max - min) / Math.max(count, 1), least, 1e-300);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(least, [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw * (1 - 1e-9)));
  const out = [];
  for (let t = Math.ceil(min / step - 1e-9) * step; t <= max + step * 1e-9; t += step) out.push(Number(t.toPrecision(12)));
  return out;
}

/**
 * The simulated frequencies as bars with the exact probabilities over them, drawn at the
 * holder's own pixel size (so labels stay 12 px on a phone) and redrawn when it changes.
 */
function histogram(sim, exact, cleanups) {
  const trials = Number(sim.trials);
  const counts = new Map(sim.distribution.map((d) => [d.sum, Number(d.count)]));
  const probabilities = new Map(exact ? exact.distribution.map((d) => [d.sum, Number(d.probability) || 0]) : []);
  const rawProbability = new Map(exact ? exact.distribution.map((d) => [d.sum, d.probability]) : []);
  // The sums worth drawing: those rolled, and those the exact distribution gives a visible bar.
  let lo = sim.statistics.min;
  let hi = sim.statistics.max;
  let peak = 0;
  for (const p of probabilities.values()) peak = Math.max(peak, p);
  for (const [sum, p] of probabilities) {
    if (p >= peak * 1e-4) { lo = Math.min(lo, sum); hi = Math.max(hi, sum); }
  }
  const frequency = (sum) => (counts.get(sum) ?? 0) / trials;
  const n = hi - lo + 1;
  const mode = sim.statistics.mode;

  const holder = el('div', { class: 'dice-chart' });
  const readout = el('p', { class: 'dice-readout', 'aria-live': 'off' });
  const legend = el('div', { class: 'dice-legend', 'aria-hidden': 'true' }, [
    el('span', { class: 'dice-key dice-key-bar' }), el('span', { text: 'Simulated' }),
    exact ? [el('span', { class: 'dice-key dice-key-line' }), el('span', { text: 'Exact' })] : null,
  ]);
  const describe = (sum) => {
    const count = counts.get(sum) ?? 0;
    const exactText = exact ? `; exact ${chance(rawProbability.get(sum) ?? 0)}` : '';
    return `Sum ${formatNumber(sum)}: rolled ${whole(count)} of ${whole(trials)} times (${chance(count / trials)})${exactText}`;
  };
  let selected = null;
  const setReadout = () => {
    readout.textContent = selected === null
      ? `Most rolled: ${describe(mode)}. Point at a bar, or focus the chart and use ← →.`
      : describe(selected);
  };
  setReadout();

  /**
   * More sums than pixels: each bar is a bin of `per` sums at their mean height, so the drawing
   * stays at most one shape per pixel and the heights still read as chances of one sum.
   */
  function binned(plotWidth) {
    const per = Math.max(1, Math.ceil(n / Math.max(plotWidth, 1)));
    const bins = [];
    let top = 0;
    for (let start = lo; start <= hi; start += per) {
      const end = Math.min(hi, start + per - 1);
      let f = 0;
      let p = 0;
      for (let sum = start; sum <= end; sum += 1) {
        f += frequency(sum);
        p += probabilities.get(sum) ?? 0;
      }
      bins.push({ start, end, f: f / (end - start + 1), p: p / (end - start + 1) });
      top = Math.max(top, f / (end - start + 1), p / (end - start + 1));
    }
    return { per, bins, top: top * 1.08 };
  }

  let drawn = '';
  let geometry = null;
  let marker = null;
  const draw = () => {
    const W = Math.floor(holder.clientWidth);
    const H = Math.floor(holder.clientHeight);
    if (W < 50 || H < 50 || `${W}x${H}` === drawn) return;
    drawn = `${W}x${H}`;
    // Room at the right for half the last tick label (four or five digits for big pools), at the
    // left for the longest percentage.
    const digits = Math.max(formatNumber(lo).length, formatNumber(hi).length);
    const R = Math.max(12, digits * 3.75 + 4), T = 12, B = 44;
    let L = 54;
    let { per, bins, top } = binned(W - L - R);
    const yTicks = ticks(0, top, Math.max(2, Math.floor((H - T - B) / 48))).filter((t) => t <= top);
    const yLabels = yTicks.map((t) => (t === 0 ? '0' : `${formatShort(t * 100, 3)} %`));
    L = Math.max(40, ...yLabels.map((label) => label.length * 7 + 14));
    ({ per, bins, top } = binned(W - L - R));
    const x0 = lo - 0.5, x1 = hi + 0.5;
    const sx = (x) => L + ((x - x0) / (x1 - x0)) * (W - L - R);
    const sy = (y) => T + (1 - y / top) * (H - T - B);
    geometry = { sx, L, R, W, T, B, H };
    const parts = [];
    yTicks.forEach((t, i) => {
      parts.push(svg('line', { class: 'dice-grid', x1: L, x2: W - R, y1: sy(t), y2: sy(t) }));
      parts.push(svg('text', { class: 'dice-tick', x: L - 6, y: sy(t) + 4, 'text-anchor': 'end', text: yLabels[i] }));
    });
    const band = ((W - L - R) / n) * per;
    const gap = band >= 4 ? Math.min(band * 0.18, 3) : 0;
    const base = sy(0).toFixed(2);
    let bars = '';
    let line = '';
    for (const { start, end, f, p } of bins) {
      if (f > 0) bars += `M${(sx(start - 0.5) + gap / 2).toFixed(2)} ${base}V${sy(f).toFixed(2)}H${(sx(end + 0.5) - gap / 2).toFixed(2)}V${base}z`;
      line += `${line ? 'L' : 'M'}${sx((start + end) / 2).toFixed(2)} ${sy(p).toFixed(2)}`;
    }
    parts.push(svg('path', { class: 'dice-bars', d: bars || 'M0 0' }));
    if (exact) {
      parts.push(svg('path', { class: 'dice-exact', d: line }));
      if (band >= 9) {
        for (let sum = lo; sum <= hi; sum += 1) {
          parts.push(svg('circle', { class: 'dice-exact-point', cx: sx(sum), cy: sy(probabilities.get(sum) ?? 0), r: Math.min(4, band / 4) }));
        }
      }
    }
    parts.push(svg('line', { class: 'dice-axis', x1: L, x2: W - R, y1: sy(0), y2: sy(0) }));
    // Integer ticks as close as their labels allow: 1d4 labels every sum, 1000d20 every thousand or so.
    const labelWidth = digits * 7.5 + 16;
    for (const t of ticks(lo, hi, Math.max(1, Math.floor((W - L - R) / labelWidth)), 1)) {
      parts.push(svg('line', { class: 'dice-axis', x1: sx(t), x2: sx(t), y1: sy(0), y2: sy(0) + 5 }));
      parts.push(svg('text', { class: 'dice-tick', x: sx(t), y: sy(0) + 19, 'text-anchor': 'middle', text: formatNumber(t) }));
    }
    parts.push(svg('text', { class: 'dice-axis-title', x: L + (W - L - R) / 2, y: H - 6, 'text-anchor': 'middle', text: 'Sum' }));
    marker = svg('rect', { class: 'dice-selected', y: T, height: Math.max(0, sy(0) - T), width: Math.max(band, 2) });
    parts.push(marker);
    const description = `Histogram of ${whole(trials)} simulated sums of ${sim.pool} from ${formatNumber(lo)} to ${formatNumber(hi)}` +
      (exact ? ', with the exact probabilities drawn over it as a line' : '') +
      `; the most rolled sum is ${formatNumber(mode)} (${chance(frequency(mode))}).`;
    const chart = svg('svg', {
      class: 'dice-plot', viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', tabindex: '0',
      'aria-label': description,
    }, parts);
    chart.addEventListener('pointermove', pointed);
    chart.addEventListener('pointerdown', pointed);
    chart.addEventListener('pointerleave', (event) => { if (event.pointerType === 'mouse') select(null); });
    chart.addEventListener('keydown', stepped);
    holder.replaceChildren(chart);
    select(selected);
  };
  function select(sum) {
    selected = sum;
    if (marker && geometry) {
      marker.classList.toggle('shown', sum !== null);
      if (sum !== null) {
        const width = Math.max(geometry.sx(sum + 0.5) - geometry.sx(sum - 0.5), 2);
        marker.setAttribute('x', geometry.sx(sum) - width / 2);
        marker.setAttribute('width', width);
      }
    }
    setReadout();
  }
  function pointed(event) {
    if (!geometry) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * geometry.W;
    if (x < geometry.L || x > geometry.W - geometry.R) return;
    const sum = Math.round(lo - 0.5 + ((x - geometry.L) / (geometry.W - geometry.L - geometry.R)) * n);
    select(Math.min(hi, Math.max(lo, sum)));
  }
  function stepped(event) {
    const moves = { ArrowLeft: -1, ArrowRight: 1, ArrowDown: -1, ArrowUp: 1, PageDown: -10, PageUp: 10 };
    let sum;
    if (event.key === 'Home') sum = lo;
    else if (event.key === 'End') sum = hi;
    else if (event.key === 'Escape') sum = null;
    else if (moves[event.key]) sum = Math.min(hi, Math.max(lo, (selected ?? mode) + moves[event.key]));
    else return;
    event.preventDefault();
    select(sum);
  }

  let frame = 0;
  const observer = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(draw);
  });
  observer.observe(holder);
  cleanups.push(() => { observer.disconnect(); cancelAnimationFrame(frame); });
  return { holder, readout, legend };
}

export default {
  id: 'dice',
  title: 'Dice',
  icon: ICON,
  root: inputScreen,
  screens: { distribution: distributionScreen },
};

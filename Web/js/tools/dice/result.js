// Dice, the Distribution screen: the simulated histogram with the exact distribution over it, the
// statistics of both side by side and how close they are; a big simulation's progress and Cancel
// until then. Every number is the core's answer (`dice`, or the job's merged answer).
import { el } from '../../shell/dom.js';
import { group, progressPanel, resultRegion, valueRow } from '../../shell/form.js';
import { formatNumber, formatShort } from '../../shell/format.js';
import { Histogram } from './histogram.js';
import { chance, statistic, whole } from './numbers.js';
import { exactOf, simulate, startRun } from './run.js';

export function distributionScreen(ctx, params, carried) {
  const screen = new Distribution(ctx, params, carried);
  return {
    title: 'Distribution',
    body: screen.body,
    dispose: () => screen.dispose(),
  };
}

/** The screen's simulation (carried from the input screen, followed as a job, or rolled again) and its exact answer. */
class Distribution {
  constructor(ctx, params, carried) {
    this.ctx = ctx;
    this.input = { pool: params.pool ?? '', trials: params.trials ?? '' };
    if (params.seed) this.input.seed = params.seed;
    this.status = el('div', { class: 'dice-status' });
    this.region = resultRegion('dice-output');
    this.body = el('div', { class: 'content wide dice-result' }, [this.status, this.region]);
    this.controller = new AbortController();
    this.cleanups = [];
    this.run = carried?.run;
    this.exact = carried?.exact;
    this.disposed = false;
    if (carried?.result) this.show(carried.result);
    else if (this.run) this.follow(this.run);
    else this.rollAgain();
  }

  exactAnswer() {
    this.exact ??= exactOf(this.input.pool, this.controller.signal);
    return this.exact;
  }

  async show(result) {
    const answer = await this.exactAnswer();
    if (this.disposed) return;
    this.status.replaceChildren();
    this.region.replaceChildren(...resultView(result, answer, this.cleanups));
  }

  /** A reload or a shared link: roll again (the seed makes it the same); a bad link alerts and goes back. */
  rollAgain() {
    this.exactAnswer();
    this.region.append(el('p', { class: 'note', text: 'Rolling…' }));
    simulate(this.input, this.controller.signal).then((started) => {
      if (started.result) this.show(started.result);
      else {
        this.run = started.run;
        this.region.replaceChildren();
        this.follow(this.run);
      }
    }, async (error) => {
      if (this.disposed || error?.name === 'AbortError') return;
      await this.ctx.problem(error, { pool: { label: 'Pool' }, trials: { label: 'Trials' }, seed: { label: 'Seed' } });
      this.ctx.back();
    });
  }

  follow(job) {
    const { input, status } = this;
    let cancelled = false;
    const trials = job.trials === undefined ? input.trials : whole(job.trials);
    const panel = progressPanel(`Rolling ${input.pool}, ${trials} times`, () => {
      cancelled = true;
      job.controller.abort();
    });
    panel.element.classList.add('dice-progress');
    status.replaceChildren(panel.element);
    job.listen((fraction) => panel.update(fraction));
    job.done.then((result) => this.show(result), async (error) => {
      if (this.disposed) return;
      if (error?.name === 'AbortError' && cancelled) {
        status.replaceChildren(this.stopped('Cancelled. The simulation has stopped; the exact distribution is below.'));
        // Not an empty screen: what the dice do exactly, which needs no rolling.
        const answer = await this.exactAnswer();
        if (!this.disposed && status.querySelector('.dice-stopped')) this.region.replaceChildren(...exactView(input.pool, answer, this.cleanups).filter(Boolean));
      } else if (error?.name !== 'AbortError') {
        status.replaceChildren(this.stopped(`The simulation did not finish (${error.message}).`));
      }
    });
  }

  /** A cancelled or failed job: say so, and offer to run it again. */
  stopped(message) {
    return el('div', { class: 'group dice-stopped' }, [
      el('p', { class: 'dice-stopped-message', role: 'status', text: message }),
      el('div', { class: 'cells' }, [el('button', {
        type: 'button', class: 'button-plain', text: 'Run again',
        onclick: () => {
          this.run = startRun(this.input, this.controller.signal, this.run?.trials);
          this.follow(this.run);
        },
      })]),
    ]);
  }

  dispose() {
    this.disposed = true;
    this.controller.abort();
    this.run?.controller.abort();
    for (const cleanup of this.cleanups) cleanup();
  }
}

function resultView(sim, answer, cleanups) {
  const exact = answer.result;
  const trials = Number(sim.trials);
  const summary = group({}, [
    valueRow('Pool', sim.pool),
    valueRow('Trials', whole(sim.trials)),
    valueRow('Seed', sim.seed),
  ]);
  const chart = new Histogram(sim, exact, cleanups);
  const table = statisticsTable(sim, exact);
  return [
    el('div', { class: 'dice-layout' }, [
      el('div', { class: 'dice-main' }, [
        summary,
        sim.opposed ? opposedGroup(sim, exact) : null,
        el('section', { class: 'group dice-chart-group' }, [
          el('h2', { class: 'group-header', text: sim.opposed ? 'Distribution of the margin' : 'Distribution of the sum' }),
          el('div', { class: 'cells' }, [el('div', { class: 'dice-chart-cell' }, [chart.legend, chart.holder, chart.readout])]),
        ]),
        exact ? atLeastGroup(exact, chart) : null,
      ]),
      el('div', { class: 'dice-side' }, [
        el('section', { class: 'group' }, [
          el('h2', { class: 'group-header', text: 'Statistics' }),
          el('div', { class: 'cells dice-table-scroll' }, [table]),
          el('p', { class: 'group-footer', text: tableFooter(sim, exact, answer.explosions) }),
        ]),
        el('section', { class: 'group' }, [
          el('h2', { class: 'group-header', text: 'How close' }),
          el('div', { class: 'cells' }, [el('p', { class: 'dice-closeness', text: closeness(sim, exact, answer.error, trials) })]),
        ]),
      ]),
    ]),
  ];
}

/** A cancelled simulation's screen: the pool's exact distribution and statistics, or why there are none. */
function exactView(pool, answer, cleanups) {
  const exact = answer.result;
  if (!exact) return [el('p', { class: 'note', text: closeness({ tvDistance: null }, null, answer.error, 0) })];
  const chart = new Histogram(null, exact, cleanups);
  const e = exact.statistics;
  return [
    group({}, [valueRow('Pool', pool)]),
    exact.opposed ? opposedGroup(null, exact) : null,
    el('section', { class: 'group dice-chart-group' }, [
      el('h2', { class: 'group-header', text: exact.opposed ? 'Exact distribution of the margin' : 'Exact distribution of the sum' }),
      el('div', { class: 'cells' }, [el('div', { class: 'dice-chart-cell' }, [chart.legend, chart.holder, chart.readout])]),
    ]),
    atLeastGroup(exact, chart),
    group({ header: 'Exact statistics', footer: ['SD is the standard deviation; min and max are the extremes possible.', ...capNote(exact, answer.explosions)].join(' ') }, [
      valueRow('Mean', statistic(e.mean)), valueRow('SD', statistic(e.sd)), valueRow('Median', formatNumber(e.median)),
      valueRow('Mode', formatNumber(e.mode)), valueRow('Min', formatNumber(e.min)), valueRow('Max', formatNumber(e.max)),
    ]),
  ];
}

/**
 * An opposed pool's chances for its first side, exact and as simulated (`sim`, when there is
 * one): win (a margin above 0), tie and loss.
 */
function opposedGroup(sim, exact) {
  const trials = Number(sim?.trials);
  const row = (label, name) => valueRow(label, [
    exact?.opposed ? chance(exact.opposed[name]) : null,
    sim ? `simulated ${chance(sim.opposed[name] / trials)}` : null,
  ].filter(Boolean).join(' · '));
  return group({ header: 'First side', footer: 'The sums below are the first side\u2019s margin over the second.' }, [
    row('Wins', 'win'), row('Ties', 'tie'), row('Loses', 'loss'),
  ]);
}

/**
 * UISlider: a range input (`props`: its attributes) drawn the same in every engine, a thin track
 * filled with the tint up to a white thumb (`--fraction`, kept as the value moves).
 */
function slider(props) {
  const input = el('input', { ...props, type: 'range', class: ['slider', props.class].filter(Boolean).join(' ') });
  const fill = () => {
    const span = Number(input.max) - Number(input.min);
    input.style.setProperty('--fraction', String(span > 0 ? (Number(input.value) - Number(input.min)) / span : 0));
  };
  input.addEventListener('input', fill);
  fill();
  return input;
}

/**
 * The question players ask, "what are my chances of at least N?": a slider over the sums the
 * chart shows (100d20's 100 to 2000 would leave the likely sums a sliver of the track), the
 * core's exact chance of N or more, and the sums it covers shaded on the chart. It starts at the
 * mean rounded up, the first sum a player would call "better than average".
 */
function atLeastGroup(exact, chart) {
  const sums = exact.distribution;
  const first = sums[0].sum;
  const { lo, hi } = chart;
  const start = Math.min(hi, Math.max(lo, Math.ceil(Number(exact.statistics.mean))));
  const sumSlider = slider({ class: 'dice-at-least-slider', min: lo, max: hi, step: 1, value: start, 'aria-label': 'At least' });
  const readout = el('output', { class: 'dice-at-least', 'aria-live': 'polite' });
  const update = () => {
    const sum = Number(sumSlider.value);
    const entry = sums[sum - first];
    readout.textContent = `At least ${formatNumber(sum)}: ${chance(entry.atLeast)}`;
    sumSlider.setAttribute('aria-valuetext', readout.textContent);
    chart.threshold(sum);
  };
  sumSlider.addEventListener('input', update);
  update();
  return group({ header: 'Chance of at least', footer: 'Drag to the sum you need: the chance of rolling it or more, shaded on the chart.' }, [
    el('div', { class: 'cell dice-at-least-row' }, [readout, sumSlider]),
  ]);
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
      el('th', { scope: 'col' }, [el('span', { class: 'visually-hidden', text: 'Statistic' })]),
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

function tableFooter(sim, exact, explosions) {
  const parts = ['SD is the standard deviation. Means and SDs are rounded to 8 significant digits; simulated min and max are the extremes rolled, exact ones the extremes possible.'];
  const simTies = sim.statistics.modeTies;
  if (simTies > 1) parts.push(`Simulated mode: the smallest of ${simTies} sums rolled equally often.`);
  const exactTies = exact?.statistics.modeTies ?? 1;
  if (exactTies > 1) parts.push(`Exact mode: the smallest of ${exactTies} equally likely sums (${tiedSums(exact)}).`);
  if (exact) parts.push(...capNote(exact, explosions));
  return parts.join(' ');
}

/** The sums sharing the top probability: a run as "4 to 9", a few as "6 and 12", many as "10, 20, 30 …". */
function tiedSums(exact) {
  const top = exact.distribution.find((d) => d.sum === exact.statistics.mode).probability;
  const tied = exact.distribution.filter((d) => d.probability === top).map((d) => d.sum);
  if (tied.length === 2) return `${formatNumber(tied[0])} and ${formatNumber(tied[1])}`;
  if (tied.at(-1) - tied[0] === tied.length - 1) return `${formatNumber(tied[0])} to ${formatNumber(tied.at(-1))}`;
  const shown = tied.slice(0, 4).map(formatNumber).join(', ');
  return tied.length > 4 ? `${shown} …` : shown;
}

/** For exploding dice: where the core stops them (`explosions` extra rolls), and the chance it cut off. */
function capNote(exact, explosions) {
  const capped = Number(exact.explosionCapped);
  if (!(capped > 0)) return [];
  return [`Each die explodes at most ${explosions} more times; the chance one would have gone on is ${chance(capped)}, counted at the cap.`];
}

/** The total variation distance in words, beside what chance alone typically gives for this many trials. */
function closeness(sim, exact, error, trials) {
  if (sim.tvDistance === null || !exact) {
    const why = error?.rule ? ` (${error.rule.split(';')[0]})` : '';
    return `There is no exact distribution to compare with${why}, so only the simulation is shown.`;
  }
  const tv = Number(sim.tvDistance);
  const typical = Number(sim.typicalTvDistance);
  const percent = `${formatShort(tv * 100, 2)} %`;
  return `Total variation distance ${formatShort(tv, 4)}: the simulated frequencies and the exact probabilities differ by ${percent} of the probability, half the sum of their differences over all sums. ` +
    `Chance alone typically gives about ${formatShort(typical, 2)} with ${whole(trials)} ${trials === 1 ? 'trial' : 'trials'}; more trials bring it closer to 0.`;
}

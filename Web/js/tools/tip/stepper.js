// The Tip screen's steppers (tip and party), as iOS's UIStepper, within the core's bounds.
import { el, svg, uid } from '../../shell/dom.js';

function inRange(value, { min, max, step }) {
  return Number.isInteger(value) && value >= min && value <= max && (value - min) % step === 0;
}

/** The steppers' bounds and first values: the core's (`limits`). */
export function stepperLimits({ tip }) {
  return {
    tip: { min: tip.minimumPercent, max: tip.maximumPercent, step: tip.percentStep, initial: tip.defaultPercent },
    party: { min: tip.minimumParty, max: tip.maximumParty, step: 1, initial: tip.defaultParty },
  };
}

/**
 * A UIStepper row: the label, the value, and − / + (44 px). At a bound the button is marked
 * aria-disabled rather than disabled, so keyboard focus stays on it.
 */
export function stepper({ label, noun, format, onChange }) {
  let limits = { min: 0, max: 0, step: 0 }; // until the core's are read: both buttons at a bound
  const valueId = uid('stepper-value');
  const output = el('output', { class: 'cell-value tip-stepper-value', id: valueId, 'aria-live': 'polite' });
  const button = (sign, by, name) => el('button', {
    type: 'button', class: 'step-button tip-step', 'aria-label': `${name} ${noun}`, 'aria-describedby': valueId,
    onclick: () => {
      if (!limits.step) return;
      const next = current + by * limits.step;
      if (next < limits.min || next > limits.max) return;
      set(next);
      onChange(next);
    },
  }, [svg('svg', { class: 'icon', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    [svg('path', { d: sign })])]);
  const minus = button('M6 12h12', -1, 'Decrease');
  const plus = button('M6 12h12M12 6v12', 1, 'Increase');
  let current;
  const set = (value) => {
    current = value;
    output.textContent = format(value);
    minus.setAttribute('aria-disabled', String(value <= limits.min));
    plus.setAttribute('aria-disabled', String(value >= limits.max));
  };
  const row = el('div', { class: 'cell tip-stepper-row', role: 'group', 'aria-label': label }, [
    el('span', { class: 'cell-label', text: label, 'aria-hidden': 'true' }),
    output,
    el('div', { class: 'tip-stepper' }, [minus, plus]),
  ]);
  return {
    row,
    set,
    get value() { return current; },
    /** Takes the core's bounds and a first value: `wanted` if within them, else their initial one. */
    limit(bounds, wanted) {
      limits = bounds;
      set(inRange(wanted, bounds) ? wanted : bounds.initial);
    },
  };
}

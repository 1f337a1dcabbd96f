// Fitting the Calculator's keys to its panel: the layout with the largest keys.

/**
 * The layout with the largest keys for the panel's size: 'side' (scientific keys in three columns
 * beside the keypad, display above), 'side-left' (the same with the display at the left: a phone
 * on its side), 'stack' (four columns: memory row, scientific keys, keypad) or 'basic' (memory row
 * and keypad only, for a phone upright). Returns {mode, key, gap}.
 */
export function chooseLayout(width, height) {
  const gap = height < 420 ? 6 : 10;
  const readout = (k) => 24 + 1.2 * displaySize(k);
  const memoryRow = 44 + gap;
  const fits = {
    side: (k) => 7 * k + 6 * gap <= width && readout(k) + 5 * k + 4 * gap <= height,
    'side-left': (k) => 7 * k + 7 * gap + 180 <= width && 5 * k + 4 * gap <= height,
    stack: (k) => 4 * k + 3 * gap <= width && readout(k) + memoryRow + 8 * k + 7 * gap <= height,
    basic: (k) => 4 * k + 3 * gap <= width && readout(k) + memoryRow + 5 * k + 4 * gap <= height,
  };
  const largest = (mode) => {
    for (let k = 92; k >= 44; k -= 1) if (fits[mode](k)) return k;
    return 0;
  };
  let best = { mode: 'basic', key: 0 };
  for (const mode of ['side', 'side-left', 'stack']) {
    const key = largest(mode);
    if (key > best.key) best = { mode, key };
  }
  if (best.key < 46) best = { mode: 'basic', key: Math.max(44, largest('basic')) };
  return { ...best, gap };
}

/** The display's font size in px for keys of `key` px. */
export function displaySize(key) {
  return Math.round(Math.max(36, Math.min(76, key * 0.9)));
}

/** Lays `pane` out for its size: the mode's class and the sizes as CSS custom properties. */
export function layOut(pane) {
  const rect = pane.getBoundingClientRect();
  if (!rect.width) return false;
  const padding = rect.height < 420 ? 8 : 12;
  const { mode, key: k, gap } = chooseLayout(rect.width - 2 * padding, rect.height - 2 * padding);
  pane.classList.remove('mode-basic', 'mode-stack', 'mode-side', 'mode-side-left');
  pane.classList.add(`mode-${mode}`);
  const columns = mode.startsWith('side') ? 7 : 4;
  const room = rect.width - 2 * padding - (mode === 'side-left' ? 180 + gap : 0);
  const gapX = Math.max(gap, Math.min(k * 0.3, (room - columns * k) / (columns - 1)));
  pane.style.setProperty('--pad', `${padding}px`);
  pane.style.setProperty('--key', `${k}px`);
  pane.style.setProperty('--gap-x', `${Math.floor(gapX)}px`);
  pane.style.setProperty('--gap-y', `${gap}px`);
  pane.style.setProperty('--display-size', `${displaySize(k)}px`);
  return true;
}

// The mode key's choice (iOS 18): Basic or Scientific, kept in this browser
// ("reckon.calculator.mode"). Until one is chosen, a phone starts in Basic and a wide window
// (an iPad, a desktop: the scientific calculator beside the Graph of seed 002) in Scientific.
// A phone on its side shows the scientific keys whatever the mode, as the iPhone does. Under the
// two modes the menu lists Math Notes (which opens Notes, as the iPhone's opens its Math Notes)
// and, set apart, the Convert switch (convert.js), checked while on.
import { readStored, store } from '../../shell/storage.js';
import { REGULAR } from '../../shell/size-class.js';
import { openMenu } from './menu.js';

const STORAGE_KEY = 'reckon.calculator.mode';
export const MODES = [
  { id: 'basic', text: 'Basic' },
  { id: 'scientific', text: 'Scientific' },
];

/**
 * `onChange()` after the user chooses a mode, `onNotes()` for Math Notes; `converter` the
 * Convert switch ({on, toggle()}).
 */
export function calculatorMode({ onChange, onNotes, converter }) {
  const saved = readStored(STORAGE_KEY, null);
  let chosen = MODES.some((mode) => mode.id === saved) ? saved : null; // a damaged setting: none

  const current = () => chosen ?? (REGULAR.matches ? 'scientific' : 'basic');

  return {
    /** Whether the scientific keys show where the window lets the mode decide. */
    get scientific() { return current() === 'scientific'; },
    /** The menu, from the mode key `button`; `sideways`: the keys are scientific whatever the mode. */
    open(button, { sideways }) {
      button.setAttribute('aria-expanded', 'true');
      openMenu({
        anchor: button,
        label: 'Mode',
        returnTo: button,
        note: sideways ? 'On its side the calculator shows the scientific keys, as the iPhone does; the mode is for the phone upright.' : null,
        items: [
          ...MODES.map((mode) => ({
            text: mode.text,
            checked: mode.id === current(),
            action: () => {
              chosen = mode.id;
              store(STORAGE_KEY, chosen); // storage off or full: the choice holds for this visit
              onChange();
            },
          })),
          { text: 'Math Notes', action: onNotes },
          { text: 'Convert', toggled: converter.on, separated: true, action: () => converter.toggle() },
        ],
        onClose: () => button.setAttribute('aria-expanded', 'false'),
      });
    },
  };
}

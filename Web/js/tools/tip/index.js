// Tip calculator (seed 004): one live screen, no Solve button. The bill field, − / + steppers for
// the tip (0–40 % by 5) and the party (1–10), and labels for the tip, the total and each share.
// The money is worked out by the core's `tip` (POST /api/tip's answer) in whole cents, which also
// decides who pays the extra cent; this screen only formats it in the browser's locale and
// currency (format.js). The screen and its talk with the core: screen.js; the steppers:
// stepper.js; the amounts: amounts.js.
import { tipScreen } from './screen.js';

export default {
  root: tipScreen,
};

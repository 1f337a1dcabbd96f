// The Executive Decision Maker (seed 003, part 1): a list of options the user edits (options.js)
// and "Decide!", which asks the core's `decide` (POST /api/decide's answer) for one of them at
// random and shows it big after a short shuffle through the options (answer.js).
//
// Options are user text: they go into the page only as text (textContent, attribute values),
// never as markup.
import { deciderScreen } from './screen.js';

export default {
  root: deciderScreen,
};

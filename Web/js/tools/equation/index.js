// Second-degree equations (seed 000, tab 1): a, b, c → "Solve" → roots, discriminant, vertex
// and the parabola drawn with its roots and vertex marked: the input screen (input.js) and the
// Solution (solution.js), whose graph is plot.js's.
import { inputScreen } from './input.js';
import { solutionScreen } from './solution.js';

export default {
  root: inputScreen,
  screens: { solution: solutionScreen },
};

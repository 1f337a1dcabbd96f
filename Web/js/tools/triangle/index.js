// Right triangles (seed 000, tab 2): any two of the eight values → "Solve" → all eight values
// and the triangle drawn to scale, with its sides, angles, the right-angle mark and the height h.
// A triangle too thin to show its right angle (1 × 1000) gets an enlarged view of that corner.
// The input screen (input.js), the Solution (solution.js) and its drawing (drawing.js, laid out
// by scene.js on geometry.js).
import { inputScreen } from './input.js';
import { solutionScreen } from './solution.js';

export default {
  root: inputScreen,
  screens: { solution: solutionScreen },
};

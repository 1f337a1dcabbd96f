// Dice (seed 000, tab 4): a Monte-Carlo simulation of the sum of a pool of d4 … d20, as the shell
// registers it: the input screen (input.js), the Distribution (result.js), a Roll (roll.js) and a
// Sweep over modifiers (sweep.js).
import { inputScreen } from './input.js';
import { distributionScreen } from './result.js';
import { rollScreen } from './roll.js';
import { sweepScreen } from './sweep.js';

export default {
  root: inputScreen,
  screens: { distribution: distributionScreen, roll: rollScreen, sweep: sweepScreen },
};

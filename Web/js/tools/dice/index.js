// Dice (seed 000, tab 4): a Monte-Carlo simulation of the sum of a pool of d4 … d20, as the shell
// registers it: the input screen (input.js) and the Distribution (result.js).
import { inputScreen } from './input.js';
import { distributionScreen } from './result.js';

const ICON = 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01';

export default {
  id: 'dice',
  title: 'Dice',
  icon: ICON,
  root: inputScreen,
  screens: { distribution: distributionScreen },
};

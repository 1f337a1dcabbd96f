// The Calculator tool as the shell registers it: its tab and its screens.
import { calculatorScreen } from './screen.js';
import { graphScreen } from './graphing.js';

export default {
  root: calculatorScreen,
  screens: { graph: graphScreen },
};

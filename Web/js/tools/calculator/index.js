// The Calculator tool as the shell registers it: its tab and its screens.
import { calculatorScreen, graphScreen } from './screen.js';

export default {
  root: calculatorScreen,
  screens: { graph: graphScreen },
};

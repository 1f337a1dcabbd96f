// The Calculator tool as the shell registers it: its tab and its screens.
import { calculatorScreen, graphScreen } from './screen.js';

const ICON = 'M7 2.5h10a2 2 0 0 1 2 2v15a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM8.5 6h7v3.5h-7zM8.5 13h.01M12 13h.01M15.5 13h.01M8.5 17h.01M12 17h.01M15.5 17h.01';

export default {
  id: 'calculator',
  title: 'Calculator',
  icon: ICON,
  root: calculatorScreen,
  screens: { graph: graphScreen },
};

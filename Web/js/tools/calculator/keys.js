// The Calculator's keys: what each sends to the core (its `calc` key names), the text on it, its
// accessible name and its kind (for styling), and the physical keyboard's spellings.
import { DECIMAL } from '../../shell/locale.js';

// [key sent to the core, text on the key, accessible name, kind]. The decimal key shows the
// locale's separator, as the iPhone's does ("," in German); it sends "." all the same.
export const BASIC = [
  ['C', 'AC', 'All clear', 'function clear'], ['±', '±', 'Change sign', 'function'], ['%', '%', 'Percent', 'function'], ['÷', '÷', 'Divide', 'operator'],
  ['7', '7'], ['8', '8'], ['9', '9'], ['×', '×', 'Multiply', 'operator'],
  ['4', '4'], ['5', '5'], ['6', '6'], ['−', '−', 'Minus', 'operator'],
  ['1', '1'], ['2', '2'], ['3', '3'], ['+', '+', 'Plus', 'operator'],
  ['0', '0', null, 'digit zero'], ['.', DECIMAL, 'Decimal point', 'digit'], ['=', '=', 'Equals', 'operator equals'],
];
// In rows of three beside the keypad (M, →M and undo on top); four to a row above it.
export const MEMORY = [['M', 'M', 'Memory M'], ['→M', '→M', 'Store in M'], ['undo', 'undo', 'Undo']];
export const SCIENTIFIC = [
  ['√', '√', 'Square root'], ['x²', 'x²', 'Square'], ['xʸ', 'xʸ', 'Power', 'operator-sci'],
  ['sin', 'sin', 'Sine'], ['cos', 'cos', 'Cosine'], ['tan', 'tan', 'Tangent'],
  ['ln', 'ln', 'Natural logarithm'], ['log', 'log₁₀', 'Logarithm base 10'], ['eˣ', 'eˣ', 'e to the power'],
  ['1/x', '1/x', 'Reciprocal'], ['π', 'π', 'Pi'], ['e', 'e', 'e'],
];
/** The keys whose operator the core may answer as pending (`pendingOperation`), highlighted. */
export const OPERATORS = ['+', '−', '×', '÷', 'xʸ'];

/** The physical keyboard: event.key → the key sent (digits are themselves). */
export const KEYBOARD = {
  '.': '.', ',': '.', '+': '+', '-': '−', '−': '−', '*': '×', x: '×', '×': '×', '/': '÷', '÷': '÷',
  '=': '=', Enter: '=', '%': '%', Escape: 'C', Backspace: '⌫', Delete: '⌫', '^': 'xʸ',
};

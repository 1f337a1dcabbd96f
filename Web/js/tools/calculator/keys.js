// The Calculator's keys, in the iPhone's order (iOS 18): what each sends to the core (its `calc`
// key names), the text on it, its accessible name and its kind (for styling), and the physical
// keyboard's spellings.
//
// A key is {token, label, name, kind, second?}. `label` is text, or parts for superscripts and
// subscripts: ['x', ['sup', 'y']] is x with a raised y (real <sup>/<sub>, since Unicode has no
// subscript y). `second` is what the key shows while 2nd is on: the core reads the same token as
// the second function then (its answer says `second`), so only the face changes.
import { DECIMAL } from '../../shell/locale.js';

const key = (token, label, name, kind = 'digit', second = null) => ({ token, label, name, kind, second });
const sci = (token, label, name, second) => key(token, label, name, 'sci', second);
const sup = (text) => ['sup', text];
const sub = (text) => ['sub', text];
const inverse = (label, name) => ({ label: [label, sup('−1')], name });

/**
 * The keypad of a phone held upright, iOS 18's: ⌫ (or AC) ± % ÷ / 7 8 9 × / 4 5 6 − / 1 2 3 + /
 * mode 0 . =. The zero is one key wide, the mode key (Basic or Scientific) left of it. The
 * clear key's face and token follow the core's answer: ⌫ while a typed entry can lose a digit,
 * else C or AC. The decimal key shows the locale's separator ("," in German), as the iPhone's
 * does, and sends "." all the same.
 */
export const BASIC = [
  key('C', 'AC', 'All clear', 'function clear'), key('±', '±', 'Change sign', 'function'),
  key('%', '%', 'Percent', 'function'), key('÷', '÷', 'Divide', 'operator'),
  key('7', '7'), key('8', '8'), key('9', '9'), key('×', '×', 'Multiply', 'operator'),
  key('4', '4'), key('5', '5'), key('6', '6'), key('−', '−', 'Minus', 'operator'),
  key('1', '1'), key('2', '2'), key('3', '3'), key('+', '+', 'Plus', 'operator'),
  key('mode', null, 'Mode', 'mode'), key('0', '0'), key('.', DECIMAL, 'Decimal point'), key('=', '=', 'Equals', 'operator equals'),
];

/** The iPhone's scientific keys (its landscape keypad, left of the basic keys), six to a row. */
export const SCIENTIFIC = [
  sci('(', '(', 'Left parenthesis'), sci(')', ')', 'Right parenthesis'),
  sci('mc', 'mc', 'Memory clear'), sci('m+', 'm+', 'Memory add'), sci('m-', 'm−', 'Memory subtract'), sci('mr', 'mr', 'Memory recall'),
  sci('2nd', ['2', sup('nd')], 'Second functions'), sci('x²', ['x', sup('2')], 'Square'), sci('x^3', ['x', sup('3')], 'Cube'),
  sci('xʸ', ['x', sup('y')], 'Power'),
  sci('eˣ', ['e', sup('x')], 'e to the power', { label: ['y', sup('x')], name: 'y to the power' }),
  sci('10^x', ['10', sup('x')], '10 to the power', { label: ['2', sup('x')], name: '2 to the power' }),
  sci('1/x', ['1/x'], 'Reciprocal'), sci('√', [sup('2'), '√x'], 'Square root'), sci('cbrt', [sup('3'), '√x'], 'Cube root'),
  sci('yroot', [sup('y'), '√x'], 'Root'),
  sci('ln', 'ln', 'Natural logarithm', { label: ['log', sub('y')], name: 'Logarithm base y' }),
  sci('log', ['log', sub('10')], 'Logarithm base 10', { label: ['log', sub('2')], name: 'Logarithm base 2' }),
  sci('x!', 'x!', 'Factorial'), sci('sin', 'sin', 'Sine', inverse('sin', 'Arcsine')),
  sci('cos', 'cos', 'Cosine', inverse('cos', 'Arccosine')), sci('tan', 'tan', 'Tangent', inverse('tan', 'Arctangent')),
  sci('e', 'e', 'e'), sci('EE', 'EE', 'Exponent'),
  sci('rad', 'Rad', 'Radians'), sci('sinh', 'sinh', 'Hyperbolic sine', inverse('sinh', 'Inverse hyperbolic sine')),
  sci('cosh', 'cosh', 'Hyperbolic cosine', inverse('cosh', 'Inverse hyperbolic cosine')),
  sci('tanh', 'tanh', 'Hyperbolic tangent', inverse('tanh', 'Inverse hyperbolic tangent')),
  sci('π', 'π', 'Pi'), sci('rand', 'Rand', 'Random number'),
];

/** The angle key shows the unit it switches to: Rad while in degrees, Deg while in radians. */
export const ANGLE = {
  deg: { token: 'rad', label: 'Rad', name: 'Radians' },
  rad: { token: 'deg', label: 'Deg', name: 'Degrees' },
};

/** The clear key: ⌫ while the typed entry can lose its last digit (iOS 18), else C or AC. */
export const CLEAR = {
  '⌫': { token: '⌫', label: '⌫', name: 'Delete' },
  C: { token: 'C', label: 'C', name: 'Clear' },
  AC: { token: 'C', label: 'AC', name: 'All clear' },
};

/** CS193p's variable M, storing into it (→M re-evaluates the program with it) and undo. */
export const PROGRAM = [
  key('M', 'M', 'Variable M', 'tool'), key('→M', '→M', 'Store in M', 'tool'), key('undo', 'undo', 'Undo', 'tool'),
];

/**
 * The keys of binary operations, highlighted while their operation is pending: key → the
 * operation as the core's answer names it (`pendingOperation`); with 2nd on, eˣ and ln are yˣ
 * and logᵧ (`PENDING_SECOND`).
 */
export const PENDING = { '+': '+', '−': '−', '×': '×', '÷': '÷', 'xʸ': 'xʸ', yroot: 'ʸ√x' };
export const PENDING_SECOND = { 'eˣ': 'yˣ', ln: 'logᵧ' };

/** The physical keyboard: event.key → the key sent (digits are themselves). */
export const KEYBOARD = {
  '.': '.', ',': '.', '+': '+', '-': '−', '−': '−', '*': '×', x: '×', '×': '×', '/': '÷', '÷': '÷',
  '=': '=', Enter: '=', '%': '%', Escape: 'C', Backspace: '⌫', Delete: '⌫', '^': 'xʸ',
  '(': '(', ')': ')', '!': 'x!',
};

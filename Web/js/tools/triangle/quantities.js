// Triangle, the eight values: their keys, labels and names, shared by the screens and the drawing.

/** The eight values in the API's order: its key, the field's label, the name alerts use. */
export const QUANTITIES = [
  { key: 'a', label: 'Leg a', name: 'Leg a', symbol: 'a' },
  { key: 'b', label: 'Leg b', name: 'Leg b', symbol: 'b' },
  { key: 'c', label: 'Hypotenuse c', name: 'Hypotenuse c', symbol: 'c' },
  { key: 'alpha', label: 'Angle α (°)', name: 'Angle α', symbol: 'α', degrees: true, placeholder: '0 to 90' },
  { key: 'beta', label: 'Angle β (°)', name: 'Angle β', symbol: 'β', degrees: true, placeholder: '0 to 90' },
  { key: 'area', label: 'Area', name: 'Area' },
  { key: 'perimeter', label: 'Perimeter', name: 'Perimeter' },
  { key: 'h', label: 'Height h', name: 'Height h', symbol: 'h' },
];
export const BY_KEY = Object.fromEntries(QUANTITIES.map((q) => [q.key, q]));
export const nameOf = (key) => BY_KEY[key]?.name ?? key;

export function listed(names) {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** A degree sign after "× 10⁻⁵" would read as one more superscript: a thin space keeps it apart. */
export function withUnit(q, text) {
  if (!q.degrees) return text;
  return text.includes('×') ? `${text}\u202f°` : `${text}°`;
}

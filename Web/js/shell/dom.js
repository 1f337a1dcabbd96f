// Building DOM without HTML strings: every piece of text goes in through textContent, so user
// text (a decider option, a pasted bill) can never become markup.

const SVG = 'http://www.w3.org/2000/svg';

function build(node, props, children) {
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = value;
    else if (key === 'class') node.setAttribute('class', value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else if (key === 'dataset') Object.assign(node.dataset, value);
    else node.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of [children ?? []].flat(Infinity)) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

/** An HTML element: el('p', {class: 'note', text: 'Hi'}) or el('ul', {}, [el('li', ...)]). */
export function el(tag, props, children) {
  return build(document.createElement(tag), props, children);
}

/** An SVG element, with the same rules as `el`. */
export function svg(tag, props, children) {
  return build(document.createElementNS(SVG, tag), props, children);
}

/** A 24 × 24 outline icon from SVG path data, hidden from screen readers (its label says it). */
export function icon(pathData, className = 'icon') {
  return svg('svg', { class: className, viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' },
    [svg('path', { d: pathData })]);
}

/** Unique ids for label/field pairs. */
let counter = 0;
export function uid(prefix) {
  counter += 1;
  return `${prefix}-${counter}`;
}

// The Studform Ceiling Calculator (seed 001): the product lines as a list, sub-menus of any depth
// (menus.js), the leaf's inputs (leaf.js: numbers with units and switches, rooms instead of the
// area, waste %), "Calculate" → the components to order (result.js), with the job summary, CSV,
// Print and an enquiry e-mail (export.js).
//
// The tree is the core's `ceiling/catalog` (catalog.js), loaded once before the app starts. URLs
// name the node: /ceiling/menu?path=oneway/24mm, /ceiling/leaf?path=…,
// /ceiling/result?path=…&area=100&c-spline=yes&drop=1.2 (each input as typed; rooms as
// "10x10 5x3"; waste). A result link recomputes, and the levels above it are rebuilt so Back walks
// up the tree as if the user had tapped down to it.
import { menuScreen, rootScreen } from './menus.js';
import { leafScreen } from './leaf.js';
import { resultScreen } from './result.js';

export default {
  root: rootScreen,
  screens: { menu: menuScreen, leaf: leafScreen, result: resultScreen },
};

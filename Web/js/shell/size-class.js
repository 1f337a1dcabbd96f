// The window's size class, as iOS decides it: a phone in either orientation is compact (a tab bar
// of five with More, details pushed on a stack); an iPad or a desktop window is regular (every
// tab, split views). Width alone cannot tell them apart: a phone on its side is 667–932 px wide,
// as wide as an iPad upright, but never taller than 500 px.
export const REGULAR_QUERY = '(min-width: 768px) and (min-height: 501px)';

/** Matches while the window is regular (iPad, desktop); a `change` event when it turns. */
export const REGULAR = matchMedia(REGULAR_QUERY);

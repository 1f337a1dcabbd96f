// The browser's history kept to the visible stack's screens (`keep`): a shared link, a reload and
// browser Back all go through the shell's `route`, and there is no history across tabs, as in iOS.
import { sameUrls } from './routes.js';

/**
 * This page load's mark on its history entries. The entries before a reload belong to a document
 * the browser would load anew, so the history a rewind walks back over is only this load's.
 */
const PAGE = Math.random().toString(36).slice(2);

export function here() {
  return location.pathname + location.search;
}

/** The history's entries for this load, and the popstates that a rewind or a bounce causes. */
export class StackHistory {
  /** `route` shows the screen of a URL reached by browser Back or Forward. */
  constructor(route) {
    this.epoch = 0;  // rewinds so far: an entry of an earlier epoch was left ahead by one
    this.rewinding = null;
    this.bouncing = false;
    addEventListener('popstate', () => {
      if (this.rewinding) {
        this.write(this.rewinding, 0, 'replace');
        this.rewinding = null;
      } else if (this.bouncing) {
        this.bouncing = false;
      } else if (history.state?.page === PAGE && history.state.epoch < this.epoch) {
        // Forward into another tab's screens, left ahead by a tab switch: not a step of this
        // tab's history, so straight back.
        this.bouncing = true;
        history.back();
      } else route(here());
    });
  }

  /** A reload: the entries below this one were the earlier load's. */
  reloaded() {
    if (history.state?.trail) this.write(history.state.trail, 0, 'replace');
  }

  /**
   * Makes the history hold the screens of `trail` (the visible stack's URLs) and nothing else of
   * the app: a push adds an entry; anything else (a tab switch, a pop to the root) goes back to
   * the app's first entry and writes the top screen there (`history.go` lands later, in a
   * popstate). Entries are added by the user's taps only: Chrome's Back button skips entries a
   * page adds by itself, so a shared link's screens below it are reached by the Back button.
   * An entry's state: the trail it showed, how many of this load's entries lie below it, the
   * load (`PAGE`) and the rewinds before it (`epoch`).
   */
  keep(trail) {
    if (this.rewinding) {
      this.rewinding = trail;
      return;
    }
    const held = history.state?.trail ?? [];
    const below = history.state?.below ?? 0;
    if (sameUrls(held, trail)) return;
    if (held.length && held.length + 1 === trail.length && sameUrls(held, trail.slice(0, -1))) {
      this.write(trail, below + 1, 'push');
    } else if (below > 0) {
      this.rewinding = trail;
      this.epoch += 1;
      history.go(-below);
    } else this.write(trail, 0, 'replace');
  }

  /** An entry for `trail`'s top screen, `below` entries of this load above the app's first. */
  write(trail, below, how) {
    const state = { trail, below, page: PAGE, epoch: this.epoch };
    if (how === 'push') history.pushState(state, '', trail.at(-1));
    else history.replaceState(state, '', trail.at(-1));
  }

  /** Whether browser Back lands on `url`: the entry below this one is its screen's. */
  leadsBackTo(url) {
    return history.state?.below > 0 && history.state.trail.at(-2) === url && !this.rewinding;
  }
}

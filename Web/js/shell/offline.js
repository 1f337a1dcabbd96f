// Registers the service worker that keeps this version of the app for offline use
// (Web/js/service-worker.js, served as /sw.js). Where service workers are unavailable (a page
// over plain http from another machine) the app still works, online only.
//
// Not at once: the worker's install downloads the whole release (every tool's screens and the
// full core, about four times what a first screen needs), which on a slow connection would
// compete with the first screen and its first answer. It is registered once the core has
// answered (`reckon:answered`, from core/reckon.js), or a few seconds after the page loaded when
// nothing is asked; the files already loaded then come from the browser's cache, not the network.
const UNASKED_DELAY_MS = 4000;

if ('serviceWorker' in navigator) {
  let registered = false;
  const register = () => {
    if (registered) return;
    registered = true;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => {
      console.warn(`Reckon: offline use is unavailable (${error.message})`);
    });
  };
  window.addEventListener('reckon:answered', register, { once: true });
  window.addEventListener('load', () => { setTimeout(register, UNASKED_DELAY_MS); }, { once: true });
}

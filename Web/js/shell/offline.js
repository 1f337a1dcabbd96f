// Registers the service worker that keeps this version of the app for offline use
// (Web/js/service-worker.js, served as /sw.js). Where service workers are unavailable (a page
// over plain http from another machine) the app still works, online only.
if ('serviceWorker' in navigator) {
  // After the first screen is up, so the precaching does not compete with it.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => {
      console.warn(`Reckon: offline use is unavailable (${error.message})`);
    });
  }, { once: true });
}

// The service worker, served as /sw.js with `release` written before this text by the server
// (WebRelease): the version and the files of the app as it is now. It keeps that version whole
// in a cache of its own, so that after one visit every screen opens with the network off and the
// server stopped, with nothing fetched. A new version installs in the background while the old
// one keeps serving, and takes over on the next launch (when no window of the old one is open);
// the old cache goes then: never a mix of two versions' files.
/* global release */

const cacheName = `reckon-${release.version}`;

self.addEventListener('install', (event) => {
  // addAll fails if any file fails (the server moved on to a newer version meanwhile): this
  // version is then not installed, and the next visit installs the newer one.
  event.waitUntil(caches.open(cacheName).then((cache) => cache.addAll(release.files)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith('reckon-') && name !== cacheName) await caches.delete(name);
    }
    // The window that installed this version is still uncontrolled; from now on it is served
    // from the cache too, so screens it has not opened yet work offline.
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // The API (jobs, a served catalog) and other sites go to the network as usual.
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api')) return;
  // Every screen's URL is the one page, the shell of this version.
  const key = request.mode === 'navigate' ? release.shell : request;
  event.respondWith(caches.open(cacheName)
    .then((cache) => cache.match(key))
    .then((cached) => cached ?? fetch(request)));
});

/* global __PRECACHE__, __VERSION__ */
// The app-shell service worker. Built by the pwa-shell Vite plugin, which replaces the two placeholders
// with the build's file list and a version derived from it.
const PRECACHE = __PRECACHE__;
const VERSION = __VERSION__;
const CACHE = `asvab-shell-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith("asvab-shell-") && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  // The API is never cached here: the app keeps its own offline data in IndexedDB.
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;

  if (request.mode === "navigate") {
    // Pages: the network when there is one (fresh HTML), otherwise the cached app shell (/index.html; "/" may
    // be a prerendered landing page, which is not the shell).
    event.respondWith(fetch(request).catch(() => caches.match("/index.html", { cacheName: CACHE }).then((r) => r || Response.error())));
    return;
  }
  // Built assets have content hashes in their names: the cache is always right when it has them.
  event.respondWith(
    caches.match(request, { cacheName: CACHE }).then(
      (cached) =>
        cached ||
        fetch(request).then((response) => {
          if (response.ok && url.pathname.startsWith("/assets/")) {
            const copy = response.clone();
            void caches.open(CACHE).then((cache) => cache.put(request, copy));
          }
          return response;
        }),
    ),
  );
});

self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") void self.skipWaiting();
});

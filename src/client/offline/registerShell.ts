import { KIOSK_PAGES_CACHE } from './shellConfig'
import { newBuildInControl, onCheckForUpdate, updateWaiting } from './appShell'

/**
 * Registers the service worker built by vite-plugin-pwa (loaded with a dynamic import after the
 * first render, so it is not part of the kiosk's first JavaScript). The browser's own API rather
 * than workbox-window: offline, register() may fail while the installed worker still serves, and
 * a new build must still be found waiting afterwards, which workbox-window only tracks after a
 * successful register().
 */
export async function registerShell() {
  const workers = navigator.serviceWorker
  const registration = await workers
    .register('/sw.js', { scope: '/' })
    .catch(() => workers.getRegistration('/'))
  if (!registration) return
  watchForWaiting(registration)
  onCheckForUpdate(() => void registration.update().catch(() => undefined))
  await keepThisPage()
}

/** A new build installed beside the one in control waits for the menu (appShell.ts). */
function watchForWaiting(registration: ServiceWorkerRegistration) {
  const report = () => {
    if (registration.waiting && navigator.serviceWorker.controller) updateWaiting(takeOver)
  }
  const takeOver = () => {
    const waiting = registration.waiting
    if (!waiting) return
    // The new worker takes control (the generated worker skips waiting on this message); the
    // page reloads once to run the new build. Chromium then stops the old worker, and forgets the
    // activation if a request from the page wakes it meanwhile (it waits up to 5 minutes): the
    // menu makes none, and the favicon, fetched again at each route change, is inline.
    navigator.serviceWorker.addEventListener('controllerchange', newBuildInControl, { once: true })
    waiting.postMessage({ type: 'SKIP_WAITING' })
  }
  report()
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') report()
    })
  })
}

/**
 * The page that registered the worker came from the network, not through the worker: keep a copy
 * now, so the kiosk reopens offline before its next navigation (later ones refresh the copy).
 */
async function keepThisPage() {
  const cache = await caches.open(KIOSK_PAGES_CACHE)
  const page = window.location.pathname
  if (await cache.match(page)) return
  // Not followed: a session that has just ended would keep the login page as the kiosk's.
  const answer = await fetch(page, { redirect: 'manual' }).catch(() => null)
  if (answer?.ok) await cache.put(page, answer)
}

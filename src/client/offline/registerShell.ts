import { Workbox } from 'workbox-window'
import { KIOSK_PAGES_CACHE } from './shellConfig'
import { onCheckForUpdate, updateWaiting } from './appShell'

/**
 * Registers the service worker built by vite-plugin-pwa (loaded with a dynamic import after the
 * first render, so it is not part of the kiosk's first JavaScript). A new build waits until the
 * menu applies it (appShell.ts); then the worker takes over and the page reloads once.
 */
export async function registerShell() {
  const workbox = new Workbox('/sw.js', { scope: '/' })
  workbox.addEventListener('waiting', () =>
    updateWaiting(() => {
      workbox.addEventListener('controlling', () => window.location.reload())
      workbox.messageSkipWaiting()
    }),
  )
  const registration = await workbox.register()
  onCheckForUpdate(() => void registration?.update().catch(() => undefined))
  await keepThisPage()
}

/**
 * The page that registered the worker came from the network, not through the worker: keep a copy
 * now, so the kiosk reopens offline before its next navigation (later ones refresh the copy).
 */
async function keepThisPage() {
  const cache = await caches.open(KIOSK_PAGES_CACHE)
  const page = window.location.pathname
  if (!(await cache.match(page))) await cache.add(page).catch(() => undefined)
}

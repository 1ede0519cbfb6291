/**
 * After the kiosk's first render: the service worker (installable app shell) and the data a sale
 * needs offline. Both are loaded with dynamic imports so they add nothing to the first JavaScript.
 * Not in `npm run dev` (no worker is built there) nor on the login pages.
 */
export function startOffline(page: string) {
  if (page !== 'pos') return
  void import('./api/refreshKept').then((m) => m.keepKeptFresh())
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
  void import('./offline/registerShell').then((m) => m.registerShell()).catch(() => undefined)
}

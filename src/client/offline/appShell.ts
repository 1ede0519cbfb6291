/**
 * When a new build of the kiosk is taken up: only at the main menu, never in the middle of a sale.
 * The service worker's registration (registerShell.ts, loaded after the first render) reports a
 * waiting build here; the menu route says when the kiosk is at the menu.
 */
const shell = {
  atMenu: false,
  applyUpdate: null as (() => void) | null,
  checkForUpdate: null as (() => void) | null,
}

/** A new build is installed and waiting: applied now at the menu, else at the next return to it. */
export function updateWaiting(apply: () => void) {
  shell.applyUpdate = apply
  if (shell.atMenu) apply()
}

/**
 * The new build has taken control: the page reloads to run it, at once at the menu, else at the
 * next return to it (taking control can wait on the old worker's unfinished requests).
 */
export function newBuildInControl() {
  updateWaiting(() => window.location.reload())
}

/**
 * A new build waits to be taken up. The menu then asks the server nothing: Chromium forgets the
 * old worker's activation if a request from the page wakes it while the new one takes over.
 */
export function updatePending(): boolean {
  return shell.applyUpdate !== null
}

/** How to ask the server for a newer build (the kiosk's page is not reloaded all day). */
export function onCheckForUpdate(check: () => void) {
  shell.checkForUpdate = check
}

/** The kiosk is at the main menu until the returned function is called. */
export function enterMenu(): () => void {
  shell.atMenu = true
  if (shell.applyUpdate) shell.applyUpdate()
  else shell.checkForUpdate?.()
  return () => {
    shell.atMenu = false
  }
}

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

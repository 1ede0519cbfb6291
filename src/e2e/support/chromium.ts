import { existsSync } from 'node:fs'
import chromium from './chromium.json' with { type: 'json' }

/**
 * How the tests start the machine's own Chromium (browser downloads are not possible here): quiet,
 * with no background traffic to skew a figure or reach the network. Chromium's headless shell
 * when it is installed: the same Blink and V8 without the desktop browser around them, a fifth
 * less CPU for the e2e suite on 2 cores. The story runner's config reads the same JSON.
 */
export const chromiumLaunch = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(chromium.headlessShell) ? chromium.headlessShell : chromium.browser),
  args: chromium.args,
}

/** The benches time frames and start-up in the browser a kiosk runs: the desktop Chromium. */
export const kioskChromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.browser,
  args: chromium.args,
}

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

/**
 * What the e2e tests start: the same, with V8's optimising compilers off (`--max-opt=1`: the
 * interpreter and its baseline compiler only). A test's page lives seconds, so code optimised in
 * the background was mostly thrown away with it: the selling and lookup files took 144–171
 * core-seconds with them off against 174–199 with them on, alternated. The story runner keeps one
 * page for many stories and gained little (147–161 against 149–181). The tests check what the
 * kiosk does, not how fast; the benches time the browser as a kiosk runs it.
 */
export const testChromiumLaunch = {
  ...chromiumLaunch,
  args: [...chromium.args, '--js-flags=--max-opt=1'],
}

/** The benches time frames and start-up in the browser a kiosk runs: the desktop Chromium. */
export const kioskChromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? chromium.browser,
  args: chromium.args,
}

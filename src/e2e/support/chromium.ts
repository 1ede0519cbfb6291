import chromium from './chromium.json' with { type: 'json' }

/**
 * How every test, story run and bench starts the machine's own Chromium (browser downloads are not
 * possible here): quiet, with no background traffic to skew a figure or reach the network.
 * The story runner's config reads the same JSON.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromium.args,
}

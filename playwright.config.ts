import { defineConfig } from '@playwright/test'
import { testChromiumLaunch } from './src/e2e/support/chromium'

/** The files that take the kiosk or its server away, where the installed app shell is the test. */
const SHELL_FILES = ['**/offline*.e2e.ts', '**/saveRetry.e2e.ts']

export default defineConfig({
  testDir: 'src/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './src/e2e/support/globalSetup.ts',
  // Files run side by side; each file's tests share the demo data in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    viewport: { width: 1280, height: 800 },
    // The kiosk's theme then skips its transitions: no step waits for a dialog to fade in.
    reducedMotion: 'reduce',
    // A failed test keeps its trace: each action with its timing, network, console and sources,
    // and the failure's own screenshot (below). Not the screencast: filming every test cost a
    // quarter of the suite's CPU (81 of 320 core-seconds). Not the DOM snapshot before and after
    // each action either: taken in every test, failing or not, they cost a fifth of it (198–207
    // against 158–161 core-seconds for the selling and lookup files). To see them for a failing
    // test, run it again with `--trace on`, which replaces this whole setting.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: testChromiumLaunch,
  },
  projects: [
    // Every test of selling online runs without the service worker: installing it precaches the
    // whole build in each test's new browser context, a sixth of those tests' CPU (118–135
    // against 147–153 core-seconds for the selling and lookup files, alternated). The network is
    // there throughout, so the kiosk answers the same with it or without it.
    { name: 'online', testIgnore: SHELL_FILES, use: { serviceWorkers: 'block' } },
    { name: 'app shell', testMatch: SHELL_FILES },
  ],
})

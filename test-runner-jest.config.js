import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { getJestConfig } from '@storybook/test-runner'

const chromium = createRequire(import.meta.url)('./src/e2e/support/chromium.json')

// Browser downloads are not possible here, so the runner drives the machine's own Chromium: its
// headless shell when installed, as the e2e tests do (src/e2e/support/chromium.ts).
const testRunnerConfig = getJestConfig()

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...testRunnerConfig,
  testEnvironment: '<rootDir>/.storybook/test-runner-environment.js',
  // The environment sets the globals the generated tests use, so no file loads a setup of its own
  // (the runner's, plus expect-playwright's matchers and jest-playwright's helpers, which the
  // generated tests never call).
  setupFilesAfterEnv: [],
  // A long flow story on a busy 2-core machine can take well over the default 15 s.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath:
          process.env.CHROMIUM_PATH ??
          (existsSync(chromium.headlessShell) ? chromium.headlessShell : chromium.browser),
        headless: true,
        args: chromium.args,
      },
    },
  },
}

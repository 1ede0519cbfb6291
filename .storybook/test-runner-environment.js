import { getTestRunnerConfig, setupPage } from '@storybook/test-runner'
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js'

// Kept by each jest worker from one story file to the next, outside the files' sandboxes.
let hooks
let shared

// jest-worker ends a worker by sending it [CHILD_MESSAGE_END] and waiting for it to exit on its
// own; the connection kept open here would hold it until jest killed it, with a warning.
const CHILD_MESSAGE_END = 2
process.on('message', (message) => {
  if (!Array.isArray(message) || message[0] !== CHILD_MESSAGE_END) return
  void Promise.resolve(shared?.browser.close()).finally(() => process.exit(0))
})

/**
 * The test runner's environment with two changes that halve the stories' time:
 * - It hands each story file the globals its generated tests call (`__sbSetupPage`,
 *   `__sbPreVisit`, `__sbPostVisit`). The runner's own setup file does this from inside every
 *   file's sandbox, where it loads the runner's whole bundle again (Babel and Storybook's CSF
 *   tools among it).
 * - A worker keeps one Storybook page for all its files, as it already does for the stories of
 *   one file, instead of a new connection, context and page each. Booting the preview in a new
 *   page took more CPU than the stories it then ran. Each story is still rendered on its own
 *   (Storybook unmounts the one before), and the preview's beforeEach resets the stores, the SWR
 *   cache and the kept catalogue.
 */
export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    this._config.testEnvironmentOptions['jest-playwright'].skipInitialization = Boolean(shared)
    await super.setup()
    if (shared) {
      Object.assign(this.global, shared)
    } else {
      await setupPage(this.global.page, this.global.context)
      shared = { browser: this.global.browser, context: this.global.context }
    }
    hooks ??= await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)
    this.global.__sbSetupPage = setupPage
    this.global.__sbPreVisit = hooks?.preVisit
    this.global.__sbPostVisit = hooks?.postVisit
    this.global.__sbCollectCoverage = false
  }

  async teardown() {
    // A story that navigated away gets a new page (jestPlaywright.resetPage): keep that one.
    shared.page = this.global.page
    // The connection is the next file's: the runner's teardown would close it.
    this.global.browser = null
    await super.teardown()
  }
}

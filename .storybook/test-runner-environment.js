import { getTestRunnerConfig, setupPage } from '@storybook/test-runner'
import CustomEnvironment from '@storybook/test-runner/playwright/custom-environment.js'

// Read once per jest worker, outside the test files' sandboxes.
let hooks

/**
 * The test runner's environment, handing each story file the globals its generated tests call
 * (`__sbSetupPage`, `__sbPreVisit`, `__sbPostVisit`). The runner's own setup file does this from
 * inside every file's sandbox, where it loads the runner's whole bundle again (Babel and
 * Storybook's CSF tools among it): about half a second of CPU for each of 61 files.
 */
export default class StoryEnvironment extends CustomEnvironment {
  async setup() {
    await super.setup()
    hooks ??= await getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR)
    this.global.__sbSetupPage = setupPage
    this.global.__sbPreVisit = hooks?.preVisit
    this.global.__sbPostVisit = hooks?.postVisit
    this.global.__sbCollectCoverage = false
  }
}

import type { TestRunnerConfig } from '@storybook/test-runner'
import { MIN_TARGET, smallTargets } from '../stories/support/touchTargets'

const config: TestRunnerConfig = {
  /**
   * After each story's play function (dialogs it opened still open): every interactive element
   * on screen must be at least 48×48 px, or the story fails naming the ones that are not.
   */
  async postVisit(page, context) {
    const small = await page.evaluate(smallTargets, MIN_TARGET)
    if (small.length > 0)
      throw new Error(
        `Touch targets under ${MIN_TARGET}×${MIN_TARGET} px in "${context.title} / ${context.name}":\n  ${small.join('\n  ')}`,
      )
  },
}

export default config

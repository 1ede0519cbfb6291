import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner'
import { MIN_TARGET, smallTargets } from '../stories/support/touchTargets'
import { storyScreen } from '../stories/support/storyViewport'

/** The page's own size, restored after a story that asked for another screen. */
let defaultSize: { width: number; height: number } | null = null

const config: TestRunnerConfig = {
  /** A story that names a kiosk screen (`globals.viewport`) runs at that screen's size. */
  async preVisit(page, context) {
    defaultSize ??= page.viewportSize()
    const story = await getStoryContext(page, context)
    const size = storyScreen(story.storyGlobals) ?? defaultSize
    const current = page.viewportSize()
    if (size && (current?.width !== size.width || current?.height !== size.height))
      await page.setViewportSize(size)
  },
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

import type { StoryContext } from '@storybook/react-vite'
import { createFakeApi, type FakeApiOptions } from './fakeApi'

let current: ReturnType<typeof createFakeApi> | null = null

/**
 * A story's beforeEach: a fresh in-memory server for every story, so flows never share orders.
 * Handlers added later win, so a story's own withFakeApi({ orders }) replaces its meta's, and a
 * story breaks one endpoint by calling msw.use in its own beforeEach, which runs after this one.
 */
export function withFakeApi(options: FakeApiOptions = {}) {
  return ({ msw }: StoryContext) => {
    current = createFakeApi(options)
    msw.use(...current.handlers)
  }
}

/** The fake server of the running story, to assert on what the kiosk sent it. */
export function fakeApi() {
  if (!current) throw new Error('This story has no fake API; add beforeEach: withFakeApi()')
  return current
}

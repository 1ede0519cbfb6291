/**
 * For a story that proves behaviour but whose last frame is blank or the same as another
 * story's: the test-runner still runs it (it keeps the `test` tag), but the sidebar, the docs
 * page and Chromatic leave it out, so designers review only pictures worth reviewing.
 */
export const testOnly = {
  tags: ['!dev', '!autodocs', 'test-only'],
  parameters: { chromatic: { disableSnapshot: true } },
}

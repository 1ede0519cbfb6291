/**
 * For a story that proves behaviour but whose last frame is blank or the same as another
 * story's. Beside these parameters it carries, written out in the story because the index reads
 * tags without running the file, `tags: ['!dev', '!autodocs', 'test-only']`: the test-runner
 * still runs it (it keeps the `test` tag), but the sidebar, the docs page and Chromatic leave it
 * out, so designers review only pictures worth reviewing.
 */
export const testOnlyParameters = { chromatic: { disableSnapshot: true } }

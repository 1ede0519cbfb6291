import type { StoryContext } from '@storybook/react-vite'
import { http, HttpResponse, type JsonBodyType } from 'msw'

/**
 * A story's beforeEach in which the fake server answers one call with this status and body (every
 * time, or `once` and then as usual): how a flow story shows a fault the counter must handle.
 */
export function answers(
  method: 'get' | 'post' | 'put',
  path: string,
  status: number,
  body: JsonBodyType,
  options: { once?: boolean } = {},
) {
  return ({ msw }: StoryContext) => {
    msw.use(http[method](path, () => HttpResponse.json(body, { status }), options))
  }
}

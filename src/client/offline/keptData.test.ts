import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../transport/apiError'
import { forgetKept, keep, kept, keepWhenIdle, withKeptCopy } from './keptData'

beforeEach(async () => {
  await forgetKept()
})

describe('answers kept for offline use', () => {
  it('passes refusals on rather than hiding them behind a kept copy', async () => {
    await withKeptCopy('k', async () => 'kept')
    const refusal = new ApiError(422, 'refused')
    await expect(withKeptCopy('k', () => Promise.reject(refusal))).rejects.toBe(refusal)
    expect(await withKeptCopy('k', () => Promise.reject(new ApiError(0, 'offline')))).toBe('kept')
  })

  it('does not write again an answer it kept already (the same value, held unchanged)', async () => {
    const catalogue = [{ id: 1 }]
    keepWhenIdle('catalogue', catalogue)
    expect(await kept('catalogue')).toEqual(catalogue)
    // Written behind its back: a second write of the same value would put it back.
    await keep('catalogue', 'written since')
    keepWhenIdle('catalogue', catalogue)
    expect(await kept('catalogue')).toBe('written since')
    keepWhenIdle('catalogue', [...catalogue])
    expect(await kept('catalogue')).toEqual(catalogue)
  })

  it('writes an answer again, unchanged, when its first write failed', async () => {
    const answer: Record<string, unknown> = { id: 1, uncopyable: () => undefined }
    keepWhenIdle('failed-once', answer)
    expect(await kept('failed-once')).toBeUndefined()
    delete answer.uncopyable
    keepWhenIdle('failed-once', answer)
    expect(await kept('failed-once')).toEqual({ id: 1 })
  })
})

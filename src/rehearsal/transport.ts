import type { Answer, TestClient } from '../server/test/client'

/** Longer than any answer the server should take; a request past it counts as unanswered. */
const TIMEOUT_MS = 20_000

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The request, or null when it got no answer (cut, reset, timed out): the kiosk cannot know. */
export async function attempt(send: () => Promise<Answer>): Promise<Answer | null> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>(
    (resolve) => (timer = setTimeout(() => resolve(null), TIMEOUT_MS)),
  )
  try {
    return await Promise.race([send().catch(() => null), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/** A server restarting or PostgreSQL away answers 5xx; both are worth another try, as no answer is. */
const retryable = (answer: Answer | null) => answer === null || answer.status >= 500

/**
 * Sends until an answer that is not worth retrying, as the kiosk does with a save that carries its
 * Idempotency-Key: backing off from 250 ms to 4 s. Gives up (null) when `giveUp` says so (the kiosk knows it is offline).
 */
export async function persist(
  send: () => Promise<Answer>,
  giveUp: () => boolean = () => false,
): Promise<Answer | null> {
  for (let wait = 250; ; wait = Math.min(wait * 2, 4000)) {
    const answer = await attempt(send)
    if (!retryable(answer)) return answer
    if (giveUp()) return null
    await sleep(wait)
  }
}

export function expect(answer: Answer | null, status: number, what: string): Answer {
  if (!answer) throw new Error(`${what}: no answer`)
  if (answer.status !== status) throw new Error(`${what} answered ${answer.status}: ${answer.text}`)
  return answer
}

export type Client = TestClient

import type { FastifyBaseLogger } from 'fastify'

/**
 * The background half of an outbox: `run` every `everyMs` from start to stop, and the work in
 * flight tracked so that stopping waits for it (a delivery cut off at close could be sent twice).
 */
export function backgroundWorker(
  run: () => Promise<unknown>,
  everyMs: number,
  log: FastifyBaseLogger,
  failure: string,
) {
  let timer: NodeJS.Timeout | null = null
  const running = new Set<Promise<unknown>>()
  return {
    track<T>(work: Promise<T>): Promise<T> {
      running.add(work)
      void work.finally(() => running.delete(work)).catch(() => {})
      return work
    },
    start() {
      if (timer) return
      timer = setInterval(() => {
        run().catch((error: unknown) => log.error({ err: error }, failure))
      }, everyMs)
      timer.unref()
    },
    async stop() {
      if (timer) clearInterval(timer)
      timer = null
      await Promise.allSettled([...running])
    },
  }
}

/**
 * Runs `once` in `workers` callers for `durationMs`, each starting a call every 1 / `perSecond` s
 * on its own schedule, as kiosks that sell at a pace do (backToBack.ts is the same callers with no
 * pause between calls). Each call's time is counted from when it was due, not from when it began:
 * a caller still waiting on its last call when the next falls due has kept that sale waiting too
 * (coordinated omission, as autocannon corrects it for the saves through the server).
 */
export async function paced(
  workers: number,
  perSecond: number,
  durationMs: number,
  once: () => Promise<unknown>,
) {
  const interval = 1000 / perSecond
  const started = performance.now()
  const until = started + durationMs
  const latencies: number[] = []
  const worker = async (index: number) => {
    // The callers' schedules are spread over one interval, as kiosks' sales are not in step.
    let due = started + (interval * index) / workers
    while (due < until) {
      const wait = due - performance.now()
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      await once()
      latencies.push(performance.now() - due)
      due += interval
    }
  }
  await Promise.all(Array.from({ length: workers }, (_, index) => worker(index)))
  return { latencies }
}

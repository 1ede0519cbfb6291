/**
 * Runs `once` back to back in `workers` callers at once for `durationMs`, as 50 kiosks saving one
 * sale after another would: how many finished, their rate, and each one's time.
 */
export async function backToBack(
  workers: number,
  durationMs: number,
  once: () => Promise<unknown>,
) {
  const until = performance.now() + durationMs
  let saved = 0
  const latencies: number[] = []
  const worker = async () => {
    while (performance.now() < until) {
      const began = performance.now()
      await once()
      latencies.push(performance.now() - began)
      saved++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: workers }, worker))
  return { saved, perSecond: saved / ((performance.now() - started) / 1000), latencies }
}

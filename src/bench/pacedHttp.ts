/**
 * POSTs at a pace (paced.ts) from a worker thread, so that the client's own work does not fall on
 * the event loop of the server it measures (as autocannon's worker keeps it off for the saves back
 * to back). autocannon's own rate starts every connection's requests on the same tick of each
 * second, 50 at once, which is back to back again.
 */
import { Worker } from 'node:worker_threads'

export interface PacedLoad {
  url: string
  headers: Record<string, string>
  body: string
  /** Each request's Idempotency-Key is this and a count. */
  keyPrefix: string
  workers: number
  perSecond: number
  durationMs: number
}

export function pacedHttp(load: PacedLoad): Promise<{ latencies: number[]; refused: number }> {
  // The bench runs through tsx, whose loader a worker thread does not inherit: it registers it.
  const entry = new URL('./pacedHttpWorker.ts', import.meta.url).href
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}) })`
  const worker = new Worker(boot, { eval: true, workerData: load })
  return new Promise((resolve, reject) => {
    worker.once('message', (result: { latencies: number[]; refused: number }) => {
      resolve(result)
      void worker.terminate()
    })
    worker.once('error', reject)
  })
}

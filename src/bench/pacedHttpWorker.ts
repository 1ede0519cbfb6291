/**
 * The worker thread of pacedHttp.ts: sends its POSTs at their pace and answers each one's time,
 * counted from when it was due, and how many were refused.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { paced } from './paced'
import type { PacedLoad } from './pacedHttp'

const load = workerData as PacedLoad
let sent = 0
let refused = 0
const { latencies } = await paced(load.workers, load.perSecond, load.durationMs, async () => {
  const answer = await fetch(load.url, {
    method: 'POST',
    headers: { ...load.headers, 'idempotency-key': `${load.keyPrefix}-${sent++}` },
    body: load.body,
  })
  await answer.arrayBuffer()
  if (!answer.ok) refused++
})
parentPort!.postMessage({ latencies, refused })

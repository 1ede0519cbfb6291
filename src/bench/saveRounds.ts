/**
 * Saves through the server against the raw statements, compared fairly: both warmed up first (a
 * server on the day has run for hours, while the first seconds of saves after a start run code V8
 * has not optimised yet), then measured in alternate rounds, so that the swings of a shared
 * 2-core machine fall on both alike rather than on whichever ran second. The server's save called
 * in-process takes its turn in each round too: the part of the gap that is not the save itself.
 */
import type { Result } from 'autocannon'
import { percentile } from './table'

export interface SaveLoads {
  /** 50 kiosks saving through the server for `seconds` (autocannon); `round` names its keys. */
  server(round: string, seconds: number): Promise<Result>
  /** The same writes sent straight through the driver for `seconds`. */
  raw(seconds: number): Promise<{ saved: number; perSecond: number; latencies: number[] }>
  /** The server's save called in-process for `seconds`: no HTTP, no session read. */
  direct(seconds: number): Promise<{ saved: number; perSecond: number }>
}

const median = (values: number[]) => percentile(values, 50)

/** The server's first seconds after a start, printed beside the figure: V8 has not optimised yet. */
const COLD_SECONDS = 3
/**
 * Each load's warm-up. The server's saves, in rounds of 2.5 s from a start, climbed for 12–25 s
 * before they levelled (214, 332, 382, 416, 455 … 530/s; 239, 388, 418, 454, 578/s), over
 * 1,000,000 orders on PostgreSQL: 3 s of warm-up had left the first measured round cold.
 */
const WARM_UP_SECONDS = 20

export async function saveRounds(loads: SaveLoads, rounds: number, seconds: number) {
  const cold = await loads.server('cold', COLD_SECONDS)
  await loads.server('warm', WARM_UP_SECONDS - COLD_SECONDS)
  await loads.raw(WARM_UP_SECONDS)
  await loads.direct(WARM_UP_SECONDS)
  let saved = 0
  let took = 0
  let rawSaved = 0
  let rawTook = 0
  let directSaved = 0
  let directTook = 0
  let refused = 0
  const p99s: number[] = []
  const rawP99s: number[] = []
  for (let round = 0; round < rounds; round++) {
    const server = await loads.server(`round${round}`, seconds)
    saved += server.requests.total - server.non2xx
    took += server.duration
    refused += server.non2xx
    p99s.push(server.latency.p99)
    const raw = await loads.raw(seconds)
    rawSaved += raw.saved
    rawTook += raw.saved / raw.perSecond
    rawP99s.push(percentile(raw.latencies, 99))
    const direct = await loads.direct(seconds)
    directSaved += direct.saved
    directTook += direct.saved / direct.perSecond
  }
  return {
    perSecond: saved / took,
    rawPerSecond: rawSaved / rawTook,
    directPerSecond: directSaved / directTook,
    coldPerSecond: cold.requests.total / cold.duration,
    warmUpSeconds: WARM_UP_SECONDS,
    coldSeconds: COLD_SECONDS,
    refused,
    /** The median of the rounds' p99s, and the range. */
    p99: { median: median(p99s), min: Math.min(...p99s), max: Math.max(...p99s) },
    rawP99: { median: median(rawP99s), min: Math.min(...rawP99s), max: Math.max(...rawP99s) },
  }
}

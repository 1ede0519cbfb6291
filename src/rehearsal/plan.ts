import type { Random } from './random'

export const FAULT_KINDS = [
  'smtp-down',
  'smtp-hang',
  'ges-refuse',
  'ges-slow',
  'ges-hang',
  'network-cut',
  'kill-server',
  'postgres-restart',
  'slow-clients',
  'card-decline',
  'card-lose-response',
  'card-slow',
  'card-offline',
] as const
export type FaultKind = (typeof FAULT_KINDS)[number]

export interface Fault {
  kind: FaultKind
  /** When it starts and how long it lasts, in ms of the day (the kiosks' time). */
  at: number
  lasts: number
  /** The kiosk whose network is cut, or the server process killed. */
  target: number
}

const MINUTE = 60_000

/** Minutes each kind of fault lasts (low, high), and how many of it an hour of the day brings. */
const SHAPE: Record<FaultKind, { minutes: [number, number]; perHour: number }> = {
  'smtp-down': { minutes: [3, 10], perHour: 1 },
  'smtp-hang': { minutes: [2, 6], perHour: 0.5 },
  'ges-refuse': { minutes: [3, 10], perHour: 1 },
  'ges-slow': { minutes: [2, 6], perHour: 0.5 },
  'ges-hang': { minutes: [2, 5], perHour: 0.5 },
  'network-cut': { minutes: [2, 10], perHour: 2 },
  'kill-server': { minutes: [1, 3], perHour: 0.5 },
  'postgres-restart': { minutes: [0, 0], perHour: 0.5 },
  'slow-clients': { minutes: [1, 1], perHour: 0.5 },
  // Long enough, at a fast time factor, for some payments to meet them; offline outlasts the
  // operator's wait so that they cancel and take cash.
  'card-decline': { minutes: [3, 8], perHour: 1 },
  'card-lose-response': { minutes: [3, 8], perHour: 1 },
  'card-slow': { minutes: [2, 5], perHour: 0.5 },
  'card-offline': { minutes: [8, 12], perHour: 0.5 },
}

/**
 * The day's faults, from its seed: each kind at least once, all of them over by 70% of the day
 * so that the last part shows the recovery. Sorted by start.
 */
export function faultSchedule(random: Random, dayMs: number, kiosks: number): Fault[] {
  const hours = dayMs / (60 * MINUTE)
  const faults: Fault[] = []
  for (const kind of FAULT_KINDS) {
    const { minutes, perHour } = SHAPE[kind]
    const count = Math.max(1, Math.round(perHour * hours))
    for (let i = 0; i < count; i++) {
      const lasts = Math.min(random.between(minutes[0], minutes[1]) * MINUTE, dayMs * 0.2)
      const at = random.between(0.05 * dayMs, 0.7 * dayMs - lasts)
      const target = kind === 'network-cut' ? random.int(0, kiosks - 1) : random.int(0, 1)
      faults.push({ kind, at, lasts, target })
    }
  }
  return faults.sort((a, b) => a.at - b.at)
}

/** Each kiosk's sales: the day-time of each, a sale every 20–60 s. */
export function saleTimes(random: Random, dayMs: number): number[] {
  const times: number[] = []
  for (let t = random.between(0, 20_000); t < dayMs; t += random.between(20_000, 60_000))
    times.push(t)
  return times
}

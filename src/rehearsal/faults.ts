import { slowClients } from '../bench/slowClients'
import { managerClient } from '../server/test/managers'
import type { RehearsalGes } from './ges'
import type { Fault, FaultKind } from './plan'
import type { Postgres } from './postgres'
import type { Front } from './proxy'
import type { ServerPair } from './servers'
import { expect, persist } from './transport'

/** Everything a fault can reach. */
export interface World {
  servers: ServerPair
  postgres: Postgres
  ges: RehearsalGes
  smtp: Front
  kiosks: Front[]
  /** Resolves once kiosk `n` is between card payments (or after 3 s): see 'network-cut'. */
  betweenPayments: (n: number) => Promise<void>
  /** The servers' proxy for anyone who is not a kiosk (slow clients). */
  hall: Front
}

/** Starts a fault; answers how to end it. */
type Injector = (world: World, fault: Fault) => Promise<() => Promise<void>>

const nothing = async () => {}

/** A fault that holds a service in a mode for its span: see holds.ts. */
const held =
  (take: (world: World, fault: Fault) => () => void): Injector =>
  async (world, fault) => {
    const release = take(world, fault)
    return async () => release()
  }

// One manager signed in for the day, before it starts: a login per fault would meet the account's
// bound on logins, and the first card fault would wait on it.
let signedIn: ReturnType<typeof managerClient> | null = null

/** Signs in the manager who sets the simulated terminal, before the day starts. */
export async function prepareFaults(world: World) {
  signedIn ??= managerClient(`http://127.0.0.1:${world.hall.port}`, 'demo')
  await signedIn
}

/** A manager sets the outcome of the simulated terminal's payments from now on. */
async function setTerminal(hall: Front, next: CardMode) {
  signedIn ??= managerClient(`http://127.0.0.1:${hall.port}`, 'demo')
  const manager = await signedIn
  expect(
    await persist(() => manager.post('/demo/terminal/simulator', { next })),
    204,
    `terminal ${next}`,
  )
}

type CardMode = 'approve' | 'decline' | 'lose-response' | 'slow' | 'offline'
// The end of the card fault before: card faults take turns.
let cardTurn = Promise.resolve()

/**
 * The simulator's setting stays until changed, for every kiosk of the university. Card faults take
 * turns rather than overlap: one would change the setting under the other, and an offline terminal
 * turned to another mode answers at once, so its payments would never wait long enough to be
 * cancelled. After each the terminal approves again.
 */
const terminalFault =
  (mode: Exclude<CardMode, 'approve'>): Injector =>
  async ({ hall }) => {
    const before = cardTurn
    let over!: () => void
    cardTurn = new Promise<void>((resolve) => (over = resolve))
    await before
    await setTerminal(hall, mode)
    return async () => {
      await setTerminal(hall, 'approve')
      over()
    }
  }

/**
 * How long a card fault lasts in real time: at least CARD_FAULT_MS, whatever the time factor. The
 * operator waits 3 s (real) before Cancel and an approval takes 0.7 s, so a fault of a few day
 * minutes, compressed to a second or two, would meet almost no payment.
 */
export const CARD_FAULT_MS = 5000
export function realSpan(fault: Fault, real: (dayMs: number) => number): number {
  return fault.kind.startsWith('card-')
    ? Math.max(real(fault.lasts), CARD_FAULT_MS)
    : real(fault.lasts)
}

/**
 * One injector per kind of fault. A new kind (a card terminal declining or hanging, say) is a
 * line in plan.ts's FAULT_KINDS and SHAPE and an injector here.
 */
export const INJECTORS: Record<FaultKind, Injector> = {
  'smtp-down': held(({ smtp }) => smtp.hold('down')),
  'smtp-hang': held(({ smtp }) => smtp.hold('hang')),
  'ges-refuse': held(({ ges }) => ges.hold('refuse')),
  'ges-slow': held(({ ges }) => ges.hold('slow')),
  'ges-hang': held(({ ges }) => ges.hold('hang')),
  // A cut that begins during a card payment leaves the kiosk checking the terminal until it is
  // back, as the kiosk does (the card terminal's browser tests prove that): it would sell nothing
  // offline. The cable is pulled between payments, so the cut shows the offline queue.
  'network-cut': async (world, { target }) => {
    await world.betweenPayments(target)
    const release = world.kiosks[target]!.hold('down')
    return async () => release()
  },
  'kill-server': async ({ servers }, { target }) => {
    await servers.kill(target)
    return () => servers.restart(target)
  },
  'postgres-restart': async ({ postgres }) => {
    await postgres.restart?.()
    return nothing
  },
  'card-decline': terminalFault('decline'),
  'card-lose-response': terminalFault('lose-response'),
  'card-slow': terminalFault('slow'),
  'card-offline': terminalFault('offline'),
  'slow-clients': async ({ hall }) => {
    // They hold sockets until the servers' request timeout cuts them off, whatever the schedule.
    const slow = slowClients(hall.port, 200)
    void slow.closed
    return nothing
  },
}

/**
 * A fault that cuts a delivery between the other side taking it and the sender recording it: a
 * server process killed, PostgreSQL restarting under the commit that marks it delivered, the mail
 * server's connections cut. The sender cannot know it was taken and sends it again, with the
 * same Idempotency-Key for GES. Such a second delivery is counted as a redelivery, not a double.
 */
export interface Crash {
  path: 'mail' | 'all'
  /** Real time (ms since the epoch) it began and ended. */
  from: number
  to: number
}

// The mail server's cuts are not here: its front notes each moment it cut a conversation
// (Front.cuts), which a fault's start and end only approximate.
const CRASHES: Partial<Record<FaultKind, Crash['path']>> = {
  'kill-server': 'all',
  'postgres-restart': 'all',
}

/**
 * How long after a cut the mail server may still take a message: what reached it before the cut
 * is read after it (it runs in this process, behind the front), and its answer goes nowhere.
 */
const CUT_READ_MS = 1000

/** The moments the mail front cut a conversation, as crashes on the mail path. */
export const mailCuts = (front: Front): Crash[] =>
  front.cuts.map((at) => ({ path: 'mail', from: at, to: at + CUT_READ_MS }))

/** Which deliveries each kind of fault holds up. */
const PATHS: Record<FaultKind, ('mail' | 'ges')[]> = {
  'smtp-down': ['mail'],
  'smtp-hang': ['mail'],
  'ges-refuse': ['ges'],
  'ges-slow': ['ges'],
  'ges-hang': ['ges'],
  'network-cut': ['ges'],
  'kill-server': ['mail', 'ges'],
  'postgres-restart': ['mail', 'ges'],
  'slow-clients': [],
  'card-decline': [],
  'card-lose-response': [],
  'card-slow': [],
  'card-offline': [],
}

/** How long after taking a delivery a sender may still be recording it, on a busy machine. */
const RECORDING_MS = 1500

/** Whether a delivery taken at `at` may have gone unrecorded because of a crash. */
export function cutShort(crashes: Crash[], path: 'mail' | 'ges', at: number): boolean {
  return crashes.some(
    (c) => (c.path === 'all' || c.path === path) && at >= c.from - RECORDING_MS && at <= c.to,
  )
}

/** Whether a fault is on, for the figures' "with faults", and when the last one ended. */
export class FaultClock {
  private active = 0
  /** Real time each path's last fault ended: mail, or the ordering system. */
  readonly pathEnded = { mail: 0, ges: 0 }
  /** Moments an answer already given could not be recorded: see Crash. */
  readonly crashes: Crash[] = []

  on() {
    return this.active > 0
  }

  async run(world: World, fault: Fault, realLasts: number, stamp: () => string) {
    if (fault.kind === 'postgres-restart' && !world.postgres.restart) {
      console.log(`${stamp()} postgres-restart skipped: set PGDATA to the cluster of DATABASE_URL`)
      return
    }
    this.active++
    console.log(`${stamp()} ${describe(fault)}`)
    try {
      const start = Date.now()
      const end = await INJECTORS[fault.kind](world, fault)
      const path = CRASHES[fault.kind]
      if (path) this.crashes.push({ path, from: start, to: Date.now() })
      await new Promise((resolve) => setTimeout(resolve, realLasts))
      await end()
    } finally {
      this.active--
      for (const path of ['mail', 'ges'] as const)
        if (PATHS[fault.kind].includes(path)) this.pathEnded[path] = Date.now()
    }
  }
}

function describe(fault: Fault): string {
  const minutes = `${(fault.lasts / 60_000).toFixed(1)} min`
  switch (fault.kind) {
    case 'network-cut':
      return `network of kiosk ${fault.target} cut for ${minutes}`
    case 'kill-server':
      return `kill -9 of server ${fault.target}, restarted after ${minutes}`
    case 'postgres-restart':
      return 'PostgreSQL restarted (pg_ctl restart -m fast)'
    case 'slow-clients':
      return '200 slow clients sending a byte a second'
    default:
      return `${fault.kind} for ${minutes}`
  }
}

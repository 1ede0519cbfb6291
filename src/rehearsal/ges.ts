import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { holds } from './holds'

/** up; refuse: 503 at once; slow: answers within the push timeout; hang: answers after it. */
export type GesMode = 'up' | 'refuse' | 'slow' | 'hang'

export interface GesCall {
  key: string
  url: string
  arrivedAt: number
  /** Answered 200 while the caller still waited: the ordering system took it. */
  taken: boolean
  takenAt: number | null
}

export interface RehearsalGes {
  url: string
  calls: GesCall[]
  /** Holds the ordering system in a mode until the answer is called; the worst held wins. */
  hold(mode: Exclude<GesMode, 'up'>): () => void
  close(): Promise<void>
}

/** The server's GES timeout is 8 s: slow stays under it, hang goes past it. */
const DELAY: Record<GesMode, number> = { up: 0, refuse: 0, slow: 3000, hang: 12_000 }

async function drain(request: IncomingMessage) {
  for await (const chunk of request) void chunk
}

/**
 * An ordering system on loopback that keeps every call and whether it was taken. Unlike the
 * suite's GES stub it knows when a caller gave up before the answer: an answer nobody read is not
 * a delivery, and a second 200 for one key is a push the ordering system took twice.
 */
export async function startRehearsalGes(): Promise<RehearsalGes> {
  const calls: GesCall[] = []
  let mode: GesMode = 'up'
  const server = createServer((request, response) => {
    const call: GesCall = {
      key: String(request.headers['idempotency-key'] ?? ''),
      url: request.url ?? '',
      arrivedAt: Date.now(),
      taken: false,
      takenAt: null,
    }
    calls.push(call)
    const now = mode
    void drain(request).then(() => {
      setTimeout(() => {
        if (response.destroyed || request.socket.destroyed) return
        if (now === 'refuse') {
          response.writeHead(503, { 'content-type': 'application/json' })
          return void response.end('{"message":"down for maintenance"}')
        }
        call.taken = true
        call.takenAt = Date.now()
        response.writeHead(200, { 'content-type': 'application/json' })
        response.end(JSON.stringify({ reference: `R-${call.key}` }))
      }, DELAY[now])
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/`,
    calls,
    hold: holds<GesMode>(['hang', 'refuse', 'slow'], 'up', (next) => void (mode = next)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

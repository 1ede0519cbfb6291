import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface GesRequest {
  method: string
  url: string
  idempotencyKey: string | null
  authorization: string | null
  body: { id?: number; order_items?: { id: number }[] } & Record<string, unknown>
  /** The status this server answered. */
  status: number
  /** When it arrived (ms since the epoch). */
  receivedAt: number
}

export interface GesAnswer {
  status: number
  body: unknown
  /** Answer this long after the request arrived (it is recorded at once). */
  delayMs?: number
}

/** Decides each answer; `attempt` counts the requests for the same order, from 1. */
export type GesBehaviour = (
  request: Omit<GesRequest, 'status' | 'receivedAt'>,
  attempt: number,
) => GesAnswer

export interface TestGes {
  /** The GES_URL to configure, ending in '/api/'. */
  url: string
  requests: GesRequest[]
  behave(behaviour: GesBehaviour): void
  /** Requests about one order (by the idempotency key, '{installation id}:{order id}'). */
  requestsFor(orderId: number): GesRequest[]
  close(): Promise<void>
}

async function readJson(request: IncomingMessage): Promise<GesRequest['body']> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  return text ? (JSON.parse(text) as GesRequest['body']) : {}
}

/** An ordering system on loopback whose answers each test scripts. */
export async function startGes(): Promise<TestGes> {
  const requests: GesRequest[] = []
  let behaviour: GesBehaviour = () => ({ status: 200, body: { reference: `G-${requests.length}` } })
  const server = createServer((request, response) => {
    const receivedAt = Date.now()
    void readJson(request).then((body) => {
      const seen = {
        method: request.method ?? '',
        url: request.url ?? '',
        idempotencyKey: (request.headers['idempotency-key'] as string | undefined) ?? null,
        authorization: request.headers.authorization ?? null,
        body,
      }
      const attempt = requests.filter((r) => r.idempotencyKey === seen.idempotencyKey).length + 1
      const answer = behaviour(seen, attempt)
      requests.push({ ...seen, status: answer.status, receivedAt })
      setTimeout(() => {
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        response.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body))
      }, answer.delayMs ?? 0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/api/`,
    requests,
    behave(next) {
      behaviour = next
    },
    requestsFor: (orderId) =>
      requests.filter((r) => r.idempotencyKey?.endsWith(`:${orderId}`) ?? false),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

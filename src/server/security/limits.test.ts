import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TestClient } from '../test/client'
import { stockNamed } from '../test/stockFixtures'
import { saveStageOrder } from '../test/testSales'
import { startServer, type TestServer } from '../test/harness'
import { OVERLOADED } from './limits'

let server: TestServer

beforeAll(async () => {
  server = await startServer({
    config: {
      limits: {
        requestTimeoutMs: 10_000,
        headersTimeoutMs: 2000,
        keepAliveTimeoutMs: 2000,
        bodyLimit: 256 * 1024,
        maxConnections: 600,
      },
    },
  })
})
afterAll(async () => {
  await server?.close()
})

const port = () => Number(new URL(server.url).port)

/** A client that sends a login body one byte every half second, and records when it is cut off. */
function slowBody(): { socket: Socket; open: boolean; closed: Promise<number> } {
  const started = Date.now()
  const socket = connect(port(), '127.0.0.1')
  socket.on('error', () => {})
  socket.write(
    'POST /demo/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
  )
  const drip = setInterval(() => socket.write(' '), 500)
  const slow = { socket, open: true, closed: Promise.resolve(0) }
  slow.closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip)
      slow.open = false
      resolve(Date.now() - started)
    }),
  )
  return slow
}

describe('slow clients', () => {
  it('300 slow-body sockets neither stop a kiosk logging in and saving an order nor outlive the request timeout', async () => {
    const slow = Array.from({ length: 300 }, slowBody)
    await new Promise((resolve) => setTimeout(resolve, 300))
    const started = Date.now()
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    const bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
    const order = await saveStageOrder(kiosk, server, 'demo', [{ stock: bear }])
    expect(order.id).toBeGreaterThan(0)
    // The kiosk was served while every slow socket was still holding on.
    expect(slow.filter((s) => s.open)).toHaveLength(300)
    console.log(`login and save beside 300 slow sockets: ${Date.now() - started} ms`)
    const lifetimes = await Promise.all(slow.map((s) => s.closed))
    // Cut off at the 10 s request timeout (Node checks every second; a busy machine is late), not
    // left open for ever.
    expect(Math.max(...lifetimes)).toBeLessThan(20_000)
    expect(Math.min(...lifetimes)).toBeGreaterThanOrEqual(9500)
  }, 60_000)

  it('a client that never finishes its headers is cut off after the headers timeout', async () => {
    const started = Date.now()
    const socket = connect(port(), '127.0.0.1')
    socket.on('error', () => {})
    socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n')
    const answer = await new Promise<string>((resolve) => {
      let text = ''
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
      socket.on('close', () => resolve(text))
    })
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})

describe('the connection cap', () => {
  it('answers requests beyond it with a 503 that says so, and serves again once connections close', async () => {
    const capped = await startServer({
      shareDatabaseWith: server,
      config: { limits: { ...server.app.config.limits, maxConnections: 20 } },
    })
    try {
      const idle = await Promise.all(
        Array.from(
          { length: 20 },
          () =>
            new Promise<Socket>((resolve) => {
              const socket = connect(Number(new URL(capped.url).port), '127.0.0.1', () =>
                resolve(socket),
              )
            }),
        ),
      )
      const refused = await fetch(`${capped.url}/healthz`)
      expect(refused.status).toBe(503)
      expect(await refused.json()).toEqual({ message: OVERLOADED })
      for (const socket of idle) socket.destroy()
      await new Promise((resolve) => setTimeout(resolve, 200))
      const served = await fetch(`${capped.url}/healthz`)
      expect(served.status).toBe(200)
    } finally {
      await capped.close()
    }
  })
})

describe('JSON bodies', () => {
  it('too deep, or with __proto__ or constructor, get a 400 saying exactly that', async () => {
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    const deep = `{"pin":${'['.repeat(5000)}${']'.repeat(5000)}}`
    const tooDeep = await kiosk.post('/demo/checkpin', undefined, {
      body: deep,
      headers: { 'content-type': 'application/json' },
    })
    expect(tooDeep.status).toBe(400)
    expect(tooDeep.body.message).toMatch(/^The request body is nested more than 32 levels deep/)
    for (const key of ['__proto__', 'constructor']) {
      const answer = await kiosk.post('/demo/checkpin', undefined, {
        body: `{"pin":"1234","${key}":{"isAdmin":true}}`,
        headers: { 'content-type': 'application/json' },
      })
      expect(answer.status).toBe(400)
      expect(answer.body).toEqual({
        message: `The request body may not contain a field named "${key}".`,
      })
    }
  })
})

describe('health', () => {
  it('/healthz says the process is up; /readyz that the database answers, with the outbox backlogs', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    const ready = await fetch(`${server.url}/readyz`)
    expect(ready.status).toBe(200)
    const body = (await ready.json()) as Record<string, unknown>
    expect(Object.keys(body)).toEqual(['ok', 'mail', 'ges'])
    expect(body.ok).toBe(true)
    expect(body.mail).toEqual({ pending: 0, oldest_pending_seconds: null })
    // The seeded orders wait in the GES outbox for their grace period.
    expect(body.ges).toMatchObject({ pending: expect.any(Number) })
  })
})

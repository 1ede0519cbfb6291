import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MESSAGES } from '../../domain/messages'
import { ApiError } from './apiError'
import { api, configureHttp, request, type RawResponse } from './http'

/** What the loopback server received, in order: method, path, CSRF header, body. */
interface Seen {
  method: string
  path: string
  token: string | undefined
  body: string
  /** The tag a GET said it holds (If-None-Match). */
  held: string | undefined
}

/**
 * A loopback stand-in for the kiosk server's CSRF guard: a write with any token but the current
 * one answers 419, as the real guard does once a session's token has been renewed.
 */
let server: Server
let base: string
let seen: Seen[]
let currentToken: string
let csrfStatus: number
/** When set, the token the csrf route hands out is replaced at once (another tab renewed it). */
let rotateAfterCsrf: boolean
/** The version of the catalogue the stand-in serves, tagged W/"v<version>". */
let catalogueVersion = 1
/** Calls under way and how each ended, as the transport reports them to the kiosk's spinner. */
let busy = 0
let endings: boolean[]
let raw: RawResponse[]

function readAll(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => resolve(text))
  })
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readAll(req)
    const token = req.headers['x-csrf-token'] as string | undefined
    const held = req.headers['if-none-match']
    seen.push({ method: req.method ?? '', path: req.url ?? '', token, body, held })
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(value))
    }
    if (req.url === '/demo/csrf') {
      if (csrfStatus !== 200) return json(csrfStatus, {})
      json(200, { token: currentToken })
      if (rotateAfterCsrf) currentToken = 'newer-token'
      return
    }
    if (req.url === '/demo/stocks') {
      // The catalogue with its tag: 304 to a caller holding the current one.
      const etag = `W/"v${catalogueVersion}"`
      if (held === etag) return res.writeHead(304, { etag }).end()
      res.writeHead(200, { 'content-type': 'application/json', etag })
      return res.end(JSON.stringify([{ id: 1, name: `Bear v${catalogueVersion}` }]))
    }
    if (req.url === '/demo/proxy-error') {
      res.writeHead(502, { 'content-type': 'text/html' })
      return res.end('<h1>Bad gateway</h1>')
    }
    if (token !== currentToken) return json(419, { message: MESSAGES.csrfMismatch })
    return json(200, { pass: true, echoed: JSON.parse(body || '{}') })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  // The kiosk calls paths relative to its page; outside a browser they are resolved against the
  // loopback server here, and every request still goes over real HTTP.
  const realFetch = globalThis.fetch
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
    realFetch(new URL(input, base), init),
  )
})

afterAll(async () => {
  vi.unstubAllGlobals()
  await new Promise((resolve) => server.close(resolve))
})

beforeEach(() => {
  seen = []
  currentToken = 'fresh-token'
  csrfStatus = 200
  rotateAfterCsrf = false
  busy = 0
  endings = []
  raw = []
  configureHttp({
    tenant: 'demo',
    csrfToken: 'stale-token',
    onActivityStart: () => (busy += 1),
    onActivityEnd: (ok) => {
      busy -= 1
      endings.push(ok)
    },
    onRawResponse: (response) => raw.push(response),
  })
})

afterEach(() => {
  expect(busy).toBe(0)
})

describe('what the transport reports to the screen', () => {
  it('the start and end of each call, and whether it succeeded', async () => {
    const refused = { body: {}, retryOn419: false }
    await request('POST', '/demo/checkpin', refused).catch(() => undefined)
    await api.post('/checkpin', { pin: '1234' })
    expect(endings).toEqual([false, true])
  })

  it('nothing for a quiet call', async () => {
    await request('GET', '/demo/stocks', { quiet: true })
    expect(endings).toEqual([])
  })

  it('an answer that is not JSON, as it came', async () => {
    const failure = await api.get('/proxy-error').catch((e: unknown) => e)
    expect(failure).toMatchObject({ status: 502 })
    expect(raw).toEqual([{ status: 502, url: '/demo/proxy-error', body: '<h1>Bad gateway</h1>' }])
    expect(endings).toEqual([false])
  })
})

describe('a 419 answer', () => {
  it('fetches a new CSRF token and sends the same request once more with it', async () => {
    const answer = await api.post<{ pass: boolean; echoed: unknown }>('/checkpin', { pin: '1234' })

    expect(answer).toEqual({ pass: true, echoed: { pin: '1234' } })
    expect(seen.map((s) => [s.method, s.path, s.token])).toEqual([
      ['POST', '/demo/checkpin', 'stale-token'],
      ['GET', '/demo/csrf', 'stale-token'],
      ['POST', '/demo/checkpin', 'fresh-token'],
    ])
    expect(seen[2]!.body).toBe(seen[0]!.body)
  })

  it('leaves the new token in place, so the next call needs no retry', async () => {
    await api.post('/checkpin', { pin: '1234' })
    seen = []
    await api.put('/orderitems/1', { status: 'Close' })
    expect(seen.map((s) => [s.method, s.token])).toEqual([['PUT', 'fresh-token']])
  })

  it('is retried only once: a second 419 reaches the caller with the server message', async () => {
    rotateAfterCsrf = true
    const failure = await api.post('/checkpin', { pin: '1234' }).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 419, message: MESSAGES.csrfMismatch, fromServer: true })
    expect(seen.map((s) => s.path)).toEqual(['/demo/checkpin', '/demo/csrf', '/demo/checkpin'])
  })

  it('is not retried when the caller says so', async () => {
    const failure = await request('POST', '/demo/checkpin', { body: {}, retryOn419: false }).catch(
      (e: unknown) => e,
    )
    expect(failure).toMatchObject({ status: 419 })
    expect(seen).toHaveLength(1)
  })

  it('says so when no new token can be had, and sends nothing more', async () => {
    csrfStatus = 500
    const failure = await api.post('/checkpin', { pin: '1234' }).catch((e: unknown) => e)
    expect(failure).toMatchObject({ status: 500, message: 'Could not renew the security token.' })
    expect(seen.map((s) => s.path)).toEqual(['/demo/checkpin', '/demo/csrf'])
  })
})

describe('an answer held with its tag (reuseUnchanged)', () => {
  const held = { reuseUnchanged: true }
  it('is asked for with its tag, and a 304 gives back the same value without a body', async () => {
    catalogueVersion = 1
    const first = await api.get<{ name: string }[]>('/stocks', held)
    const again = await api.get<{ name: string }[]>('/stocks', held)
    expect(again).toBe(first)
    expect(seen.map((s) => s.held)).toEqual([undefined, 'W/"v1"'])

    catalogueVersion = 2
    const changed = await api.get<{ name: string }[]>('/stocks', held)
    expect(changed).toEqual([{ id: 1, name: 'Bear v2' }])
    expect(seen.map((s) => s.held)).toEqual([undefined, 'W/"v1"', 'W/"v1"'])
    expect(await api.get('/stocks', held)).toBe(changed)
  })

  it('is fetched once when asked for again while on its way', async () => {
    catalogueVersion = 4
    const [first, second] = await Promise.all([api.get('/stocks', held), api.get('/stocks', held)])
    expect(second).toBe(first)
    expect(seen).toHaveLength(1)
  })

  it('is not asked about by a call that does not ask for it', async () => {
    catalogueVersion = 3
    await api.get('/stocks', held)
    await api.get('/stocks')
    expect(seen.map((s) => s.held)).toEqual([expect.anything(), undefined])
  })
})

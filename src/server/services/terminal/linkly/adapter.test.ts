import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import linklyNotifications from '../../../routes/terminal/linkly'
import { startFakeLinkly, type FakeLinkly } from '../../../test/fakeLinkly'
import { TerminalUnreachable, type PairedTerminal, type TerminalEvent } from '../port'
import { makeLinklyAdapter, type LinklyAdapter } from './adapter'
import type { LinklyConfig } from './config'
import { notifyAuthorization } from './notifyAuthorization'
import { LinklyPairingError, pairLinkly } from './pairing'

const SECRET = 'k'.repeat(40)

let fake: FakeLinkly
let app: FastifyInstance
let config: LinklyConfig
let adapter: LinklyAdapter
let terminal: PairedTerminal
const events: { id: string; event: TerminalEvent }[] = []

function eventsOf(id: string) {
  return events.filter((e) => e.id === id).map((e) => e.event)
}

async function post(path: string, body: unknown, authorization?: string) {
  return fetch(`${config.notifyUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

beforeAll(async () => {
  fake = await startFakeLinkly()
  app = Fastify({ logger: false }).withTypeProvider<TypeBoxTypeProvider>()
  // The adapter needs the route's address and the route the adapter: it is filled in below.
  let read: LinklyAdapter['read'] = () => ({ verdict: 'not-found' })
  const sink = async (id: string, event: TerminalEvent) => {
    events.push({ id, event })
  }
  await app.register(linklyNotifications, {
    adapter: { read: (n) => read(n) } as LinklyAdapter,
    deliver: (_tenant, id, event) => sink(id, event),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  config = {
    authUrl: fake.url,
    apiUrl: fake.url,
    notifyUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    notifySecret: SECRET,
    posName: 'Ceremony POS',
    posVersion: 'v1.0.0',
    posVendorId: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
  }
  adapter = makeLinklyAdapter(config, sink, { timeoutMs: 500 })
  read = (n) => adapter.read(n)
  const settings = await pairLinkly(config, { ...fake.credentials, tenant: 'monash' })
  terminal = {
    id: 1,
    universityId: 1,
    adapter: 'linkly',
    label: 'Counter 1',
    settings: { ...settings },
  }
})

afterAll(async () => {
  await app.close()
  await fake.close()
})

beforeEach(() => {
  fake.script('approve')
  fake.hangStatus = false
})

describe('pairing', () => {
  it('turns the username, password and pair code into a secret and a POS id of its own', () => {
    expect(terminal.settings).toMatchObject({ tenant: 'monash' })
    expect(terminal.settings.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(terminal.settings.posId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('says what to check when Linkly refuses the pair code', async () => {
    await expect(
      pairLinkly(config, { ...fake.credentials, pairCode: '000000', tenant: 'monash' }),
    ).rejects.toThrow(LinklyPairingError)
  })
})

describe('a purchase', () => {
  it('is sent in async mode and its displays and approval come through the route', async () => {
    const id = crypto.randomUUID()
    await adapter.purchase(terminal, { id, amountCents: 1250 })
    await fake.settled(id)

    const sent = fake.transactions.get(id)!
    expect(sent.request).toMatchObject({
      TxnType: 'P',
      AmtPurchase: 1250,
      TxnRef: id.replaceAll('-', '').slice(0, 16).toUpperCase(),
    })
    expect(sent.notification?.Uri).toBe(
      `${config.notifyUrl}/monash/terminal/linkly/{{sessionid}}/{{type}}`,
    )
    expect(eventsOf(id)).toEqual([
      { kind: 'display', text: 'PRESENT CARD' },
      { kind: 'display', text: 'PROCESSING PLEASE WAIT' },
      {
        kind: 'outcome',
        outcome: {
          state: 'approved',
          receipt: expect.stringMatching(/^RFN\d{6}$/),
          authCode: '123456',
          card: 'VISA ····1234',
        },
      },
    ])
    expect(fake.deliveries.slice(-4).map((d) => d.status)).toEqual([204, 204, 204, 204])
    expect(await adapter.status(terminal, id)).toMatchObject({ state: 'approved' })
  })

  it('declined by the bank gives the reason in plain words', async () => {
    fake.script('decline')
    const id = crypto.randomUUID()
    await adapter.purchase(terminal, { id, amountCents: 500 })
    await fake.settled(id)
    expect(eventsOf(id).at(-1)).toEqual({
      kind: 'outcome',
      outcome: { state: 'declined', reason: 'Not enough funds on the card' },
    })
    expect(await adapter.status(terminal, id)).toEqual({
      state: 'declined',
      reason: 'Not enough funds on the card',
    })
  })

  it('passes a duplicate result and a late display on as they come; the route answers 204', async () => {
    for (const script of ['duplicate', 'out-of-order'] as const) {
      fake.script(script)
      const id = crypto.randomUUID()
      await adapter.purchase(terminal, { id, amountCents: 100 })
      await fake.settled(id)
      expect(eventsOf(id).map((e) => e.kind)).toEqual(
        script === 'duplicate'
          ? ['display', 'display', 'outcome', 'outcome']
          : ['display', 'display', 'outcome', 'display'],
      )
    }
  })

  it('whose answer is lost is TerminalUnreachable, and the status tells it was approved', async () => {
    fake.script('drop-answer')
    const id = crypto.randomUUID()
    await expect(adapter.purchase(terminal, { id, amountCents: 700 })).rejects.toThrow(
      TerminalUnreachable,
    )
    expect(eventsOf(id)).toEqual([])
    expect(await adapter.status(terminal, id)).toMatchObject({ state: 'approved' })
  })

  it('cancelled with the cancel key ends cancelled', async () => {
    fake.script('wait')
    const id = crypto.randomUUID()
    await adapter.purchase(terminal, { id, amountCents: 900 })
    await fake.settled(id)
    expect(await adapter.status(terminal, id)).toEqual({
      state: 'in-progress',
      display: 'PRESENT CARD',
    })
    await adapter.cancel(terminal, id)
    await fake.settled(id)
    expect(eventsOf(id).at(-1)).toEqual({ kind: 'outcome', outcome: { state: 'cancelled' } })
    expect(await adapter.status(terminal, id)).toEqual({ state: 'cancelled' })
  })
})

describe('the status', () => {
  it('of a session Linkly never saw is unknown', async () => {
    expect(await adapter.status(terminal, crypto.randomUUID())).toEqual({ state: 'unknown' })
  })

  it('that hangs ends in TerminalUnreachable at the timeout', async () => {
    fake.hangStatus = true
    const started = Date.now()
    await expect(adapter.status(terminal, crypto.randomUUID())).rejects.toThrow(TerminalUnreachable)
    expect(Date.now() - started).toBeLessThan(2_000)
  })
})

describe('a refund', () => {
  it("is TxnType R with the amount and the original purchase's reference", async () => {
    const id = crypto.randomUUID()
    const original = { id: crypto.randomUUID(), receipt: 'RFN000042' }
    await adapter.refund(terminal, { id, amountCents: 4500, original })
    await fake.settled(id)
    expect(fake.transactions.get(id)!.request).toMatchObject({
      TxnType: 'R',
      AmtPurchase: 4500,
      PurchaseAnalysisData: { RFN: 'RFN000042' },
    })
    expect(eventsOf(id).at(-1)).toMatchObject({ kind: 'outcome', outcome: { state: 'approved' } })
  })
})

describe('tokens', () => {
  const tokenRequests = () => fake.requests.filter((r) => r.path === '/v1/tokens/cloudpos').length

  it('are kept until near expiry and asked again once when Linkly refuses one', async () => {
    const before = tokenRequests()
    await adapter.status(terminal, crypto.randomUUID())
    await adapter.status(terminal, crypto.randomUUID())
    expect(tokenRequests()).toBe(before)

    fake.revokeTokens()
    expect(await adapter.status(terminal, crypto.randomUUID())).toEqual({ state: 'unknown' })
    expect(tokenRequests()).toBe(before + 1)
  })

  it('close to expiry are renewed before the call', async () => {
    fake.tokenSeconds = 30
    const fresh = makeLinklyAdapter(config, async () => {}, { timeoutMs: 500 })
    const before = tokenRequests()
    await fresh.status(terminal, crypto.randomUUID())
    await fresh.status(terminal, crypto.randomUUID())
    expect(tokenRequests()).toBe(before + 2)
    fake.tokenSeconds = 3600
  })
})

describe('Linkly out of reach', () => {
  it('is TerminalUnreachable for a purchase, a status and a cancel', async () => {
    const gone = makeLinklyAdapter(
      { ...config, authUrl: 'http://127.0.0.1:9', apiUrl: 'http://127.0.0.1:9' },
      async () => {},
      { timeoutMs: 500 },
    )
    const id = crypto.randomUUID()
    await expect(gone.purchase(terminal, { id, amountCents: 100 })).rejects.toThrow(
      TerminalUnreachable,
    )
    await expect(gone.status(terminal, id)).rejects.toThrow(TerminalUnreachable)
    await expect(gone.cancel(terminal, id)).rejects.toThrow(TerminalUnreachable)
  })
})

describe('the notification route', () => {
  const approved = { Response: { Success: true, ResponseCode: '00', AuthCode: 1, Pan: '1234' } }

  it('refuses a wrong secret or another university with 401, and passes nothing on', async () => {
    const id = crypto.randomUUID()
    const wrong = await post(`/monash/terminal/linkly/${id}/transaction`, approved, 'Bearer nope')
    const missing = await post(`/monash/terminal/linkly/${id}/transaction`, approved)
    const otherUniversity = await post(
      `/deakin/terminal/linkly/${id}/transaction`,
      approved,
      notifyAuthorization(SECRET, 'monash', id),
    )
    expect([wrong.status, missing.status, otherUniversity.status]).toEqual([401, 401, 401])
    expect(eventsOf(id)).toEqual([])
  })

  it('answers 404 to a session id that is not one', async () => {
    const answer = await post('/monash/terminal/linkly/1234/transaction', approved, 'Bearer x')
    expect(answer.status).toBe(404)
  })

  it('answers no body with a 5xx', async () => {
    const id = crypto.randomUUID()
    const auth = notifyAuthorization(SECRET, 'monash', id)
    const bodies = [
      '[1,2]',
      '"text"',
      '{"Response": 5}',
      '{',
      '{}',
      '{"Response": {"DisplayText": 7}}',
    ]
    const statuses = []
    for (const body of bodies) {
      statuses.push((await post(`/monash/terminal/linkly/${id}/display`, body, auth)).status)
    }
    expect(statuses.every((status) => status < 500)).toBe(true)
    expect(statuses.at(-1)).toBe(204)
  })
})

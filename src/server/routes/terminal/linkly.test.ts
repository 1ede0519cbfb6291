import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stock } from '../../../domain/contract/stock'
import type { KioskTerminal } from '../../../domain/contract/terminal'
import { orders, terminalAttempts } from '../../db/schema'
import { pairLinkly } from '../../services/terminal/linkly/pairing'
import { notifyAuthorization } from '../../services/terminal/linkly/notifyAuthorization'
import { pairKiosk } from '../../services/terminal/pairing'
import { DEMO_MANAGER_PIN } from '../../demo/seed'
import { approval } from '../../test/corrections'
import { TestClient } from '../../test/client'
import { startFakeLinkly, type FakeLinkly } from '../../test/fakeLinkly'
import { count, universityId } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { stockNamed } from '../../test/stockFixtures'
import { attemptOf, cardSale, ordersPaidBy, pay, pollUntil, settled } from '../../test/terminal'

const SECRET = 'n'.repeat(40)

let fake: FakeLinkly
let server: TestServer
let operator: TestClient
let bear: Stock

async function pairWithLinkly(client: TestClient, tenant: string) {
  await client.get(`/${tenant}/terminal`) // the kiosk's device cookie
  const linkly = server.app.config.linkly!
  await pairKiosk(server.db, {
    universityId: await universityId(server.db, tenant),
    kiosk: client.cookie('pos_kiosk')!,
    adapter: 'linkly',
    label: 'Counter 1 terminal',
    settings: { ...(await pairLinkly(linkly, { ...fake.credentials, tenant })) },
  })
}

beforeAll(async () => {
  fake = await startFakeLinkly()
  server = await startServer({
    config: {
      terminal: 'linkly',
      linkly: {
        authUrl: fake.url,
        apiUrl: fake.url,
        notifyUrl: 'http://127.0.0.1:1',
        notifySecret: SECRET,
        posName: 'Ceremony POS',
        posVersion: 'v1.0.0',
        posVendorId: '1b0c6a1e-4d3c-4bb0-9a57-0b1f3c1e2d4f',
      },
    },
  })
  // The server's port is known once it listens; the adapter reads this setting at each call.
  server.app.config.linkly!.notifyUrl = server.url
  operator = await TestClient.loggedIn(server.url, 'demo')
  await pairWithLinkly(operator, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
})
afterAll(async () => {
  await server?.close()
  await fake?.close()
})

const sale = async () => ({
  purpose: 'sale',
  sale: await cardSale(server.db, 'demo', [{ stock: bear }]),
})

function notify(tenant: string, id: string, type: string, body: unknown, authorization?: string) {
  return fetch(`${server.url}/${tenant}/terminal/linkly/${id}/${type}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify(body),
  })
}

describe('a kiosk with no Linkly terminal paired', () => {
  it('is not paired on first use, and its card payment is refused naming its code', async () => {
    const kiosk = await TestClient.loggedIn(server.url, 'demo')
    const shown = await kiosk.get<KioskTerminal>('/demo/terminal')
    expect(shown.body).toMatchObject({ terminal: null, kiosk_code: expect.stringMatching(/^K-/) })
    const code = shown.body.kiosk_code
    const before = await count(server.db, terminalAttempts)
    const refused = await pay(kiosk, 'demo', await sale())
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({
      message: `No card terminal is paired with this kiosk (${code}). A manager pairs it in the back office, Card terminals.`,
    })
    expect(await count(server.db, terminalAttempts)).toBe(before)
  })
})

describe('a kiosk paired with a Linkly terminal', () => {
  it('is paid through Linkly: the display is relayed and the order saved with its reference', async () => {
    fake.script('wait')
    const sent = await pay(operator, 'demo', await sale())
    expect(sent.status).toBe(201)
    expect(fake.transactions.get(sent.body.id)!.request).toMatchObject({
      TxnType: 'P',
      AmtPurchase: 3500,
    })
    const shown = await pollUntil(operator, 'demo', sent.body.id, (a) => a.display !== null)
    expect(shown).toMatchObject({ state: 'waiting', display: 'PRESENT CARD' })
    await fake.finish(sent.body.id, 'approve')
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done.state).toBe('approved')
    expect(done.result).toMatchObject({ card: 'VISA ····1234', auth_code: '123456' })
    expect(done.order).toMatchObject({ type: 'Order#Eftpos', amount: 35 })
    expect(await ordersPaidBy(server.db, sent.body.id)).toBe(1)
  })

  it('saves the sale once when Linkly sends the result twice, and a late display changes nothing', async () => {
    for (const script of ['duplicate', 'out-of-order'] as const) {
      fake.script(script)
      const sent = await pay(operator, 'demo', await sale())
      await fake.settled(sent.body.id)
      const done = await pollUntil(operator, 'demo', sent.body.id, settled)
      expect(done.state, script).toBe('approved')
      expect(await ordersPaidBy(server.db, sent.body.id), script).toBe(1)
      expect((await attemptOf(server.db, sent.body.id)).state, script).toBe('approved')
    }
    expect(fake.deliveries.every((d) => d.status === 204)).toBe(true)
  })

  it('declined by the bank: the reason in plain words and no order', async () => {
    fake.script('decline')
    const sent = await pay(operator, 'demo', await sale())
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done).toMatchObject({
      state: 'declined',
      reason: 'Not enough funds on the card',
      order: null,
    })
  })

  it("whose answer was lost: the recovery job asks Linkly's status and saves the sale once", async () => {
    fake.script('drop-answer')
    const sent = await pay(operator, 'demo', await sale())
    expect(sent.status).toBe(201)
    expect(sent.body.state).toBe('checking')
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done.state).toBe('approved')
    expect(await ordersPaidBy(server.db, sent.body.id)).toBe(1)
  })

  it('cancelled by the operator: the cancel key goes to Linkly and the attempt ends cancelled', async () => {
    fake.script('wait')
    const sent = await pay(operator, 'demo', await sale())
    await pollUntil(operator, 'demo', sent.body.id, (a) => a.display === 'PRESENT CARD')
    const cancelled = await operator.post(`/demo/terminal/payments/${sent.body.id}/cancel`)
    expect(cancelled.status).toBe(200)
    await fake.settled(sent.body.id)
    const done = await pollUntil(operator, 'demo', sent.body.id, settled)
    expect(done).toMatchObject({ state: 'cancelled', order: null })
    expect(fake.requests.some((r) => r.path === `/v1/sessions/${sent.body.id}/sendkey`)).toBe(true)
  })
})

describe('a refund on a Linkly terminal', () => {
  it("is TxnType R for the item's price with the original purchase's reference", async () => {
    fake.script('approve')
    const sent = await pay(operator, 'demo', await sale())
    const paid = await pollUntil(operator, 'demo', sent.body.id, settled)
    const item = paid.order!.order_items[0]!
    const refund = await pay(operator, 'demo', {
      purpose: 'refund',
      refund: { orderItemId: item.id, ...approval(DEMO_MANAGER_PIN) },
    })
    expect(refund.status).toBe(201)
    const done = await pollUntil(operator, 'demo', refund.body.id, settled)
    expect(done).toMatchObject({ state: 'approved', refunded: { id: item.id, status: 'Refunded' } })
    expect(fake.transactions.get(refund.body.id)!.request).toMatchObject({
      TxnType: 'R',
      AmtPurchase: 3500,
      PurchaseAnalysisData: { RFN: paid.result!.receipt },
    })
  })
})

describe('the notification route', () => {
  const approved = {
    ResponseType: 'transaction',
    Response: { Success: true, ResponseCode: '00', AuthCode: 1, Pan: '5555', CardType: 'VISA' },
  }

  it('refuses a wrong secret and another university, and changes nothing', async () => {
    fake.script('wait')
    const sent = await pay(operator, 'demo', await sale())
    const id = sent.body.id
    const before = await count(server.db, orders)
    const statuses = [
      (await notify('demo', id, 'transaction', approved, 'Bearer forged')).status,
      (await notify('demo', id, 'transaction', approved)).status,
      // Signed for demo, sent as northbridge's: the address's university must match.
      (
        await notify(
          'northbridge',
          id,
          'transaction',
          approved,
          notifyAuthorization(SECRET, 'demo', id),
        )
      ).status,
      // Signed for northbridge (only the server's key could): still not northbridge's attempt.
      (
        await notify(
          'northbridge',
          id,
          'transaction',
          approved,
          notifyAuthorization(SECRET, 'northbridge', id),
        )
      ).status,
    ]
    expect(statuses).toEqual([401, 401, 401, 204])
    expect(await count(server.db, orders)).toBe(before)
    expect((await attemptOf(server.db, id)).resolvedAt).toBeNull()
    await fake.finish(id, 'decline')
    await pollUntil(operator, 'demo', id, settled)
  })

  it('answers 204 for a Linkly transaction it does not know and 404 for a malformed id, changing nothing', async () => {
    const attempts = await count(server.db, terminalAttempts)
    const ordersBefore = await count(server.db, orders)
    const unknown = randomUUID()
    const answer = await notify(
      'demo',
      unknown,
      'transaction',
      approved,
      notifyAuthorization(SECRET, 'demo', unknown),
    )
    expect(answer.status).toBe(204)
    expect((await notify('demo', 'abc', 'transaction', approved, 'Bearer x')).status).toBe(404)
    expect(await count(server.db, terminalAttempts)).toBe(attempts)
    expect(await count(server.db, orders)).toBe(ordersBefore)
  })

  it('answers no body with a 5xx', async () => {
    const id = randomUUID()
    const auth = notifyAuthorization(SECRET, 'demo', id)
    for (const body of [[1], 'x', { Response: 1 }, { Response: { Success: 'yes' } }, null]) {
      const answer = await notify('demo', id, 'transaction', body, auth)
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
    }
  })
})

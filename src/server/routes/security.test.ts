import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Order } from '../../domain/contract/order'
import type { OrderItem } from '../../domain/contract/orderItem'
import { MESSAGES } from '../../domain/messages'
import { DEMO_PASSWORD, DEMO_PIN, demoEmail } from '../demo/seed'
import { TestClient, type Answer, type RequestOptions } from '../test/client'
import { ceremonyOf } from '../test/fixtures'
import { orderPayload } from '../test/orderPayload'
import { stockNamed } from '../test/stockFixtures'
import { savePushedOrder } from '../test/testSales'
import { startServer, type TestServer } from '../test/harness'
import { snapshot } from '../test/snapshot'

/** Ids of one university's rows that every route can be pointed at. */
interface Fixture {
  tenant: string
  studentId: string
  ceremonyId: number
  bear: { id: number; price: number }
  upgradeStockId: number
  /** A pushed order with two open items. */
  orderId: number
  redeemItemId: number
  upgradeItemId: number
  /** An item created by an upgrade that recorded an email. */
  upgradedItemId: number
}

let server: TestServer
let demo: TestClient
let north: TestClient
const fixtures: Record<string, Fixture> = {}

async function fixtureFor(client: TestClient, tenant: string, studentId: string): Promise<Fixture> {
  const bear = await stockNamed(server.db, tenant, 'Graduation Bear')
  const upgradeStock = await stockNamed(server.db, tenant, 'Premium Photography Package')
  const order = await savePushedOrder(client, server, tenant, [
    { stock: bear },
    { stock: bear, qty: 2 },
  ])
  const other = await savePushedOrder(client, server, tenant, [{ stock: bear }])
  const upgraded = await client.put<{ upgraded: OrderItem; order: Order }>(`/${tenant}/orderitem`, {
    fromOrderItemID: other.order_items[0]!.id,
    toStock: { id: upgradeStock.id },
    type: 'Cash',
    email: 'upgrade@example.com',
  })
  if (upgraded.status !== 200) throw new Error(upgraded.text)
  return {
    tenant,
    studentId,
    ceremonyId: await ceremonyOf(server.db, tenant),
    bear: { id: bear.id, price: bear.price },
    upgradeStockId: upgradeStock.id,
    orderId: order.id,
    redeemItemId: order.order_items[0]!.id,
    upgradeItemId: order.order_items[1]!.id,
    upgradedItemId: upgraded.body.upgraded.id,
  }
}

beforeAll(async () => {
  server = await startServer()
  demo = await TestClient.loggedIn(server.url, 'demo')
  north = await TestClient.loggedIn(server.url, 'northbridge')
  fixtures.demo = await fixtureFor(demo, 'demo', '41001001')
  fixtures.northbridge = await fixtureFor(north, 'northbridge', '52001001')
})
afterAll(async () => {
  await server?.close()
})

interface Route {
  name: string
  method: 'GET' | 'POST' | 'PUT'
  path: (f: Fixture) => string
  body?: (f: Fixture) => unknown
}

/** Every API call of a university, with a request that is valid for the fixture's own session. */
const ROUTES: Route[] = [
  { name: 'ceremonies', method: 'GET', path: (f) => `/${f.tenant}/ceremonies?days=3` },
  { name: 'stocks', method: 'GET', path: (f) => `/${f.tenant}/stocks` },
  { name: 'students', method: 'GET', path: (f) => `/${f.tenant}/students/${f.studentId}` },
  { name: 'order search', method: 'GET', path: (f) => `/${f.tenant}/orders?name=a` },
  { name: 'push status', method: 'GET', path: (f) => `/${f.tenant}/ges/orders/${f.orderId}` },
  {
    name: 'save order',
    method: 'POST',
    path: (f) => `/${f.tenant}/orders`,
    body: (f) => orderPayload(f.ceremonyId, [{ stock: f.bear }]),
  },
  {
    name: 'checkpin',
    method: 'POST',
    path: (f) => `/${f.tenant}/checkpin`,
    body: () => ({ pin: DEMO_PIN }),
  },
  {
    name: 'push',
    method: 'POST',
    path: (f) => `/${f.tenant}/ges/orders/${f.orderId}`,
    body: () => ({}),
  },
  {
    name: 'redeem',
    method: 'PUT',
    path: (f) => `/${f.tenant}/orderitems/${f.redeemItemId}`,
    body: () => ({ status: 'Close' }),
  },
  {
    name: 'upgrade',
    method: 'PUT',
    path: (f) => `/${f.tenant}/orderitem`,
    body: (f) => ({
      fromOrderItemID: f.upgradeItemId,
      toStock: { id: f.upgradeStockId },
      type: 'Cash',
      email: 'u@example.com',
    }),
  },
  {
    name: 'confirmation',
    method: 'POST',
    path: (f) => `/${f.tenant}/orders/${f.orderId}/confirmation`,
    body: () => ({ email: 'receipt@example.com' }),
  },
  {
    name: 'upgrade confirmation',
    method: 'POST',
    path: (f) => `/${f.tenant}/orderitem/${f.upgradedItemId}`,
    body: () => ({}),
  },
]

const call = (client: TestClient, route: Route, f: Fixture, options: RequestOptions = {}) =>
  client.request(route.method, route.path(f), {
    ...(route.body ? { json: route.body(f) } : {}),
    ...options,
  })

function expectReadableRefusal(answer: Answer, label: string) {
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
  expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
  expect(typeof answer.body?.message, `${label}: ${answer.text.slice(0, 200)}`).toBe('string')
}

describe('tenant isolation', () => {
  it("every API route with a session of the other university answers 403 and writes nothing; the owner's session is served", async () => {
    const f = fixtures.northbridge!
    const before = await snapshot(server.db)
    for (const route of ROUTES) {
      const answer = await call(demo, route, f)
      expect(answer.status, route.name).toBe(403)
      expect(answer.body.message, route.name).toBe('This session belongs to another university.')
    }
    expect(await snapshot(server.db)).toEqual(before)
    for (const route of ROUTES) {
      const answer = await call(north, route, f)
      expect(answer.status, `${route.name}: ${answer.text}`).toBeLessThan(300)
    }
  })
})

describe('CSRF', () => {
  const changing = ROUTES.filter((r) => r.method !== 'GET')

  it('every state-changing API route without the token, or with a wrong one, answers 419 and writes nothing', async () => {
    const f = fixtures.demo!
    const before = await snapshot(server.db)
    for (const route of changing) {
      for (const headers of [
        {},
        { 'x-csrf-token': 'not-the-token' },
        { 'x-csrf-token': north.csrfToken! },
      ] as Record<string, string>[]) {
        const answer = await call(demo, route, f, { csrf: false, headers })
        expect(answer.status, route.name).toBe(419)
        expect(answer.body, route.name).toEqual({ message: MESSAGES.csrfMismatch })
      }
      // A token in the body must be this session's too.
      const body = { ...(route.body!(f) as object), _token: 'not-the-token' }
      const inBody = await demo.request(route.method, route.path(f), { json: body, csrf: false })
      expect(inBody.status, route.name).toBe(419)
    }
    // A visitor without any session is refused the same way.
    const stranger = server.client()
    for (const route of changing)
      expect((await call(stranger, route, f)).status, route.name).toBe(419)
    expect(await snapshot(server.db)).toEqual(before)

    // The same requests with the token are served.
    for (const route of changing) {
      const answer = await call(demo, route, f)
      expect(answer.status, `${route.name}: ${answer.text}`).toBeLessThan(300)
    }
  })

  it('login and logout without the token answer 419 and write nothing', async () => {
    const guest = server.client()
    await guest.fetchCsrf('demo')
    const staff = await TestClient.loggedIn(server.url, 'demo')
    const before = await snapshot(server.db)
    const login = await guest.post(
      '/demo/login',
      { email: demoEmail('demo'), password: DEMO_PASSWORD },
      { csrf: false },
    )
    expect(login.status).toBe(419)
    expect(login.body).toEqual({ message: MESSAGES.csrfMismatch })
    const logout = await staff.post('/demo/logout', {}, { csrf: false })
    expect(logout.status).toBe(419)
    expect(await snapshot(server.db)).toEqual(before)
    expect((await staff.get('/demo/stocks')).status).toBe(200)
  })
})

const huge = 'x'.repeat(10_000)
const NUL = 'a\u0000b'
const HALF_PAIR = '\ud800'

/** Bodies that no route should accept, whatever it expects. */
const RAW_BODIES: { label: string; body: string; contentType: string; notAnObject?: true }[] = [
  { label: 'not JSON', body: 'not json', contentType: 'application/json' },
  { label: 'cut-off JSON', body: '{"email":', contentType: 'application/json' },
  { label: 'empty JSON body', body: '', contentType: 'application/json' },
  {
    label: 'prototype pollution',
    body: '{"__proto__":{"polluted":true}}',
    contentType: 'application/json',
  },
  {
    label: 'constructor pollution',
    body: '{"constructor":{"prototype":{"polluted":true}}}',
    contentType: 'application/json',
  },
  { label: 'plain text', body: 'hello', contentType: 'text/plain' },
  { label: 'a form', body: 'email=a&password=b', contentType: 'application/x-www-form-urlencoded' },
  {
    label: 'too large',
    body: JSON.stringify({ email: 'x'.repeat(300 * 1024) }),
    contentType: 'application/json',
  },
  { label: 'a list', body: '[]', contentType: 'application/json', notAnObject: true },
  { label: 'a string', body: '"text"', contentType: 'application/json', notAnObject: true },
  { label: 'a number', body: '42', contentType: 'application/json', notAnObject: true },
  { label: 'null', body: 'null', contentType: 'application/json', notAnObject: true },
  {
    label: 'deeply nested lists',
    body: `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    contentType: 'application/json',
    notAnObject: true,
  },
]

/** Wrong types, missing fields, huge and unstorable text and out-of-range numbers, per route. */
function fieldCases(
  f: Fixture,
): { route: string; method: 'POST' | 'PUT'; path: string; bodies: unknown[] }[] {
  const order = orderPayload(f.ceremonyId, [{ stock: f.bear }])
  const line = order.stocks[0]!
  const address = {
    extra_streetname1: '1 St',
    extra_city: 'Carlton',
    extra_state: 'VIC',
    extra_postcode: '3053',
    extra_country: 'Australia',
  }
  const upgrade = {
    fromOrderItemID: f.upgradeItemId,
    toStock: { id: f.upgradeStockId },
    type: 'Cash',
  }
  return [
    {
      route: 'login',
      method: 'POST',
      path: `/${f.tenant}/login`,
      bodies: [
        {},
        { email: demoEmail(f.tenant) },
        { email: 1, password: 'x' },
        { email: demoEmail(f.tenant), password: {} },
        { email: demoEmail(f.tenant), password: DEMO_PASSWORD, remember: 'yes' },
        { email: huge, password: 'x' },
        { email: 'staff@x.example', password: huge },
        { email: NUL, password: 'x' },
        { email: `${HALF_PAIR}@x.example`, password: 'x' },
        { email: 'staff@x.example', password: NUL },
      ],
    },
    {
      route: 'save order',
      method: 'POST',
      path: `/${f.tenant}/orders`,
      bodies: [
        {},
        { ...order, stocks: 'bear' },
        { ...order, stocks: [] },
        { ...order, stocks: [{ ...line, id: -1 }] },
        { ...order, stocks: [{ ...line, id: 1.5 }] },
        { ...order, stocks: [{ ...line, id: 2_147_483_648 }] },
        { ...order, stocks: [{ ...line, id: 1e20 }] },
        { ...order, stocks: [{ ...line, qty: 0 }] },
        { ...order, stocks: [{ ...line, qty: 1000 }] },
        { ...order, stocks: [{ ...line, qty: '1' }] },
        { ...order, stocks: [{ ...line, colour: { name: '', value: '' } }] },
        { ...order, stocks: [{ ...line, colour: 'Navy' }] },
        { ...order, stocks: Array(101).fill(line) },
        { ...order, ceremony_id: 2_147_483_648 },
        { ...order, ceremony_id: '1' },
        { ...order, ceremony_id: 0 },
        { ...order, customer_id: 1e20 },
        { ...order, customer_id: -1 },
        { ...order, amount: 'lots' },
        { ...order, amount: -1 },
        { ...order, amount: 1e308, paid: 1e308 },
        { ...order, mode: 'other' },
        { ...order, type: 'Order#Card' },
        { ...order, name: huge },
        { ...order, phone: 'x'.repeat(251) },
        { ...order, mode: 'normal', name: NUL, lastname: 'X' },
        { ...order, name: HALF_PAIR },
        { ...order, address: 'somewhere' },
        { ...order, address: { ...address, extra_city: 5 } },
        { ...order, address: { ...address, extra_city: NUL } },
        { ...order, address: { ...address, [NUL]: 'x' } },
        { ...order, address: { ...address, extra_state: huge } },
        { ...order, email: `${HALF_PAIR}@x.example` },
      ],
    },
    {
      route: 'checkpin',
      method: 'POST',
      path: `/${f.tenant}/checkpin`,
      bodies: [
        {},
        { pin: 1234 },
        { pin: null },
        { pin: 'x'.repeat(33) },
        { pin: `12${NUL}` },
        { pin: HALF_PAIR },
      ],
    },
    {
      route: 'push',
      method: 'POST',
      path: `/${f.tenant}/ges/orders/${f.orderId}`,
      bodies: [{ _token: 5 }],
    },
    {
      route: 'redeem',
      method: 'PUT',
      path: `/${f.tenant}/orderitems/${f.redeemItemId}`,
      bodies: [
        {},
        { status: 5 },
        { status: null },
        { status: 'Open' },
        { status: huge },
        { status: NUL },
      ],
    },
    {
      route: 'upgrade',
      method: 'PUT',
      path: `/${f.tenant}/orderitem`,
      bodies: [
        {},
        { ...upgrade, fromOrderItemID: String(f.upgradeItemId) },
        { ...upgrade, fromOrderItemID: -1 },
        { ...upgrade, fromOrderItemID: 2_147_483_648 },
        { ...upgrade, fromOrderItemID: undefined, originalID: 2_147_483_648 },
        { ...upgrade, toStock: 'photo' },
        { ...upgrade, toStock: { id: 'a' } },
        { ...upgrade, toStock: { id: 2_147_483_648 } },
        { ...upgrade, toStock: undefined, upgradedStock: { id: 1e20 } },
        { ...upgrade, toStock: { id: f.upgradeStockId, colour: 'Navy' } },
        { ...upgrade, type: 'cash' },
        { ...upgrade, email: 5 },
        { ...upgrade, email: huge },
        { ...upgrade, email: `${HALF_PAIR}@x.example` },
        { ...upgrade, email: `a${NUL}@x.example` },
      ],
    },
    {
      route: 'confirmation',
      method: 'POST',
      path: `/${f.tenant}/orders/${f.orderId}/confirmation`,
      bodies: [
        {},
        { email: 5 },
        { email: null },
        { email: huge },
        { email: `a${NUL}@x.example` },
        { email: `${HALF_PAIR}@x.example` },
      ],
    },
    {
      route: 'upgrade confirmation',
      method: 'POST',
      path: `/${f.tenant}/orderitem/${f.upgradedItemId}`,
      bodies: [{ _token: 5 }],
    },
  ]
}

const BAD_IDS = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999',
  '%00',
  '%20',
  '%ED%A0%80',
  'x'.repeat(300),
]

describe('malformed requests', () => {
  it('every route refuses malformed bodies with a readable 4xx and writes nothing', async () => {
    const f = fixtures.demo!
    const guest = server.client()
    await guest.fetchCsrf('demo')
    const before = await snapshot(server.db)
    for (const { route, method, path } of fieldCases(f)) {
      const client = route === 'login' ? guest : demo
      for (const raw of RAW_BODIES) {
        const answer = await client.request(method, path, {
          body: raw.body,
          headers: { 'content-type': raw.contentType },
        })
        expectReadableRefusal(answer, `${route} with ${raw.label}`)
      }
    }
    for (const { route, method, path, bodies } of fieldCases(f)) {
      const client = route === 'login' ? guest : demo
      for (const [index, body] of bodies.entries()) {
        const answer = await client.request(method, path, { json: body })
        expectReadableRefusal(answer, `${route} case ${index} ${JSON.stringify(body).slice(-120)}`)
      }
    }
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('logout refuses a body it cannot read and keeps the session', async () => {
    // Logout reads no body, so any JSON or text is as good as none there; unreadable bodies are refused.
    const leaving = await TestClient.loggedIn(server.url, 'demo')
    const before = await snapshot(server.db)
    for (const raw of RAW_BODIES.filter((r) => !r.notAnObject && r.contentType !== 'text/plain')) {
      const answer = await leaving.request('POST', '/demo/logout', {
        body: raw.body,
        headers: { 'content-type': raw.contentType },
      })
      expectReadableRefusal(answer, `logout with ${raw.label}`)
    }
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('fields the contract does not know are never a server failure, however deep', async () => {
    const f = fixtures.demo!
    // Too deep for JSON.stringify here, so the JSON text is put together by hand.
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    const withJunk = (value: object, inside?: string) => {
      const json = JSON.stringify(
        inside
          ? { ...value, [inside]: { ...(value as Record<string, object>)[inside], junk: 0 } }
          : { ...value, junk: 0 },
      )
      return json.replace('"junk":0', `"junk":${deep}`)
    }
    const order = orderPayload(f.ceremonyId, [{ stock: f.bear }])
    const address = {
      extra_streetname1: '1 St',
      extra_city: 'C',
      extra_state: 'V',
      extra_postcode: '3',
      extra_country: 'A',
    }
    for (const [path, body] of [
      ['/demo/orders', withJunk(order)],
      ['/demo/orders', withJunk({ ...order, address }, 'address')],
      ['/demo/checkpin', withJunk({ pin: DEMO_PIN })],
      [`/demo/orders/${f.orderId}/confirmation`, withJunk({ email: 'deep@example.com' })],
    ] as const) {
      const answer = await demo.request('POST', path, {
        body,
        headers: { 'content-type': 'application/json' },
      })
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
    }
  })

  it('every route with an id in its path refuses ids that are not ids with a readable 4xx', async () => {
    const before = await snapshot(server.db)
    for (const id of BAD_IDS) {
      for (const [method, path, json] of [
        ['GET', `/demo/ges/orders/${id}`, undefined],
        ['POST', `/demo/ges/orders/${id}`, {}],
        ['PUT', `/demo/orderitems/${id}`, { status: 'Close' }],
        ['POST', `/demo/orders/${id}/confirmation`, { email: 'a@example.com' }],
        ['POST', `/demo/orderitem/${id}`, {}],
      ] as const) {
        const answer = await demo.request(method, path, json === undefined ? {} : { json })
        expectReadableRefusal(answer, `${method} ${path}`)
      }
    }
    expect(await snapshot(server.db)).toEqual(before)
  })

  it('searches and lookups refuse or ignore malformed terms, never failing', async () => {
    const before = await snapshot(server.db)
    const paths = [
      '/demo/students/%00',
      '/demo/students/%ED%A0%80',
      '/demo/students/%E0%A4%A',
      `/demo/students/${'1'.repeat(51)}`,
      '/demo/ceremonies?days=%00',
      '/demo/ceremonies?days=1&days=2',
      '/demo/ceremonies?days=-1',
      '/demo/orders?name=%00',
      '/demo/orders?email=a%00b',
      '/demo/orders?phone=%ED%A0%80',
      '/demo/orders?orderid=%00',
      '/demo/orders?studentid=%00',
      '/demo/orders?type=name&value=%00',
      '/demo/orders?name=a&name=b',
      '/demo/orders?pre=%00&name=a',
      `/demo/orders?name=${huge}`,
    ]
    for (const path of paths) {
      const answer = await demo.get(path)
      expect(answer.status, `${path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500)
      if (answer.status >= 400) expectReadableRefusal(answer, path)
      else expect(answer.body, path).toEqual([])
    }
    expect(await snapshot(server.db)).toEqual(before)
  })
})

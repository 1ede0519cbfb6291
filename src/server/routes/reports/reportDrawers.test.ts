import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import dayjs from 'dayjs'
import type { Drawer } from '../../../domain/contract/drawer'
import type { ReportDrawer } from '../../../domain/contract/drawer'
import { isoDay } from '../../../domain/dates'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { ceremonyOf } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { orderPayload } from '../../test/orderPayload'
import { stockNamed } from '../../test/stockFixtures'

let server: TestServer
let manager: TestClient
let closed: Drawer
let open: Drawer
let ceremonyId: number
const today = isoDay()

beforeAll(async () => {
  server = await startServer()
  ceremonyId = await ceremonyOf(server.db, 'demo')
  const bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  const a = await TestClient.loggedIn(server.url, 'demo')
  const b = await TestClient.loggedIn(server.url, 'demo')
  expect((await a.post('/demo/drawer/open', { float: 100 })).status).toBe(201)
  // $35.00 paid with $50.00.
  const sale = orderPayload(ceremonyId, [{ stock: bear }], { tendered: 50 })
  expect((await a.post('/demo/orders', sale)).status).toBe(201)
  await a.post('/demo/drawer/movements', { type: 'in', amount: 10, reason: 'Coins' })
  await a.post('/demo/drawer/movements', { type: 'out', amount: 5, reason: 'Tape' })
  // $139.95 counted against $140.00.
  const counts = { '100': 1, '20': 1, '10': 1, '5': 1, '2': 2, '0.5': 1, '0.2': 2, '0.05': 1 }
  const close = await a.post<Drawer>('/demo/drawer/close', { counts, pin: DEMO_PIN })
  expect(close.status, close.text).toBe(200)
  closed = close.body
  const opened = await b.post<Drawer>('/demo/drawer/open', { float: 20 })
  expect(opened.status).toBe(201)
  open = opened.body
  manager = await TestClient.loggedIn(server.url, 'demo')
  expect((await manager.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })).body.pass).toBe(true)
})
afterAll(async () => {
  await server?.close()
})

const drawersOf = async (query: string) => {
  const answer = await manager.get(`/demo/reports/takings?${query}`)
  expect(answer.status, answer.text).toBe(200)
  return answer.body.drawers as ReportDrawer[]
}

describe("the takings report's drawers (the Z report)", () => {
  it('lists the drawers of its days: counted, expected and the variance, or so far', async () => {
    const drawers = await drawersOf(`from=${today}&to=${today}`)
    expect(drawers).toEqual([
      {
        id: closed.id,
        kiosk: closed.kiosk,
        opened_by: closed.opened_by.name,
        opened_at: closed.opened_at,
        float: 100,
        cash_in: 10,
        cash_out: 5,
        expected: 140,
        counted: 139.95,
        variance: -0.05,
        counted_by: closed.counted_by!.name,
        closed_at: closed.closed_at,
      },
      {
        id: open.id,
        kiosk: open.kiosk,
        opened_by: open.opened_by.name,
        opened_at: open.opened_at,
        float: 20,
        cash_in: 0,
        cash_out: 0,
        expected: 20,
        counted: null,
        variance: null,
        counted_by: null,
        closed_at: null,
      },
    ])
  })

  it("lists a ceremony's day's drawers, and none of other days", async () => {
    const ofCeremony = await drawersOf(`ceremony=${ceremonyId}`)
    expect(ofCeremony.map((d) => d.id)).toEqual([closed.id, open.id])
    const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD')
    expect(await drawersOf(`from=${yesterday}&to=${yesterday}`)).toEqual([])
  })
})

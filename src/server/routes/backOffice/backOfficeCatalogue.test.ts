import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { AdminCatalogue, AdminStock } from '../../../domain/contract/backOfficeCatalogue'
import type { Order } from '../../../domain/contract/order'
import type { OrderPayload } from '../../../domain/contract/requests'
import type { Stock } from '../../../domain/contract/stock'
import { pinSealer, type PinSealer } from '../../../client/offline/pinSeal'
import { auditLog, orderItems, orders, stockCounts, stocks } from '../../db/schema'
import { DEMO_MANAGER_PIN } from '../../demo/seed'
import { TestClient } from '../../test/client'
import { approval, saveSaleWithEmail } from '../../test/corrections'
import { ceremonyOf, count } from '../../test/fixtures'
import { startServer, type TestServer } from '../../test/harness'
import { managerClient } from '../../test/managers'
import { orderPayload } from '../../test/orderPayload'
import { stockNamed } from '../../test/stockFixtures'

let server: TestServer
let manager: TestClient
let kiosk: TestClient
let ceremonyId: number
let seal: PinSealer

beforeAll(async () => {
  server = await startServer()
  manager = await managerClient(server.url, 'demo')
  kiosk = await TestClient.loggedIn(server.url, 'demo')
  ceremonyId = await ceremonyOf(server.db, 'demo')
  const { boot } = await kiosk.page('/demo/pos')
  seal = await pinSealer(boot!.offlineKey!)
})
afterAll(async () => {
  await server?.close()
})

const api = '/demo/admin/api/catalogue'
const stock = (name: string) => stockNamed(server.db, 'demo', name)
const listed = async (id: number) =>
  (await manager.get<AdminCatalogue>(api)).body.stocks.find((s) => s.id === id) as AdminStock
const setCount = (id: number, onHand: number | null, ceremony: number | null = null) =>
  manager.put<AdminStock>(`${api}/${id}/count`, { ceremony_id: ceremony, on_hand: onHand })
const onHand = async (id: number, ceremony: number | null = null) =>
  (await server.db.select().from(stockCounts).where(eq(stockCounts.stockId, id))).find(
    (c) => c.ceremonyId === ceremony,
  )?.onHand ?? null
const sell = (item: Pick<Stock, 'id' | 'price'>, extra: Partial<OrderPayload> = {}, qty = 1) =>
  kiosk.post<Order>('/demo/orders', orderPayload(ceremonyId, [{ stock: item, qty }], extra))
const form = (s: AdminStock, changes: Record<string, unknown> = {}) => ({
  type: s.type,
  name: s.name,
  price: String(s.price),
  colours: s.colours,
  require_address: s.require_address,
  ceremony_id: s.ceremony_id,
  active: s.active,
  ...changes,
})
const audits = (action: string, id: number) =>
  count(server.db, auditLog, and(eq(auditLog.action, action), eq(auditLog.subject, `stock:${id}`)))

describe('the catalogue in the back office', () => {
  it('lists the stocks by category with price, colours, address rule and count', async () => {
    const answer = await manager.get<AdminCatalogue>(api)
    expect(answer.status).toBe(200)
    const types = answer.body.stocks.map((s) => s.type)
    expect(types).toEqual([...types].sort())
    const bear = answer.body.stocks.find((s) => s.name === 'Graduation Bear')
    expect(bear).toMatchObject({ price: 35, active: true, on_hand: null, require_address: false })
    expect(answer.body.ceremonies.length).toBeGreaterThan(0)
  })

  it('a new price applies to new sales; a past order keeps what was paid', async () => {
    const plaque = await stock('Presentation Photo Pack')
    const before = await sell(plaque)
    expect(before.status, before.text).toBe(201)
    const edited = await manager.put<AdminStock>(
      `${api}/${plaque.id}`,
      form(await listed(plaque.id), { price: '142.50' }),
    )
    expect(edited.status, edited.text).toBe(200)
    expect(edited.body.price).toBe(142.5)

    const [kept] = await server.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, before.body.id))
    expect(kept!.amount).toBe('75.00')
    const [order] = await server.db.select().from(orders).where(eq(orders.id, before.body.id))
    expect(order!.paid).toBe('75.00')
    // The old price is refused now; the new one sells.
    expect((await sell(plaque)).status).toBe(422)
    const after = await sell({ id: plaque.id, price: 142.5 })
    expect(after.status, after.text).toBe(201)
    expect(after.body.amount).toBe(142.5)
    expect(await audits('stock.edit', plaque.id)).toBe(1)
  })

  it('refuses a bad price or colour in plain words and changes nothing', async () => {
    const plaque = await stock('Deluxe Degree Plaque')
    const shown = await listed(plaque.id)
    const bad = await manager.put(
      `${api}/${plaque.id}`,
      form(shown, { price: 'ten dollars', colours: [{ name: 'Navy', value: 'blue' }] }),
    )
    expect(bad.status).toBe(422)
    expect(bad.body.errors.price).toEqual(['Price "ten dollars" is not an amount like 12.50.'])
    expect(bad.body.errors.colours[0]).toMatch(/is not a list of colours like Navy:#1f2a44/)
    expect(await listed(plaque.id)).toEqual(shown)
    expect(await audits('stock.edit', plaque.id)).toBe(0)
  })

  it('takes a stock off sale: the kiosk no longer lists it, and it can be put back', async () => {
    const video = await stock('Ceremony Video USB')
    const off = await manager.put(
      `${api}/${video.id}`,
      form(await listed(video.id), { active: false }),
    )
    expect(off.status, off.text).toBe(200)
    const card = await kiosk.get<Stock[]>('/demo/stocks?view=card')
    expect(card.body.map((s) => s.id)).not.toContain(video.id)
    await manager.put(`${api}/${video.id}`, form(await listed(video.id), { active: true }))
    const back = await kiosk.get<Stock[]>('/demo/stocks?view=card')
    expect(back.body.map((s) => s.id)).toContain(video.id)
  })
})

describe('stock on hand', () => {
  it('a sale takes from the count; past zero the operator must confirm, and it is flagged', async () => {
    const bear = await stock('Graduation Bear')
    expect((await setCount(bear.id, 1)).body.on_hand).toBe(1)
    expect(await audits('stock.count', bear.id)).toBe(1)
    const counts = await kiosk.get(`/demo/stock-counts?ceremony=${ceremonyId}`)
    expect(counts.body.counts[String(bear.id)]).toBe(1)

    expect((await sell(bear)).status).toBe(201)
    expect(await onHand(bear.id)).toBe(0)

    const refused = await sell(bear)
    expect(refused.status).toBe(409)
    expect((refused.body as unknown as { message: string }).message).toMatch(
      /^Sold out — sell anyway\? Graduation Bear has none left/,
    )
    expect(await onHand(bear.id)).toBe(0)

    const confirmed = await sell(bear, { sell_beyond_count: true })
    expect(confirmed.status, confirmed.text).toBe(201)
    expect(await onHand(bear.id)).toBe(-1)
    const [row] = await server.db.select().from(orders).where(eq(orders.id, confirmed.body.id))
    expect(row!.json['oversold']).toEqual([
      { stock_id: bear.id, name: 'Graduation Bear', on_hand: 0, qty: 1 },
    ])
    const reporter = await TestClient.loggedIn(server.url, 'demo')
    await reporter.post('/demo/checkpin', { pin: DEMO_MANAGER_PIN })
    const report = await reporter.get(`/demo/reports/takings?ceremony=${ceremonyId}`)
    expect(report.status, report.text).toBe(200)
    expect(report.body.sold_beyond_count).toContainEqual(
      expect.objectContaining({
        order_id: confirmed.body.id,
        items: ['Graduation Bear: 1 sold, 0 counted'],
        offline: false,
      }),
    )
  })

  it('an offline sale is never refused for stock: it is taken and flagged', async () => {
    const keyring = await stock('Charm Bear Keyring')
    await setCount(keyring.id, 0)
    const answer = await kiosk.post<Order>(
      '/demo/orders',
      orderPayload(ceremonyId, [{ stock: keyring, qty: 2 }], {
        mode: 'normal',
        offline: {
          number: 'K7QX-9001',
          sold_at: new Date().toISOString(),
          pin: await seal('1234'),
        },
      }),
      { headers: { 'idempotency-key': `offline-stock-${Date.now()}` } },
    )
    expect(answer.status, answer.text).toBe(201)
    expect(await onHand(keyring.id)).toBe(-2)
    const [row] = await server.db.select().from(orders).where(eq(orders.id, answer.body.id))
    expect(row!.json['oversold']).toEqual([
      { stock_id: keyring.id, name: 'Charm Bear Keyring', on_hand: 0, qty: 2 },
    ])
  })

  it('a stock with no count sells as before, and takes nothing', async () => {
    const video = await stock('Ceremony Video Download')
    expect((await sell(video, {}, 40)).status).toBe(201)
    expect(await onHand(video.id)).toBeNull()
  })

  it("a ceremony's own count is taken before the stock's", async () => {
    const portrait = await stock('Degree Presentation Photo')
    await setCount(portrait.id, 10)
    await setCount(portrait.id, 2, ceremonyId)
    expect((await listed(portrait.id)).ceremony_counts).toEqual([
      { ceremony_id: ceremonyId, on_hand: 2 },
    ])
    expect((await sell(portrait)).status).toBe(201)
    expect(await onHand(portrait.id, ceremonyId)).toBe(1)
    expect(await onHand(portrait.id)).toBe(10)
    // Cleared, the ceremony sells from the stock's own count again.
    await setCount(portrait.id, null, ceremonyId)
    expect((await sell(portrait)).status).toBe(201)
    expect(await onHand(portrait.id)).toBe(9)
  })

  it('a void gives back what was sold, and a refund its item, in the same change', async () => {
    const posy = await stock('Graduation Posy')
    const rose = await stock('Rose Bouquet')
    await setCount(posy.id, 5)
    await setCount(rose.id, 5)
    const voided = await saveSaleWithEmail(kiosk, server, 'demo', [{ stock: posy, qty: 2 }])
    expect(await onHand(posy.id)).toBe(3)
    const v = await kiosk.post(`/demo/orders/${voided.id}/void`, approval())
    expect(v.status, v.text).toBe(200)
    expect(await onHand(posy.id)).toBe(5)

    const refunded = await saveSaleWithEmail(kiosk, server, 'demo', [
      { stock: posy },
      { stock: rose },
    ])
    expect([await onHand(posy.id), await onHand(rose.id)]).toEqual([4, 4])
    const item = refunded.order_items.find((i) => i.stock_id === rose.id)!
    const r = await kiosk.post(`/demo/orderitems/${item.id}/refund`, {
      ...approval(),
      type: 'Cash',
    })
    expect(r.status, r.text).toBe(200)
    expect([await onHand(posy.id), await onHand(rose.id)]).toEqual([4, 5])
  })

  it('refuses a count for another university’s stock or ceremony', async () => {
    const [other] = await server.db
      .select({ id: stocks.id })
      .from(stocks)
      .where(eq(stocks.name, 'Graduation Bear'))
      .orderBy(stocks.id)
      .offset(1)
    expect((await setCount(other!.id, 3)).status).toBe(404)
    const bear = await stock('Graduation Bear')
    const wrong = await setCount(bear.id, 3, 2_000_000)
    expect(wrong.status).toBe(422)
  })
})

/** A noisy photo-like PNG, much larger than the card: random pixels do not compress. */
const photo = async (width: number, height: number, format: 'png' | 'jpeg' = 'png') => {
  const raw = Buffer.alloc(width * height * 3)
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + (i >> 5) * 104729) % 251
  const image = sharp(raw, { raw: { width, height, channels: 3 } })
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer())
}
const putPicture = (id: number, body: Uint8Array, type = 'image/png') =>
  manager.request('PUT', `${api}/${id}/picture`, {
    body: body as Uint8Array<ArrayBuffer>,
    headers: { 'content-type': type },
  })
const servedPicture = async (address: string) => {
  const cookie = [...kiosk.cookies].map(([name, c]) => `${name}=${c.value}`).join('; ')
  return fetch(server.url + address, { headers: { cookie } })
}

describe("a stock's picture", () => {
  it("is resized to the card's size, kept as WebP and served with caching headers", async () => {
    const frame = await stock('Photo Frame')
    const upload = await photo(640, 480)
    const answer = await putPicture(frame.id, upload)
    expect(answer.status, answer.text).toBe(200)
    expect((answer.body as AdminStock).picture).toMatch(
      new RegExp(`^/demo/stocks/${frame.id}/picture\\?v=\\d+$`),
    )
    const picture = (answer.body as AdminStock).picture!
    const served = await servedPicture(picture)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
    const bytes = Buffer.from(await served.arrayBuffer())
    // Fitted inside twice the card's 36 px box, its 4:3 shape kept.
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 72, height: 54 })
    expect(bytes.length).toBeLessThan(upload.length / 10)
    const card = await kiosk.get<Stock[]>('/demo/stocks?view=card')
    expect(card.body.find((s) => s.id === frame.id)!.images).toEqual([picture])
    expect(await audits('stock.picture', frame.id)).toBe(1)
  })

  it('is never enlarged', async () => {
    const bear = await stock('Graduation Bear')
    const answer = await putPicture(bear.id, await photo(30, 20, 'jpeg'), 'image/jpeg')
    expect(answer.status, answer.text).toBe(200)
    const served = await servedPicture((answer.body as AdminStock).picture!)
    const bytes = Buffer.from(await served.arrayBuffer())
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 30, height: 20 })
  })

  it('is refused when it cannot be decoded, and nothing is written', async () => {
    const frame = await stock('Classic Degree Frame')
    const before = await listed(frame.id)
    const whole = await photo(200, 200)
    const damaged = whole.slice(0, 200)
    const answer = await putPicture(frame.id, damaged)
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe(
      'This picture cannot be read: it may be damaged. Choose another PNG, JPEG or WebP image.',
    )
    expect(await listed(frame.id)).toEqual(before)
    expect(await audits('stock.picture', frame.id)).toBe(0)
  })

  it('is refused when the bytes are not an image, whatever the type says, or over 2 MB', async () => {
    const frame = await stock('Classic Degree Frame')
    const before = await listed(frame.id)
    const text = await putPicture(frame.id, new TextEncoder().encode('not a picture at all'))
    expect(text.status).toBe(422)
    expect(text.body.message).toBe('This file is not a picture: choose a PNG, JPEG or WebP image.')
    const big = new Uint8Array(2 * 1024 * 1024 + 10)
    big.set(await photo(4, 4))
    const large = await putPicture(frame.id, big)
    expect(large.status).toBe(422)
    expect(large.body.message).toBe('This picture is larger than 2 MB: choose a smaller one.')
    expect(await listed(frame.id)).toEqual(before)
  })
})

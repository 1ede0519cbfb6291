import { delay, http, HttpResponse } from 'msw'
import type { Drawer } from '../../src/domain/contract/drawer'
import type { Order } from '../../src/domain/contract/order'
import type { OrderItem } from '../../src/domain/contract/orderItem'
import type { OrderPayload } from '../../src/domain/contract/requests'
import type { UpgradeBody } from '../../src/domain/contract/upgrade'
import { nameWithColour } from '../../src/domain/sale/colour'
import { centsToDollars, toCents } from '../../src/domain/sale/money'
import { phoneMatches, phoneSearch } from '../../src/domain/e164'
import { readCashTender } from '../../src/domain/sale/tender'
import { orderIdFromDisplay } from '../../src/domain/orderNumber'
import { itemTypeOfStock } from '../../src/domain/stockTypes'
import { itemUnitCents } from '../../src/domain/upgradeItem'
import { isUpgradeAllowed, upgradeCost } from '../../src/domain/upgrade'
import { ceremonies, ceremoniesWithin, stocks } from '../fixtures/catalogue'
import { pushedOrder, students } from '../fixtures/people'
import { fakeDrawerHandlers } from './fakeDrawer'
import { fakeSaveOrder } from './fakeSale'
import { fakeTerminalHandlers, type FakeTerminalOutcome } from './fakeTerminal'

export interface FakeApiOptions {
  orders?: Order[]
  /** Milliseconds each answer waits, to show the spinner. */
  latency?: number
  /** What the card terminal does with a card: approve unless told. */
  terminal?: FakeTerminalOutcome
}

/**
 * An in-memory stand-in for the server, for stories that walk a whole flow. It follows the same
 * rules as the real one where a story can see them: prices from the catalogue, PIN 1234, one
 * redemption per item, references on push.
 */
export function createFakeApi(options: FakeApiOptions = {}) {
  const state = {
    orders: structuredClone(options.orders ?? [pushedOrder]),
    saved: [] as OrderPayload[],
    /** Idempotency-Key → the order saved under it, as the real server keeps them. */
    keys: new Map<string, number>(),
    confirmations: [] as { orderId: number; email: string }[],
    upgradeEmails: [] as number[],
    /** Every upgrade the kiosk sent, as sent. */
    upgradeBodies: [] as UpgradeBody[],
    pushes: [] as number[],
    /** The operator of the PIN last checked, spent by the next normal-mode sale. */
    pinOperator: null as number | null,
    nextOrderId: 500,
    nextItemId: 900,
    /** This kiosk's open cash drawer. */
    drawer: null as Drawer | null,
    terminal: options.terminal ?? ('approve' as FakeTerminalOutcome),
  }
  const wait = () => delay(options.latency ?? 0)
  const findItem = (id: number) => {
    for (const order of state.orders) {
      const item = order.order_items.find((i) => i.id === id)
      if (item) return { order, item }
    }
    return null
  }

  /** The save of POST /orders, also what an approved card sale saves. */
  function saveSale(payload: unknown, key: string | null): Response {
    const result = fakeSaveOrder(payload, {
      catalogue: stocks,
      ceremonies,
      pinOperator: state.pinOperator,
      orderId: state.nextOrderId,
      nextItemId: () => state.nextItemId++,
      template: pushedOrder,
    })
    if (!result.ok) {
      return HttpResponse.json({ message: result.message, errors: result.errors }, { status: 422 })
    }
    const order = result.value
    state.nextOrderId++
    state.saved.push(payload as OrderPayload)
    // One PIN entry pays for one sale, as on the server.
    if (order.json.mode === 'normal') state.pinOperator = null
    state.orders.push(order)
    if (key) state.keys.set(key, order.id)
    return HttpResponse.json(order, { status: 201 })
  }

  /** The upgrade of PUT /orderitem, also what an approved card upgrade applies. */
  function applyUpgrade(body: UpgradeBody): Response {
    state.upgradeBodies.push(body)
    const found = findItem(body.fromOrderItemID ?? body.originalID ?? 0)
    const target = body.toStock ?? body.upgradedStock
    const stock = stocks.find((s) => s.id === target?.id)
    if (!found || !stock || !target)
      return HttpResponse.json({ message: 'Order item not found.' }, { status: 404 })
    if (found.item.json.upgraded)
      return HttpResponse.json({ message: 'This item has already been upgraded.' }, { status: 409 })
    const unit = itemUnitCents(found.item)
    const original = {
      stock_id: found.item.stock_id,
      type: found.item.type,
      unitPriceCents: unit,
    }
    if (!isUpgradeAllowed(original, stock))
      return HttpResponse.json(
        { message: 'This product is not an upgrade of the original item.' },
        { status: 422 },
      )
    const cost = upgradeCost(unit, toCents(stock.price), found.item.qty)
    const { tender, errors } = readCashTender(
      body.type === 'Cash',
      body.tendered,
      cost.payableCents,
    )
    if (errors.tendered)
      return HttpResponse.json({ message: errors.tendered[0], errors }, { status: 422 })
    const upgraded: OrderItem = {
      ...found.item,
      id: state.nextItemId++,
      stock_id: stock.id,
      name: nameWithColour(stock.type, stock.name, target.colour ?? null),
      type: itemTypeOfStock(stock.type),
      amount: centsToDollars(cost.newCents),
      json: {
        ...(target.colour ? { colour: target.colour } : {}),
        upgraded_from: found.item.id,
        upgrade: {
          payable: centsToDollars(cost.payableCents),
          gst: centsToDollars(cost.gstCents),
          payment_type: body.type,
          email: body.email ?? null,
          ...(tender
            ? { tendered: centsToDollars(tender.tendered), change: centsToDollars(tender.change) }
            : {}),
        },
      },
    }
    found.item.json = { ...found.item.json, upgraded: true, upgraded_to: upgraded.id }
    found.order.order_items.push(upgraded)
    found.order.amount = centsToDollars(toCents(found.order.amount) + cost.payableCents)
    return HttpResponse.json({ upgraded, order: found.order })
  }

  const handlers = [
    http.get('/demo/csrf', () => HttpResponse.json({ token: 'story-csrf-token' })),
    http.get('/demo/ceremonies', async ({ request }) => {
      await wait()
      const days = Number(new URL(request.url).searchParams.get('days') ?? 365)
      return HttpResponse.json(ceremoniesWithin(days))
    }),
    http.get('/demo/stocks', async () => {
      await wait()
      return HttpResponse.json(stocks)
    }),
    // No stock is counted in the flows: the store sells as it did before counts.
    http.get('/demo/stock-counts', () => HttpResponse.json({ counts: {} })),
    http.get('/demo/students/:id', async ({ params }) => {
      await wait()
      return HttpResponse.json(students.filter((s) => s.student_id === params.id))
    }),
    http.get('/demo/orders', async ({ request }) => {
      await wait()
      const query = new URL(request.url).searchParams
      const pre = query.get('pre') !== 'false'
      const pos = query.get('pos') !== 'false'
      const matches = state.orders.filter((order) => {
        if (order.is_pos_order ? !pos : !pre) return false
        const value = (key: string) => query.get(key)?.toLowerCase() ?? null
        if (value('orderid') !== null) return order.id === orderIdFromDisplay(value('orderid')!)
        if (value('studentid') !== null)
          return order.customer?.student_id.toLowerCase() === value('studentid')
        if (value('name') !== null)
          return `${order.name} ${order.lastname}`.toLowerCase().includes(value('name')!)
        const phone = query.get('phone')
        if (phone !== null) return phoneMatches(order.phone ?? '', phoneSearch(phone))
        if (value('email') !== null)
          return (order.email ?? '').toLowerCase().includes(value('email')!)
        return false
      })
      // Newest first, a page at a time, as the server pages with limit and offset.
      const offset = Number(query.get('offset') ?? 0)
      const limit = Number(query.get('limit') ?? 100)
      const page = [...matches].sort((a, b) => b.id - a.id).slice(offset, offset + limit)
      return HttpResponse.json(page)
    }),
    http.post('/demo/checkpin', async ({ request }) => {
      await wait()
      const { pin } = (await request.json()) as { pin: string }
      if (pin !== '1234') return HttpResponse.json({ pass: false })
      state.pinOperator = 1
      return HttpResponse.json({ pass: true, operator: { id: 1, name: 'Demo Staff' } })
    }),
    http.post('/demo/orders', async ({ request }) => {
      await wait()
      const key = request.headers.get('idempotency-key')
      const replay = key ? state.orders.find((o) => o.id === state.keys.get(key)) : undefined
      if (replay) return HttpResponse.json(replay, { status: 201 })
      return saveSale(await request.json(), key)
    }),
    http.post('/demo/ges/orders/:id', async ({ params }) => {
      await wait()
      const order = state.orders.find((o) => o.id === Number(params.id))
      if (!order) return HttpResponse.json({ message: 'Order not found.' }, { status: 404 })
      state.pushes.push(order.id)
      const reference = order.json.ges_order_id ?? `R7${String(order.id).padStart(5, '0')}`
      order.json = { ...order.json, ges_order_id: reference }
      order.order_items.forEach(
        (item, index) => (item.json = { ...item.json, ges_line_id: `${reference}-${index + 1}` }),
      )
      return HttpResponse.json({ pushed: true, reference })
    }),
    http.put('/demo/orderitems/:id', async ({ params }) => {
      await wait()
      const found = findItem(Number(params.id))
      if (!found) return HttpResponse.json({ message: 'Order item not found.' }, { status: 404 })
      if (found.item.status === 'Close') {
        return HttpResponse.json(
          { message: `"${found.item.name}" has already been redeemed.` },
          { status: 409 },
        )
      }
      found.item.status = 'Close'
      return HttpResponse.json(found.item)
    }),
    http.put('/demo/orderitem', async ({ request }) => {
      await wait()
      return applyUpgrade((await request.json()) as UpgradeBody)
    }),
    http.post('/demo/orders/:id/confirmation', async ({ params, request }) => {
      await wait()
      const { email } = (await request.json()) as { email: string }
      state.confirmations.push({ orderId: Number(params.id), email })
      return HttpResponse.json({ sent: true, mail_id: 1 })
    }),
    http.post('/demo/orderitem/:id', async ({ params }) => {
      await wait()
      state.upgradeEmails.push(Number(params.id))
      return HttpResponse.json({ sent: true, mail_id: 1 })
    }),
    ...fakeDrawerHandlers(state),
    ...fakeTerminalHandlers(
      () => state.terminal,
      (body) =>
        body.purpose === 'sale'
          ? saveSale(body.sale, null)
          : body.purpose === 'upgrade'
            ? applyUpgrade(body.upgrade)
            : HttpResponse.json({ message: 'No refunds here.' }, { status: 404 }),
    ),
  ]
  return { handlers, state }
}

import type { Order } from '../domain/contract/order'
import type { TerminalAttempt, TerminalPaymentBody } from '../domain/contract/terminal'
import { centsToDollars } from '../domain/sale/money'
import { pinSealer, type PinSealer } from '../client/offline/pinSeal'
import { DEMO_MANAGER_PIN, DEMO_PIN } from '../server/demo/demoLogins'
import { TestClient } from '../server/test/client'
import { orderPayload } from '../server/test/orderPayload'
import { CORRECTION_KEY, type CardAttempt, type Ledger, type Sale, type SaleLine } from './ledger'
import type { Random } from './random'
import { attempt, expect, persist, sleep } from './transport'
import { changeFor, countsOf } from './cash'

export interface Counter {
  ceremonyId: number
  stocks: { id: number; price: number; cents: number }[]
  ledger: Ledger
  /** A fault of any kind is on now. */
  faultOn(): boolean
}

export interface KioskLink {
  url: string
  /** The kiosk's network is cut: it knows before it starts a sale, as the browser does. */
  offline(): boolean
}

const FLOAT_CENTS = 20_000
/** How often the kiosk asks after a card payment, and how long its operator waits before Cancel. */
const POLL_MS = 250
const GIVE_UP_MS = 3_000
const TENANT = '/demo'

/** One kiosk at the counter: it sells as its operator would, through the API the kiosk uses. */
export class Kiosk {
  private client: TestClient
  private seal: PinSealer | null = null
  private drawerId = 0
  private drawerCents = FLOAT_CENTS
  private queue: Sale[] = []
  private made = 0
  private upgraded = 0
  private paying = false
  private readonly id: string

  constructor(
    readonly index: number,
    private readonly link: KioskLink,
    private readonly counter: Counter,
    private readonly random: Random,
    /** Upgrades' own draws, so that adding them leaves the rest of a seed's day as it was. */
    private readonly upgrades: Random,
  ) {
    this.client = new TestClient(link.url)
    this.id = `K${String(index).padStart(2, '0')}`
  }

  /** Logs in, keeps the page's key for sealing offline PINs and opens the cash drawer. */
  async open() {
    const login = await this.client.login('demo')
    if (login.status !== 200) throw new Error(`${this.id} login answered ${login.status}`)
    const page = expect(await persist(() => this.client.get(`${TENANT}/pos`)), 200, 'kiosk page')
    const key = /"offlineKey":"([^"]+)"/.exec(page.text)?.[1]
    if (!key) throw new Error('The kiosk page carries no offline key.')
    this.seal = await pinSealer(key)
    const drawer = expect(
      await persist(() =>
        this.client.post(`${TENANT}/drawer/open`, { float: centsToDollars(FLOAT_CENTS) }),
      ),
      201,
      'drawer open',
    )
    this.drawerId = drawer.body.drawer?.id ?? drawer.body.id
    this.drawerCents = FLOAT_CENTS
  }

  /** One moment of the day: a sale, and now and then a lookup, redeem, void or refund. */
  async act() {
    try {
      await this.moment()
    } catch (error) {
      this.counter.ledger.problems.push(`kiosk ${this.index}: ${(error as Error).message}`)
    }
  }

  private async moment() {
    await this.sell()
    if (this.link.offline()) return
    if (this.random.chance(0.2)) await this.lookUp()
    if (this.random.chance(0.1)) await this.redeem()
    if (this.upgrades.chance(0.1)) await this.upgradeOne()
    if (this.random.chance(0.05)) await this.voidOne()
    if (this.random.chance(0.05)) await this.refundOne()
    if (this.queue.length) await this.sync()
  }

  private lines(): SaleLine[] {
    const count = this.random.int(1, 2)
    return Array.from({ length: count }, () => {
      const stock = this.random.pick(this.counter.stocks)
      return { stockId: stock.id, cents: stock.cents }
    })
  }

  private async sell() {
    const n = ++this.made
    const key = `rehearsal-sale-${this.id}-${n}`
    const lines = this.lines()
    const cents = lines.reduce((sum, line) => sum + line.cents, 0)
    const payment = this.random.chance(0.5) ? 'Cash' : 'Eftpos'
    const normal = this.random.chance(0.5)
    const email = this.random.chance(0.6) ? `${this.id}-${n}@rehearsal.example`.toLowerCase() : null
    const tendered = payment === 'Cash' ? (cents + changeFor(this.random, cents)) / 100 : undefined
    const payload = orderPayload(
      this.counter.ceremonyId,
      lines.map((l) => ({ stock: this.counter.stocks.find((s) => s.id === l.stockId)! })),
      {
        type: payment === 'Cash' ? 'Order#Cash' : 'Order#Eftpos',
        mode: normal ? 'normal' : 'stage',
        name: normal ? 'Rehearsal' : '',
        lastname: normal ? `${this.id}x${n}` : '',
        phone: normal ? '0412345678' : '',
        // A customer at the counter gives an address; a receipt is sent to it only if they ask.
        email: normal ? `${this.id}-${n}@rehearsal.example`.toLowerCase() : '',
        ...(tendered === undefined ? {} : { tendered }),
        sell_beyond_count: true,
      },
    )
    const sale: Sale = {
      key,
      kiosk: this.index,
      orderId: null,
      offlineNumber: null,
      payment,
      lines,
      items: [],
      cents,
      email,
      voided: false,
      redeemed: false,
      refundedItems: [],
      upgraded: false,
    }
    if (this.link.offline()) return this.keep(sale, payload)
    const started = performance.now()
    const duringFault = this.counter.faultOn()
    const offline = () => this.link.offline()
    if (normal) {
      const pin = await persist(
        () => this.client.post(`${TENANT}/checkpin`, { pin: DEMO_PIN }),
        offline,
      )
      if (!pin) return this.keep(sale, payload)
      expect(pin, 200, 'checkpin')
    }
    if (sale.payment === 'Eftpos') {
      if ((await this.card(sale, payload, started, duringFault)) !== 'cancelled') return
      // The terminal did not answer and the operator cancelled: the customer pays cash instead.
      sale.payment = 'Cash'
      const tender = (sale.cents + changeFor(this.random, sale.cents)) / 100
      Object.assign(payload, { type: 'Order#Cash', tendered: tender })
      // The PIN went with the card payment: the operator enters it again for the cash sale.
      if (normal) {
        const again = await persist(
          () => this.client.post(`${TENANT}/checkpin`, { pin: DEMO_PIN }),
          offline,
        )
        if (!again) return this.keep(sale, payload)
        expect(again, 200, 'checkpin')
      }
    }
    this.counter.ledger.keysSent.add(key)
    const send = () =>
      this.client.post<Order>(`${TENANT}/orders`, payload, { headers: { 'idempotency-key': key } })
    const answer = await persist(send, offline)
    // Unanswered and the network gone: the kiosk keeps the sale with the same key, as it does.
    if (!answer) return this.keep(sale, payload)
    expect(answer, 201, `sale ${key}`)
    this.counter.ledger.latencies.push({ ms: performance.now() - started, duringFault })
    this.saved(sale, answer.body as Order)
    await this.afterSave(sale)
  }

  /**
   * An online EFTPOS sale as the kiosk makes it: the sale sent to the terminal with its key, and
   * on approval the order the server saved with it.
   */
  private async card(
    sale: Sale,
    payload: ReturnType<typeof orderPayload>,
    started: number,
    duringFault: boolean,
  ): Promise<CardAttempt['state']> {
    const key = `rehearsal-card-${this.id}-${this.made}`
    const card = await this.pay(key, { purpose: 'sale', sale: payload }, sale.cents)
    if (card?.state !== 'approved') return (card?.state ?? 'declined') as CardAttempt['state']
    // The order is saved under the attempt's own key, which the kiosk now knows.
    sale.key = `terminal:${card.id}`
    this.counter.ledger.keysSent.add(sale.key)
    this.counter.ledger.latencies.push({ ms: performance.now() - started, duringFault })
    this.saved(sale, card.order!)
    await this.afterSave(sale)
    return card.state
  }

  /**
   * A payment sent to the terminal with its key, followed until approved, declined, or cancelled
   * by the operator when the terminal keeps them waiting. Null when the server refused to start it
   * (an upgrade of an order not numbered yet, 409), as the kiosk would show.
   */
  private async pay(
    key: string,
    body: TerminalPaymentBody,
    cents: number,
  ): Promise<TerminalAttempt | null> {
    const sent = await persist(() =>
      this.client.post<TerminalAttempt>(`${TENANT}/terminal/payments`, body, {
        headers: { 'idempotency-key': key },
      }),
    )
    if (sent?.status === 409 && body.purpose === 'upgrade') return null
    let card = expect(sent, 201, `card payment ${key}`).body as TerminalAttempt
    this.paying = true
    try {
      card = await this.follow(card)
    } finally {
      this.paying = false
    }
    this.counter.ledger.cards.push({
      id: card.id,
      purpose: body.purpose === 'upgrade' ? 'upgrade' : 'sale',
      kiosk: this.index,
      state: card.state as CardAttempt['state'],
      orderId: card.order?.id ?? null,
      cents,
    })
    return card
  }

  /** Resolves once this kiosk is between card payments, or after 3 s. */
  async betweenPayments() {
    for (const end = Date.now() + 3000; this.paying && Date.now() < end;) await sleep(50)
  }

  /** A card payment followed until it is settled; the operator cancels after GIVE_UP_MS. */
  private async follow(sent: TerminalAttempt): Promise<TerminalAttempt> {
    let card = sent
    const asked = Date.now()
    let cancelled = false
    while (card.state === 'waiting' || card.state === 'checking') {
      await sleep(POLL_MS)
      const id = card.id
      if (!cancelled && Date.now() - asked > GIVE_UP_MS) {
        cancelled = true
        const cancel = await persist(() =>
          this.client.post(`${TENANT}/terminal/payments/${id}/cancel`, {}),
        )
        if (!cancel || cancel.status >= 300)
          throw new Error(`cancel of ${id} answered ${cancel?.status}: ${cancel?.text}`)
      }
      card = expect(
        await persist(() => this.client.get<TerminalAttempt>(`${TENANT}/terminal/payments/${id}`)),
        200,
        `card payment ${id}`,
      ).body as TerminalAttempt
    }
    return card
  }

  /**
   * As the kiosk does offline: a provisional number, the PIN sealed for the server, the sale kept
   * (with its key) until the network is back, no receipt offered. The drawer counts it when sold.
   */
  private async keep(sale: Sale, payload: ReturnType<typeof orderPayload>) {
    sale.offlineNumber = `${this.id}-${String(this.made).padStart(4, '0')}`
    sale.email = null
    const offline = {
      number: sale.offlineNumber,
      sold_at: new Date().toISOString(),
      pin: await this.seal!(DEMO_PIN),
    }
    this.queue.push(Object.assign(sale, { payload: { ...payload, offline } }))
    if (sale.payment === 'Cash') this.drawerCents += sale.cents
  }

  private saved(sale: Sale, order: Order) {
    sale.orderId = order.id
    sale.items = order.order_items.map((item) => ({
      id: item.id,
      cents: this.counter.stocks.find((s) => s.id === item.stock_id)!.cents,
    }))
    this.counter.ledger.sales.push(sale)
    if (sale.payment === 'Cash' && !sale.offlineNumber) this.drawerCents += sale.cents
  }

  /** What the kiosk does once a sale is saved: push it to the ordering system, send its receipt. */
  private async afterSave(sale: Sale) {
    const id = sale.orderId!
    // Left to the outbox when the network goes: it sends what no kiosk pushed after 2 minutes.
    await persist(
      () => this.client.post(`${TENANT}/ges/orders/${id}`, {}),
      () => this.link.offline(),
    )
    if (!sale.email) return
    // Not sent again when unanswered: a kiosk that got no answer cannot know it was not sent.
    const receipt = await attempt(() =>
      this.client.post(`${TENANT}/orders/${id}/confirmation`, { email: sale.email }),
    )
    if (receipt?.status === 200) this.counter.ledger.receiptsTold.set(id, sale.email)
  }

  /** The offline queue sent in order, each with its key, stopping at the first unanswered. */
  async sync() {
    while (this.queue.length && !this.link.offline()) {
      const sale = this.queue[0]! as Sale & { payload: unknown }
      this.counter.ledger.keysSent.add(sale.key)
      const answer = await persist(
        () =>
          this.client.post<Order>(`${TENANT}/orders`, sale.payload, {
            headers: { 'idempotency-key': sale.key },
          }),
        () => this.link.offline(),
      )
      if (!answer) return
      expect(answer, 201, `offline sale ${sale.key}`)
      this.queue.shift()
      this.saved(sale, answer.body as Order)
      await this.afterSave(sale)
    }
  }

  private async lookUp() {
    const sale = this.random.pick(this.counter.ledger.sales)
    if (!sale) return
    const answer = await attempt(() =>
      this.client.get(`${TENANT}/orders?type=orderid&value=${sale.orderId! + 546674}`),
    )
    if (answer?.status === 200) this.counter.ledger.lookups++
  }

  private mine(filter: (sale: Sale) => boolean): Sale | undefined {
    const sales = this.counter.ledger.sales.filter((s) => s.kiosk === this.index && filter(s))
    return sales.length ? this.random.pick(sales) : undefined
  }

  private async redeem() {
    const sale = this.mine((s) => !s.voided && !s.redeemed && !s.refundedItems.length)
    if (!sale) return
    for (const { id: item } of sale.items) {
      const answer = await persist(() =>
        this.client.put(`${TENANT}/orderitems/${item}`, { status: 'Close' }),
      )
      // 409: already redeemed, by this request's first try that went unanswered.
      if (answer && answer.status !== 200 && answer.status !== 409)
        throw new Error(`redeem answered ${answer.status}: ${answer.text}`)
    }
    sale.redeemed = true
    this.counter.ledger.redeems++
  }

  /**
   * An item exchanged for a dearer stock, the difference paid in cash (tendered, into the drawer)
   * or EFTPOS. An order the ordering system has not numbered yet cannot be upgraded (409): the
   * operator tries another time, as at the counter.
   */
  private async upgradeOne() {
    const dearer = (cents: number) => this.counter.stocks.filter((s) => s.cents > cents)
    const sale = this.mine(
      (s) =>
        !s.voided &&
        !s.redeemed &&
        s.items.some((i) => !s.refundedItems.includes(i.id) && dearer(i.cents).length),
    )
    if (!sale) return
    const item = sale.items.find(
      (i) => !sale.refundedItems.includes(i.id) && dearer(i.cents).length,
    )!
    const to = this.upgrades.pick(dearer(item.cents))
    let payment: 'Cash' | 'Eftpos' = this.upgrades.chance(0.5) ? 'Cash' : 'Eftpos'
    const payable = to.cents - item.cents
    const tendered =
      payment === 'Cash' ? (payable + changeFor(this.upgrades, payable)) / 100 : undefined
    const body = {
      fromOrderItemID: item.id,
      toStock: { id: to.id },
      type: payment,
      email: null,
      ...(tendered === undefined ? {} : { tendered }),
      sell_beyond_count: true,
    }
    let toItem: number | null
    if (payment === 'Eftpos') {
      const key = `rehearsal-card-${this.id}-u${++this.upgraded}`
      const card = await this.pay(key, { purpose: 'upgrade', upgrade: body }, payable)
      if (card?.state === 'approved') toItem = card.upgraded?.id ?? null
      // The terminal did not answer and the operator cancelled: the customer pays cash instead.
      else if (card?.state === 'cancelled') {
        payment = 'Cash'
        const tender = (payable + changeFor(this.upgrades, payable)) / 100
        toItem = await this.upgradeFor({ ...body, type: 'Cash', tendered: tender }, sale, item.id)
      } else return
    } else toItem = await this.upgradeFor(body, sale, item.id)
    // Nothing became of the item: every try was refused.
    if (toItem === null) return
    sale.items = sale.items.map((i) => (i.id === item.id ? { id: toItem, cents: to.cents } : i))
    sale.upgraded = true
    this.counter.ledger.upgrades.push({
      kiosk: this.index,
      orderId: sale.orderId!,
      fromItem: item.id,
      toItem,
      cents: payable,
      newCents: to.cents,
      payment,
    })
    if (payment === 'Cash') this.drawerCents += payable
  }

  /**
   * The upgrade paid in cash or with a standalone EFTPOS machine: the item it became, or null when
   * the server refused it (an order not numbered yet, 409), as the operator tries another time.
   */
  private async upgradeFor(
    body: Record<string, unknown>,
    sale: Sale,
    fromItem: number,
  ): Promise<number | null> {
    let sent = false
    const answer = await persist(() => {
      const first = !sent
      sent = true
      return this.client.put(`${TENANT}/orderitem`, body).then((a) => Object.assign(a, { first }))
    })
    if (!answer) return null
    if (answer.status === 200) return answer.body.upgraded.id as number
    // A try before went through unanswered: the order shows the item it became.
    if (answer.status === 409 && !(answer as { first?: boolean }).first)
      return this.upgradedTo(sale.orderId!, fromItem)
    if (answer.status === 409) return null
    throw new Error(`upgrade of ${fromItem} answered ${answer.status}: ${answer.text}`)
  }

  private async upgradedTo(orderId: number, fromItem: number): Promise<number | null> {
    const found = expect(
      await persist(() =>
        this.client.get<Order[]>(`${TENANT}/orders?type=orderid&value=${orderId + 546674}`),
      ),
      200,
      `order ${orderId}`,
    ).body as Order[]
    const item = found[0]?.order_items.find((i) => i.json?.upgraded_from === fromItem)
    return item?.id ?? null
  }

  private async voidOne() {
    const sale = this.mine(
      (s) => !s.voided && !s.redeemed && !s.upgraded && !s.refundedItems.length,
    )
    if (!sale) return
    const key = `${CORRECTION_KEY}void-${sale.orderId}`
    expect(
      await persist(() =>
        this.client.post(
          `${TENANT}/orders/${sale.orderId}/void`,
          { pin: DEMO_MANAGER_PIN, reason: 'Rehearsal: customer changed their mind' },
          { headers: { 'idempotency-key': key } },
        ),
      ),
      200,
      `void ${sale.orderId}`,
    )
    sale.voided = true
    this.counter.ledger.corrections.push({
      kind: 'void',
      kiosk: this.index,
      orderId: sale.orderId!,
      itemId: null,
      cents: sale.cents,
      payment: sale.payment,
    })
    if (sale.payment === 'Cash') this.drawerCents -= sale.cents
  }

  private async refundOne() {
    const sale = this.mine((s) => !s.voided && s.refundedItems.length < s.items.length)
    if (!sale) return
    const { id: item, cents } = sale.items.find((i) => !sale.refundedItems.includes(i.id))!
    expect(
      await persist(() =>
        this.client.post(
          `${TENANT}/orderitems/${item}/refund`,
          { pin: DEMO_MANAGER_PIN, reason: 'Rehearsal: brought back cracked', type: sale.payment },
          { headers: { 'idempotency-key': `${CORRECTION_KEY}refund-${item}` } },
        ),
      ),
      200,
      `refund ${item}`,
    )
    sale.refundedItems.push(item)
    this.counter.ledger.corrections.push({
      kind: 'refund',
      kiosk: this.index,
      orderId: sale.orderId!,
      itemId: item,
      cents,
      payment: sale.payment,
    })
    if (sale.payment === 'Cash') this.drawerCents -= cents
  }

  /** The end of the day: the queue sent, the drawer counted (exactly what it should hold) and closed. */
  async close() {
    await this.sync()
    this.counter.ledger.unsent.push(...this.queue)
    const answer = expect(
      await persist(() =>
        this.client.post(`${TENANT}/drawer/close`, {
          counts: countsOf(this.drawerCents),
          pin: DEMO_PIN,
        }),
      ),
      200,
      'drawer close',
    )
    const drawer = answer.body.drawer ?? answer.body
    this.counter.ledger.drawers.push({
      kiosk: this.index,
      id: this.drawerId,
      expectedCents: this.drawerCents,
      closedExpectedCents: Math.round(Number(drawer.expected) * 100),
    })
  }
}

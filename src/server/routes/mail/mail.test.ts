import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Order } from '../../../domain/contract/order'
import type { Stock } from '../../../domain/contract/stock'
import { MESSAGES } from '../../../domain/messages'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { PLACEHOLDER_CUSTOMER } from '../../../domain/sale/customer'
import { auditLog, orders, sentMail } from '../../db/schema'
import { TestClient } from '../../test/client'
import { count, universityId } from '../../test/fixtures'
import { ceremonyOf } from '../../test/fixtures'
import { orderPayload } from '../../test/orderPayload'
import { colourOf, stockNamed } from '../../test/stockFixtures'
import { passPin, saveStageOrder, savePushedOrder } from '../../test/testSales'
import { makeAddress } from '../../../domain/sale/address'
import { startServer, type TestServer } from '../../test/harness'
import {
  closedSmtpUrl,
  decodedText,
  REJECTED_PREFIX,
  startSmtp,
  type TestSmtp,
} from '../../test/smtp'

let smtp: TestSmtp
/** Mail goes to the loopback SMTP server. */
let server: TestServer
/** The same database behind a server whose SMTP server is gone. */
let deadMail: TestServer
/** The same database behind a server without SMTP_URL, which writes .eml files. */
let fileMail: TestServer
let demo: TestClient
let bear: Stock
let photoPackage: Stock
/** A seeded pre-order that has reached the ordering system (it has a reference number). */
let pushed: Order

beforeAll(async () => {
  smtp = await startSmtp()
  const mail = { retryBaseMs: 200, pollMs: 100 }
  server = await startServer({ smtpUrl: smtp.url, mail })
  // Its worker stays idle, or it could take each retry first and fail it, pushing the next one
  // ever later: the queued receipt is the working server's to deliver.
  deadMail = await startServer({
    smtpUrl: await closedSmtpUrl(),
    shareDatabaseWith: server,
    mail: { ...mail, pollMs: 3_600_000 },
  })
  // Its worker stays idle too: it would write to files the mail the others queue for SMTP.
  fileMail = await startServer({ shareDatabaseWith: server, mail: { pollMs: 3_600_000 } })
  demo = await TestClient.loggedIn(server.url, 'demo')
  bear = await stockNamed(server.db, 'demo', 'Graduation Bear')
  photoPackage = await stockNamed(server.db, 'demo', 'Premium Photography Package')
  pushed = (await demo.get<Order[]>('/demo/orders?name=Lindqvist')).body[0]!
})
afterAll(async () => {
  await fileMail?.close()
  await deadMail?.close()
  await server?.close()
  await smtp?.close()
})

const mailRows = (orderId: number) =>
  server.db.select().from(sentMail).where(eq(sentMail.orderId, orderId)).orderBy(desc(sentMail.id))

describe('POST /{tenant}/orders/{id}/confirmation', () => {
  it('delivers the confirmation over SMTP with the order number, items, totals and reference, and records it', async () => {
    const before = smtp.received.length
    const answer = await demo.post(`/demo/orders/${pushed.id}/confirmation`, {
      email: ' avery@example.com ',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ sent: true, mail_id: expect.any(Number) })
    expect(smtp.received).toHaveLength(before + 1)
    const mail = smtp.received.at(-1)!
    expect(mail.to).toEqual(['avery@example.com'])
    const text = decodedText(mail.raw)
    expect(text).toContain(`Order No.: ${displayOrderNumber(pushed.id)}`)
    expect(text).toContain('Classic Degree Frame with Navy Mat')
    expect(text).toContain('Total (inc GST): $130.00')
    expect(text).toContain('GST included: $11.82')
    expect(text).toContain(`Reference Number: ${pushed.json.ges_order_id}`)
    expect(text).toContain(`Paid by: ${pushed.type === 'Order#Eftpos' ? 'EFTPOS' : 'Cash'}`)
    expect(text).toMatch(/Content-Type: text\/html/i)

    const [row] = await mailRows(pushed.id)
    expect(row).toMatchObject({
      kind: 'order_confirmation',
      to: 'avery@example.com',
      status: 'sent',
      error: null,
    })
    expect(row!.messageId).toEqual(expect.any(String))
    expect(row!.subject).toContain(displayOrderNumber(pushed.id))
    expect(
      await count(
        server.db,
        auditLog,
        and(
          eq(auditLog.action, 'mail.order_confirmation'),
          eq(auditLog.subject, `order:${pushed.id}`),
        ),
      ),
    ).toBeGreaterThan(0)
  })

  it('says how it was paid, each colour, what is posted and where, the reference and the GST', async () => {
    const frame = await stockNamed(server.db, 'demo', 'Classic Degree Frame')
    const portrait = await stockNamed(server.db, 'demo', 'Studio Portrait Session')
    await passPin(demo, 'demo')
    const payload = orderPayload(
      await ceremonyOf(server.db, 'demo'),
      [{ stock: frame, colour: colourOf(frame, 'Burgundy') }, { stock: portrait }],
      {
        mode: 'normal',
        type: 'Order#Eftpos',
        name: 'Posy',
        lastname: 'Mailer',
        phone: '412345678',
        email: 'posy@example.com',
        address: makeAddress('12 Grattan St', 'Carlton', 'VIC', '3053'),
      },
    )
    const saved = await demo.post<Order>('/demo/orders', payload)
    expect(saved.status, saved.text).toBe(201)
    const pushedNow = await demo.post<{ reference: string }>(
      `/demo/ges/orders/${saved.body.id}`,
      {},
    )
    expect(pushedNow.status, pushedNow.text).toBe(200)
    const before = smtp.received.length
    const answer = await demo.post(`/demo/orders/${saved.body.id}/confirmation`, {
      email: 'posy@example.com',
    })
    expect(answer.status, answer.text).toBe(200)
    expect(smtp.received).toHaveLength(before + 1)
    const text = decodedText(smtp.received.at(-1)!.raw)
    expect(text).toContain(`Order No.: ${displayOrderNumber(saved.body.id)}`)
    expect(text).toContain(`Reference Number: ${pushedNow.body.reference}`)
    expect(text).toContain('Paid by: EFTPOS')
    expect(text).toContain('Posted to: 12 Grattan St, Carlton VIC 3053')
    expect(text).toContain('1 x Classic Degree Frame with Burgundy Mat (Colour: Burgundy)  $95.00')
    expect(text).toContain('1 x Studio Portrait Session (Posted)  $120.00')
    expect(text).toContain('Total (inc GST): $215.00')
    expect(text).toContain('GST included: $19.55')
    // The HTML part says the same.
    expect(text).toContain('<strong>Posted to:</strong> 12 Grattan St, Carlton VIC 3053')
    expect(text).toContain('<small>Colour: Burgundy</small>')
    expect(text).toContain('<strong>Paid by:</strong> EFTPOS')
  })

  it('refuses an empty or malformed address with 422 and sends nothing', async () => {
    const before = { received: smtp.received.length, rows: await count(server.db, sentMail) }
    for (const [email, message] of [
      ['', MESSAGES.emailEmpty],
      ['   ', MESSAGES.emailEmpty],
      ['not-an-address', MESSAGES.emailInvalid],
      ['a@b', MESSAGES.emailInvalid],
      ['two words@example.com', MESSAGES.emailInvalid],
    ]) {
      const answer = await demo.post(`/demo/orders/${pushed.id}/confirmation`, { email })
      expect(answer.status, email).toBe(422)
      expect(answer.body, email).toEqual({ message, errors: { email: [message] } })
    }
    expect(smtp.received.length).toBe(before.received)
    expect(await count(server.db, sentMail)).toBe(before.rows)
  })

  it("answers 404 for an unknown order and for another university's order", async () => {
    const northId = await universityId(server.db, 'northbridge')
    const [northOrder] = await server.db
      .select()
      .from(orders)
      .where(eq(orders.universityId, northId))
    const before = smtp.received.length
    for (const id of [999_999, northOrder!.id]) {
      const answer = await demo.post(`/demo/orders/${id}/confirmation`, {
        email: 'someone@example.com',
      })
      expect(answer.status).toBe(404)
      expect(answer.body.message).toBe(MESSAGES.orderIdMissing)
    }
    expect(smtp.received.length).toBe(before)
  })

  it('a mailbox the SMTP server refuses for good answers 422 in plain words and a failed record', async () => {
    const before = smtp.received.length
    const to = `${REJECTED_PREFIX}@example.com`
    const answer = await demo.post(`/demo/orders/${pushed.id}/confirmation`, { email: to })
    expect(answer.status).toBe(422)
    const message = `The mail server refused the address ${to}. Check the address and send the receipt again.`
    expect(answer.body).toEqual({ message, errors: { email: [message] } })
    expect(smtp.received.length).toBe(before)
    const [row] = await mailRows(pushed.id)
    expect(row).toMatchObject({ to, status: 'failed', messageId: null, attempts: 1 })
    expect(row!.error).toMatch(/Mailbox unavailable/)
  })

  it('an SMTP server that is down answers queued, never its error, and the outbox delivers it later', async () => {
    const client = await TestClient.loggedIn(deadMail.url, 'demo')
    const answer = await client.post(`/demo/orders/${pushed.id}/confirmation`, {
      email: 'down@example.com',
    })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ queued: true, mail_id: expect.any(Number) })
    const [row] = await mailRows(pushed.id)
    expect(row).toMatchObject({ id: answer.body.mail_id, to: 'down@example.com', attempts: 1 })
    expect(row!.error).toMatch(/ECONNREFUSED/)
    // The server in front of the working mail server shares the database: its worker sends it.
    const deadline = Date.now() + 30_000
    while (Date.now() < deadline && !smtp.received.some((m) => m.to[0] === 'down@example.com'))
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(smtp.received.filter((m) => m.to[0] === 'down@example.com')).toHaveLength(1)
    // The worker records the message as sent once the mail server has taken it: a moment after.
    let [sent] = await mailRows(pushed.id)
    while (Date.now() < deadline && sent?.status === 'sending') {
      await new Promise((resolve) => setTimeout(resolve, 100))
      ;[sent] = await mailRows(pushed.id)
    }
    expect(sent).toMatchObject({ id: answer.body.mail_id, status: 'sent', error: null })
  })

  it('a message the mail server accepted is reported sent even when recording it fails', async () => {
    // The database refuses to record this one delivery, after SMTP has taken the message.
    const to = 'unrecorded@example.com'
    await server.db.execute(
      sql.raw(`CREATE FUNCTION refuse_sent_record() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW."to" = '${to}' AND NEW.status = 'sent' THEN
            RAISE EXCEPTION 'the disk is full';
          END IF;
          RETURN NEW;
        END $$`),
    )
    await server.db.execute(
      sql.raw(`CREATE TRIGGER refuse_sent_record BEFORE UPDATE ON sent_mail
        FOR EACH ROW EXECUTE FUNCTION refuse_sent_record()`),
    )
    const failures = async () => ({
      rows: await count(server.db, sentMail, eq(sentMail.status, 'failed')),
      audits: await count(
        server.db,
        auditLog,
        eq(auditLog.action, 'mail.order_confirmation.failed'),
      ),
    })
    try {
      const before = { received: smtp.received.length, failures: await failures() }
      const answer = await demo.post(`/demo/orders/${pushed.id}/confirmation`, { email: to })
      expect(answer.status).toBe(200)
      expect(answer.body).toEqual({ sent: true, mail_id: expect.any(Number) })
      expect(smtp.received).toHaveLength(before.received + 1)
      expect(smtp.received.at(-1)!.to).toEqual([to])
      // The row keeps its claim ('sending'), neither sent nor failed.
      const [row] = await server.db.select().from(sentMail).where(eq(sentMail.to, to))
      expect(row!.status).toBe('sending')
      expect(await failures()).toEqual(before.failures)
    } finally {
      await server.db.execute(sql.raw('DROP TRIGGER refuse_sent_record ON sent_mail'))
      await server.db.execute(sql.raw('DROP FUNCTION refuse_sent_record()'))
    }
  })

  it('a delivery whose recording fails for a moment is recorded once the database answers, never sent twice', async () => {
    // The database refuses the first three records of this delivery, as during a restart.
    const to = 'briefly-unrecorded@example.com'
    await server.db.execute(sql.raw('CREATE SEQUENCE refused_records'))
    await server.db.execute(
      sql.raw(`CREATE FUNCTION refuse_first_records() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW."to" = '${to}' AND NEW.status = 'sent' AND nextval('refused_records') <= 3 THEN
            RAISE EXCEPTION 'the database is restarting';
          END IF;
          RETURN NEW;
        END $$`),
    )
    await server.db.execute(
      sql.raw(`CREATE TRIGGER refuse_first_records BEFORE UPDATE ON sent_mail
        FOR EACH ROW EXECUTE FUNCTION refuse_first_records()`),
    )
    try {
      const answer = await demo.post(`/demo/orders/${pushed.id}/confirmation`, { email: to })
      expect(answer.body).toEqual({ sent: true, mail_id: expect.any(Number) })
      const rowOf = async () =>
        (await server.db.select().from(sentMail).where(eq(sentMail.to, to)))[0]!
      let row = await rowOf()
      for (const end = Date.now() + 15_000; row.status !== 'sent' && Date.now() < end;) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        row = await rowOf()
      }
      expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, lockedUntil: null })
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1)
      // Refused three times on the way (the trigger counts every record of a delivered message).
      const counted = await server.db.execute(
        sql.raw('SELECT last_value::int AS refused FROM refused_records'),
      )
      expect((counted.rows[0] as { refused: number }).refused).toBeGreaterThanOrEqual(4)
    } finally {
      await server.db.execute(sql.raw('DROP TRIGGER refuse_first_records ON sent_mail'))
      await server.db.execute(sql.raw('DROP FUNCTION refuse_first_records()'))
      await server.db.execute(sql.raw('DROP SEQUENCE refused_records'))
    }
  })

  it("keeps the address of an express sale's receipt as the order's email", async () => {
    const order = await saveStageOrder(demo, server, 'demo', [{ stock: bear }])
    expect(order.email).toBe(PLACEHOLDER_CUSTOMER.email)
    expect(
      (await demo.post(`/demo/orders/${order.id}/confirmation`, { email: 'guest@example.com' }))
        .status,
    ).toBe(200)
    const [row] = await server.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row!.email).toBe('guest@example.com')
    // A customer's own address is not replaced by the address a receipt went to.
    expect(
      (await demo.post(`/demo/orders/${pushed.id}/confirmation`, { email: 'other@example.com' }))
        .status,
    ).toBe(200)
    const [kept] = await server.db.select().from(orders).where(eq(orders.id, pushed.id))
    expect(kept!.email).toBe('avery.lindqvist@student.example')
  })

  it('without SMTP_URL writes the message as an .eml file under DATA_DIR/mail', async () => {
    const client = await TestClient.loggedIn(fileMail.url, 'demo')
    const answer = await client.post(`/demo/orders/${pushed.id}/confirmation`, {
      email: 'file@example.com',
    })
    expect(answer.status).toBe(200)
    const folder = path.join(fileMail.dataDir, 'mail')
    const files = (await readdir(folder)).filter((f) => f.endsWith('.eml'))
    expect(files).toHaveLength(1)
    const text = decodedText(await readFile(path.join(folder, files[0]!), 'utf8'))
    expect(text).toMatch(/^To: file@example.com$/m)
    expect(text).toContain(`Order No.: ${displayOrderNumber(pushed.id)}`)
    const [row] = await mailRows(pushed.id)
    expect(row).toMatchObject({ to: 'file@example.com', status: 'written' })
  })
})

describe('POST /{tenant}/orderitem/{id} (upgrade confirmation)', () => {
  const upgrade = async (email?: string) => {
    const order = await savePushedOrder(demo, server, 'demo', [{ stock: bear }])
    const answer = await demo.put('/demo/orderitem', {
      fromOrderItemID: order.order_items[0]!.id,
      toStock: { id: photoPackage.id },
      type: 'Eftpos',
      ...(email ? { email } : {}),
    })
    expect(answer.status).toBe(200)
    return answer.body as { upgraded: Order['order_items'][number]; order: Order }
  }

  it('mails the upgrade to the address recorded with it, also when the kiosk sends no body', async () => {
    const { upgraded, order } = await upgrade('upgrader@example.com')
    const before = smtp.received.length
    const answer = await demo.request('POST', `/demo/orderitem/${upgraded.id}`)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ sent: true, mail_id: expect.any(Number) })
    expect(smtp.received).toHaveLength(before + 1)
    const mail = smtp.received.at(-1)!
    expect(mail.to).toEqual(['upgrader@example.com'])
    const text = decodedText(mail.raw)
    expect(text).toContain(`Order No.: ${displayOrderNumber(order.id)}`)
    expect(text).toContain('1 x Premium Photography Package (New item)  $250.00')
    expect(text).toContain('1 x Graduation Bear (Previous item)  -$35.00')
    expect(text).toContain('Total payable: $215.00')
    expect(text).toContain('Inc. GST of: $19.55')
    expect(text).toContain('Paid by: EFTPOS')
    expect(text).toContain(`Reference Number: ${order.json.ges_order_id}`)
    const [row] = await server.db
      .select()
      .from(sentMail)
      .where(eq(sentMail.orderItemId, upgraded.id))
    expect(row).toMatchObject({
      kind: 'upgrade_confirmation',
      orderId: order.id,
      to: 'upgrader@example.com',
      status: 'sent',
    })
  })

  it('accepts the token in a JSON body too', async () => {
    const { upgraded } = await upgrade('token-body@example.com')
    const answer = await demo.post(
      `/demo/orderitem/${upgraded.id}`,
      { _token: demo.csrfToken },
      { csrf: false },
    )
    expect(answer.status).toBe(200)
  })

  it('refuses an item that is not an upgrade (422), one without any address (422) and an unknown one (404)', async () => {
    const { upgraded, order } = await upgrade()
    const before = smtp.received.length
    const original = order.order_items.find((i) => i.id === upgraded.json.upgraded_from)!
    const notUpgrade = await demo.post(`/demo/orderitem/${original.id}`, {})
    expect(notUpgrade.status).toBe(422)
    expect(notUpgrade.body.message).toEqual(expect.any(String))
    const noAddress = await demo.post(`/demo/orderitem/${upgraded.id}`, {})
    expect(noAddress.status).toBe(422)
    expect(noAddress.body.errors).toHaveProperty('email')
    const unknown = await demo.post('/demo/orderitem/999999', {})
    expect(unknown.status).toBe(404)
    expect(smtp.received.length).toBe(before)
  })
})

import { describe, expect, it } from 'vitest'
import type { Order } from '../contract/order'
import type { OrderItem } from '../contract/orderItem'
import { makeAddress } from '../sale/address'
import { chosenUpgradeReceiptInput, keptSaleReceiptInput } from './beforeSave'
import { saleReceiptInput, upgradeReceiptInput } from './fromOrder'
import { saleReceipt, upgradeReceipt, TO_FOLLOW, type SaleReceiptInput } from './receipt'

const address = makeAddress('12 Main St', 'Carlton', 'VIC', '3053')
const facts = (r: { facts: { label: string; value: string }[] }) =>
  Object.fromEntries(r.facts.map((f) => [f.label, f.value]))

const sale: SaleReceiptInput = {
  universityName: 'Demo University',
  orderNumber: '0000547174',
  offlineNumber: null,
  reference: 'GES-881',
  paymentType: 'Order#Eftpos',
  address,
  date: '2026-11-27',
  ceremony: 'Science 9am',
  items: [
    { qty: 1, name: 'Classic Degree Frame', colour: 'Navy', posted: false, cents: 13000 },
    { qty: 1, name: 'Studio Portrait Session', colour: null, posted: true, cents: 12000 },
  ],
  totalCents: 25000,
}

describe('saleReceipt', () => {
  it('says the number, reference, payment, date, ceremony and where posted items go', () => {
    expect(facts(saleReceipt(sale))).toEqual({
      'Order No.': '0000547174',
      'Reference Number': 'GES-881',
      'Paid by': 'EFTPOS',
      Date: '27/11/2026',
      Ceremony: 'Science 9am',
      'Posted to': '12 Main St, Carlton VIC 3053',
    })
  })

  it("names the card, the terminal's receipt number and the auth code of a terminal sale", () => {
    const card = {
      receipt: '004211',
      auth_code: 'A1B2C3',
      card: 'VISA ····4242',
      terminal: 'Counter 1',
    }
    expect(facts(saleReceipt({ ...sale, card }))).toMatchObject({
      'Paid by': 'EFTPOS',
      Card: 'VISA ····4242',
      'Terminal receipt': '004211',
      'Auth code': 'A1B2C3',
    })
    expect(facts(saleReceipt(sale))).not.toHaveProperty('Card')
  })

  it('lists each item with its colour and whether it is posted, then the total and its GST', () => {
    const receipt = saleReceipt(sale)
    expect(receipt.lines).toEqual([
      { qty: 1, name: 'Classic Degree Frame', details: ['Colour: Navy'], amount: '$130.00' },
      { qty: 1, name: 'Studio Portrait Session', details: ['Posted'], amount: '$120.00' },
    ])
    expect(receipt.totals).toEqual([
      { label: 'Total (inc GST)', value: '$250.00' },
      { label: 'GST included', value: '$22.73' },
    ])
  })

  it('names no postal address when nothing is posted, even with an address on the order', () => {
    const receipt = saleReceipt({ ...sale, items: [{ ...sale.items[0]!, posted: false }] })
    expect(facts(receipt)).not.toHaveProperty('Posted to')
  })

  it('a sale kept offline: its provisional number, and the number and reference to follow', () => {
    const receipt = saleReceipt({
      ...sale,
      orderNumber: null,
      reference: null,
      offlineNumber: 'K7QX-0003',
      paymentType: 'Cash',
    })
    expect(facts(receipt)).toMatchObject({
      'Order No.': TO_FOLLOW,
      'Sold offline as': 'K7QX-0003',
      'Reference Number': TO_FOLLOW,
      'Paid by': 'Cash',
    })
  })
})

const item = (over: Partial<OrderItem>): OrderItem =>
  ({ id: 1, stock_id: 1, name: 'x', qty: 1, amount: 0, json: {}, ...over }) as OrderItem

const order = {
  id: 500,
  type: 'Order#Cash',
  date: '2026-11-27',
  amount: 165,
  address,
  offline_number: null,
  ceremony: null,
  json: { ges_order_id: 'GES-9' },
  order_items: [
    item({ id: 1, stock_id: 10, name: 'Graduation Bear', amount: 35, json: { upgraded: true } }),
    item({
      id: 2,
      stock_id: 20,
      name: 'Deluxe Degree Plaque',
      amount: 130,
      json: {
        colour: { name: 'Gold', value: '#d4af37' },
        upgraded_from: 1,
        upgrade: { payable: 95, gst: 8.64, payment_type: 'Eftpos', email: null },
      },
    }),
  ],
} as unknown as Order

describe('receipts of a saved order', () => {
  it('a sale lists the items still held, posted when their stock is and an address is known', () => {
    const receipt = saleReceipt(saleReceiptInput(order, 'Demo University', (id) => id === 20))
    expect(receipt.lines).toEqual([
      {
        qty: 1,
        name: 'Deluxe Degree Plaque',
        details: ['Colour: Gold', 'Posted'],
        amount: '$130.00',
      },
    ])
    expect(facts(receipt)).toMatchObject({
      'Order No.': '0000547174',
      'Reference Number': 'GES-9',
      'Paid by': 'Cash',
      'Posted to': '12 Main St, Carlton VIC 3053',
    })
    const unposted = saleReceiptInput({ ...order, address: null }, 'Demo University', () => true)
    expect(unposted.items.every((i) => !i.posted)).toBe(true)
  })

  it('an upgrade names the new item and its colour, the one it replaced, the payment and GST', () => {
    const upgraded = order.order_items[1]!
    const receipt = upgradeReceipt(
      upgradeReceiptInput(order, upgraded, 'Demo University', () => false, new Date(2026, 10, 28)),
    )
    expect(facts(receipt)).toEqual({
      'Order No.': '0000547174',
      Date: '28/11/2026',
      'Reference Number': 'GES-9',
      'Paid by': 'EFTPOS',
    })
    expect(receipt.lines).toEqual([
      {
        qty: 1,
        name: 'Deluxe Degree Plaque',
        details: ['New item', 'Colour: Gold'],
        amount: '$130.00',
      },
      { qty: 1, name: 'Graduation Bear', details: ['Previous item'], amount: '-$35.00' },
    ])
    expect(receipt.totals).toEqual([
      { label: 'Total payable', value: '$95.00' },
      { label: 'Inc. GST of', value: '$8.64' },
    ])
  })
})

describe('receipts the kiosk shows before the server has the sale or the upgrade', () => {
  const frame = { id: 20, name: 'Classic Degree Frame', price: 95, require_address: 'no' }
  const portrait = { id: 30, name: 'Studio Portrait Session', price: 120, require_address: 'yes' }

  it('a sale kept offline lists its cart, posted items with the address they go to', () => {
    const receipt = saleReceipt(
      keptSaleReceiptInput({
        universityName: 'Demo University',
        offlineNumber: 'K7QX-0003',
        paymentType: 'Order#Cash',
        address,
        ceremony: null,
        cart: [
          { stock: frame, qty: 2, colour: { name: 'Navy', value: '#1f2a44' } },
          { stock: portrait, qty: 1, colour: null },
        ],
        totalCents: 31000,
        date: new Date(2026, 10, 27),
      }),
    )
    expect(receipt.lines).toEqual([
      { qty: 2, name: 'Classic Degree Frame', details: ['Colour: Navy'], amount: '$190.00' },
      { qty: 1, name: 'Studio Portrait Session', details: ['Posted'], amount: '$120.00' },
    ])
    expect(facts(receipt)).toMatchObject({
      'Sold offline as': 'K7QX-0003',
      'Posted to': '12 Main St, Carlton VIC 3053',
      'Paid by': 'Cash',
    })
  })

  it('an upgrade chosen but not yet saved says what it will cost and what it replaces', () => {
    const receipt = upgradeReceipt(
      chosenUpgradeReceiptInput({
        universityName: 'Demo University',
        order,
        item: item({ name: 'Graduation Bear', amount: 35, qty: 1 }),
        target: { stock: portrait, colour: null },
        paymentType: 'Eftpos',
        date: new Date(2026, 10, 27),
      }),
    )
    expect(receipt.lines.map((l) => [l.name, l.details, l.amount])).toEqual([
      ['Studio Portrait Session', ['New item', 'Posted'], '$120.00'],
      ['Graduation Bear', ['Previous item'], '-$35.00'],
    ])
    expect(receipt.totals[0]).toEqual({ label: 'Total payable', value: '$85.00' })
    expect(facts(receipt)).toMatchObject({
      'Paid by': 'EFTPOS',
      'Reference Number': 'GES-9',
      'Posted to': '12 Main St, Carlton VIC 3053',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { checkSale, PIN_VALID_MS, type SaleFacts, type SaleStockRow } from './checkSale'
import { SALE_MESSAGES } from './saleMessages'
import { testPayload } from './testPayload'

const NOW = Date.parse('2026-11-27T03:00:00Z')
const bear = { id: 1, name: 'Bear', type: 'Stock#Bear', price: '35.00', require_address: 'no' }
const frame = {
  id: 2,
  name: 'Frame',
  type: 'Stock#Frame',
  price: 95,
  require_address: 'yes',
  json: { data: { colour: [{ name: 'Black', value: '#000000' }] } },
}
const ceremony = { id: 1, name: 'Morning' }

const payload = testPayload

const facts = (
  overrides: Partial<SaleFacts<SaleStockRow, typeof ceremony>> = {},
): SaleFacts<SaleStockRow, typeof ceremony> => ({
  catalogue: [bear, frame],
  ceremony,
  customerFound: false,
  operator: { pin: { operator: 7, at: NOW - 1000 }, offline: null },
  now: NOW,
  ...overrides,
})

describe('checkSale', () => {
  it('prices a sale from the catalogue and records it under the PIN that was passed', () => {
    const sale = checkSale(payload({ tendered: 120 }), facts())
    expect(sale.ok && sale.value).toMatchObject({
      totalCents: 10500,
      operator: 7,
      tender: { tendered: 12000, change: 1500 },
      ceremony,
      address: null,
    })
  })

  it('answers every wrong field at once, the first leading', () => {
    const sale = checkSale(
      payload({ ceremony_id: 99, email: 'not-an-email', tendered: 'lots' }),
      facts({ ceremony: null }),
    )
    expect(sale.ok).toBe(false)
    if (sale.ok) return
    expect(sale.errors).toEqual({
      ceremony_id: [SALE_MESSAGES.selectCeremony],
      email: ['Invalid email address.'],
      tendered: [SALE_MESSAGES.money('tendered')],
    })
    expect(sale.message).toBe(SALE_MESSAGES.selectCeremony)
  })

  it('names an unknown product, a missing colour and the missing address of a posted item together', () => {
    const sale = checkSale(
      payload({
        stocks: [
          { id: 2, qty: 1 },
          { id: 5, qty: 1 },
        ],
        amount: 95,
        paid: 95,
      }),
      facts(),
    )
    expect(!sale.ok && Object.keys(sale.errors)).toEqual([
      'stocks.0.colour',
      'stocks.1.id',
      'address.extra_streetname1',
      'address.extra_city',
      'address.extra_state',
      'address.extra_postcode',
    ])
  })

  it('checks the totals only once the prices are known', () => {
    const wrongTotal = checkSale(payload({ amount: 100, paid: 100 }), facts())
    expect(!wrongTotal.ok && wrongTotal.errors).toEqual({
      amount: [SALE_MESSAGES.amountNotTotal(10500)],
    })
  })

  it('needs a PIN passed within its validity in normal mode, none on stage, the recorded one offline', () => {
    const stale = facts({
      operator: { pin: { operator: 7, at: NOW - PIN_VALID_MS - 1 }, offline: null },
    })
    expect(!checkSale(payload(), stale).ok && checkSale(payload(), stale)).toMatchObject({
      errors: { pos_operator: [SALE_MESSAGES.pinNeeded] },
    })
    const noPin = facts({ operator: { pin: null, offline: null } })
    const stage = checkSale(payload({ mode: 'stage' }), noPin)
    expect(stage.ok && stage.value.operator).toBe(0)
    const offline = checkSale(
      payload(),
      facts({ operator: { pin: null, offline: { operator: 3 } } }),
    )
    expect(offline.ok && offline.value.operator).toBe(3)
  })

  it('refuses a customer_id that is not on record', () => {
    const sale = checkSale(payload({ customer_id: 42 }), facts())
    expect(!sale.ok && sale.errors).toEqual({ customer_id: [SALE_MESSAGES.customerMissing] })
    expect(checkSale(payload({ customer_id: 42 }), facts({ customerFound: true })).ok).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { PLACEHOLDER_CUSTOMER } from './customer'
import { readSentMoney, recordedAddress, recordedCustomer, totalProblems } from './orderCheck'
import { priceLines } from './orderLines'
import { testPayload } from './testPayload'

const payload = testPayload

describe('readSentMoney', () => {
  it('reads amount and paid into cents, or names each field that is not an amount', () => {
    expect(readSentMoney(payload())).toEqual({ ok: true, value: { amount: 10500, paid: 10500 } })
    const refused = readSentMoney({ amount: '1e3', paid: '12,50' })
    expect(refused.ok).toBe(false)
    expect(!refused.ok && Object.keys(refused.errors)).toEqual(['amount', 'paid'])
  })
})

describe('recordedCustomer', () => {
  it('records express and stage sales under the placeholder, whatever was sent', () => {
    const stage = recordedCustomer(payload({ mode: 'stage', customer_id: 9 }))
    expect(stage).toEqual({ ok: true, value: { ...PLACEHOLDER_CUSTOMER, customerId: null } })
    const express = recordedCustomer(payload({ ...PLACEHOLDER_CUSTOMER }))
    expect(express.ok && express.value.customerId).toBeNull()
  })

  it('records a new customer trimmed, the calling code as digits', () => {
    const recorded = recordedCustomer(payload({ name: ' Noor ' }))
    expect(recorded.ok && recorded.value).toMatchObject({ name: 'Noor', countrycode: '61' })
  })

  it("records the phone in E.164, read with the kiosk's calling code", () => {
    const recorded = recordedCustomer(payload({ countrycode: '+61', phone: '0412 345 602' }))
    expect(recorded.ok && recorded.value.phone).toBe('+61412345602')
  })
})

describe('totals and lines', () => {
  const catalogue = [
    { id: 1, name: 'Bear', type: 'Stock#Bear', price: '35.00' },
    { id: 2, name: 'Mat', type: 'Stock#Matboard', price: 10 },
  ]

  it('prices lines from the catalogue and refuses types not sold on their own', () => {
    const priced = priceLines(payload().stocks, catalogue)
    expect(priced.ok && priced.value.map((l) => l.amountCents)).toEqual([10500])
    const mat = priceLines([{ id: 2, qty: 1 }], catalogue)
    expect(!mat.ok && mat.errors).toEqual({ 'stocks.0.id': ['Mat is not sold on its own.'] })
  })

  it('wants the total as amount and as paid', () => {
    expect(totalProblems({ amount: 10500, paid: 10500 }, 10500)).toEqual({})
    expect(Object.keys(totalProblems({ amount: 10400, paid: 10500 }, 10500))).toEqual(['amount'])
    expect(Object.keys(totalProblems({ amount: 10500, paid: 0 }, 10500))).toEqual(['paid'])
  })

  it('wants every part of the address only when the sale needs one', () => {
    expect(recordedAddress(payload(), false)).toEqual({ ok: true, value: null })
    const missing = recordedAddress(payload(), true)
    expect(!missing.ok && Object.keys(missing.errors)).toHaveLength(4)
  })
})

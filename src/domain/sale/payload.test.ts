import { describe, expect, it } from 'vitest'
import { makeAddress } from './address'
import { PLACEHOLDER_SALE_CUSTOMER, type SaleCustomer } from './customer'
import { buildOrderPayload, saleEmail, type SaleInput } from './payload'

const bear = { id: 1, price: 35, require_address: 'no' }
const frame = { id: 11, price: 95, require_address: 'no' }
const navy = { name: 'Navy', value: '#1f2a44' }
const avery: SaleCustomer = {
  id: 7,
  student_id: '41001001',
  name: 'Avery',
  lastname: 'Lindqvist',
  countrycode: '61',
  phone: '0412345600',
  email: 'avery@student.example',
  address: makeAddress('10 Example Street', 'Carlton', 'VIC', '3053'),
  ceremony: null,
}

function sale(overrides: Partial<SaleInput> = {}): SaleInput {
  return {
    cart: [
      { stock: bear, qty: 2, colour: null },
      { stock: frame, qty: 1, colour: navy },
    ],
    mode: 'normal',
    customer: avery,
    shipping: null,
    ceremony: { id: 3 },
    paymentType: 'Eftpos',
    ...overrides,
  }
}

describe('buildOrderPayload', () => {
  it('sends the cart lines, the total as amount and paid, and the PIN operator', () => {
    const payload = buildOrderPayload(sale(), 4)
    expect(payload).toMatchObject({
      type: 'Order#Eftpos',
      mode: 'normal',
      customer_id: 7,
      ceremony_id: 3,
      amount: 165,
      paid: 165,
      pos_operator: 4,
    })
    expect(payload.stocks).toEqual([
      { id: 1, qty: 2 },
      { id: 11, qty: 1, colour: navy },
    ])
  })

  it("uses the student's address on record when no shipping form was filled", () => {
    expect(buildOrderPayload(sale(), 4).address).toEqual({
      extra_streetname1: '10 Example Street',
      extra_city: 'Carlton',
      extra_state: 'VIC',
      extra_postcode: '3053',
      extra_country: 'Australia',
    })
  })

  it('prefers the shipping form over the customer', () => {
    const shipping = {
      name: 'Ava',
      lastname: 'L',
      countrycode: '64',
      phone: '09 123 4567',
      email: 'ava@x.example',
      address: '1 Road',
      suburb: 'Ponsonby',
      state: 'AKL',
      postcode: '1011',
    }
    const payload = buildOrderPayload(sale({ shipping }), 4)
    expect(payload).toMatchObject({
      name: 'Ava',
      countrycode: '64',
      email: 'ava@x.example',
      address: { extra_city: 'Ponsonby', extra_country: 'Australia' },
    })
  })

  it('sells on stage to the placeholder customer with operator 0 and no address', () => {
    const payload = buildOrderPayload(sale({ mode: 'stage' }), 4)
    expect(payload).toMatchObject({
      customer_id: 0,
      name: 'POS',
      lastname: 'Customer',
      email: PLACEHOLDER_SALE_CUSTOMER.email,
      address: null,
      pos_operator: { id: 0 },
    })
  })

  it('sells without a customer to the placeholder', () => {
    expect(buildOrderPayload(sale({ customer: null }), 4)).toMatchObject({
      customer_id: 0,
      name: 'POS',
      address: null,
    })
  })
})

describe('saleEmail', () => {
  it('takes the shipping email first, then the customer email', () => {
    expect(saleEmail({ shipping: null, customer: avery })).toBe('avery@student.example')
    expect(saleEmail({ shipping: { email: ' typed@x.example ' } as never, customer: avery })).toBe(
      'typed@x.example',
    )
    expect(saleEmail({ shipping: null, customer: null })).toBe('')
  })
})

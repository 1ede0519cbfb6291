import type { OrderPayload } from '../contract/requests'

/** A new customer's cash sale of 3 × stock 1 at $35, as the sale rules' tests start from. */
export const testPayload = (overrides: Partial<OrderPayload> = {}): OrderPayload => ({
  type: 'Order#Cash',
  mode: 'normal',
  customer_id: 0,
  ceremony_id: 1,
  name: 'Noor',
  lastname: 'Haddad',
  countrycode: '+61',
  phone: '0412 345 678',
  email: 'noor@example.com',
  amount: '105.00',
  paid: 105,
  address: null,
  stocks: [{ id: 1, qty: 3 }],
  ...overrides,
})

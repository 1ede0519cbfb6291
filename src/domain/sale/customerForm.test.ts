import { describe, expect, it } from 'vitest'
import { EMPTY_CUSTOMER, type SaleCustomer } from './customer'
import { customerFormOf, validateCustomer, type CustomerForm } from './customerForm'
import { CUSTOMER_MESSAGES } from './customerRules'

const valid: CustomerForm = {
  name: 'Avery',
  lastname: 'Lindqvist',
  countrycode: '61',
  phone: '0412 345 678',
  email: 'avery@example.com',
  address: '10 Example Street',
  suburb: 'Carlton',
  state: 'VIC',
  postcode: '3053',
}

describe('validateCustomer', () => {
  it('accepts a complete form', () => {
    expect(validateCustomer(valid)).toEqual({})
  })

  it('names every missing field with its own message', () => {
    const empty = {
      ...valid,
      name: '',
      lastname: ' ',
      phone: '',
      email: '',
      address: '',
      suburb: '',
      state: '',
      postcode: '',
    }
    expect(validateCustomer(empty)).toEqual({
      name: 'First name is required.',
      lastname: 'Last name is required.',
      phone: 'Phone is required.',
      email: 'Email is required.',
      address: 'Address is required.',
      suburb: 'Suburb is required.',
      state: 'State is required.',
      postcode: 'Postcode is required.',
    })
  })

  it("flags a phone that is not valid with the country code as 'Invalid phone number.'", () => {
    expect(validateCustomer({ ...valid, phone: '12' })).toEqual({ phone: 'Invalid phone number.' })
    expect(validateCustomer({ ...valid, countrycode: '64' })).toEqual({
      phone: CUSTOMER_MESSAGES.invalidPhone,
    })
    expect(validateCustomer({ ...valid, countrycode: '64', phone: '021 123 4567' })).toEqual({})
  })

  it('flags one field at a time', () => {
    for (const field of [
      'name',
      'lastname',
      'email',
      'address',
      'suburb',
      'state',
      'postcode',
    ] as const) {
      expect(validateCustomer({ ...valid, [field]: '' }), field).toEqual({
        [field]: CUSTOMER_MESSAGES[field],
      })
    }
  })

  it("flags a malformed email as 'Invalid email address.', as the server would", () => {
    expect(validateCustomer({ ...valid, email: 'avery@' })).toEqual({
      email: 'Invalid email address.',
    })
  })
})

describe('customerFormOf', () => {
  const customer = (countrycode: string, phone: string): SaleCustomer => ({
    ...EMPTY_CUSTOMER,
    name: 'Avery',
    countrycode,
    phone,
  })

  it('shows a stored E.164 phone as people type it beside its calling code', () => {
    expect(customerFormOf(customer('61', '+61412345602')).phone).toBe('0412 345 602')
    expect(customerFormOf(customer('64', '+64211234567')).phone).toBe('021 123 4567')
  })

  it('shows a number of another country than the chosen one whole, and one stored as typed as typed', () => {
    expect(customerFormOf(customer('61', '+64211234567')).phone).toBe('+64 21 123 4567')
    expect(customerFormOf(customer('61', '0412 345')).phone).toBe('0412 345')
  })
})

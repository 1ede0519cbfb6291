import { describe, expect, it } from 'vitest'
import { CUSTOMER_MESSAGES, isValidEmail, validateCustomer, type CustomerForm } from './validation'

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
})

describe('isValidEmail', () => {
  it('checks the standard shape', () => {
    expect(isValidEmail('avery@example.com')).toBe(true)
    expect(isValidEmail(' avery@example.com ')).toBe(true)
    for (const email of [
      '',
      'avery',
      'avery@',
      '@example.com',
      'avery@example',
      'a b@example.com',
      'a@b@c.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false)
    }
    expect(isValidEmail(`${'a'.repeat(250)}@x.co`)).toBe(false)
  })

  it('takes the addresses people have', () => {
    for (const email of [
      'first.last@uni.edu.au',
      'o.brien+receipts@mail.example.org',
      'x_y-z@sub-domain.example.co.nz',
      'no-reply@graduation-pos.invalid',
    ]) {
      expect(isValidEmail(email), email).toBe(true)
    }
  })

  it('refuses quotes, angle brackets, spaces and other marks that could break a page or a header', () => {
    for (const email of [
      '"><svg/onload=alert(1)>@x.co',
      '"quoted"@example.com',
      "o'brien@example.com",
      'a<b@example.com',
      'a>b@example.com',
      'a\tb@example.com',
      'avery@example.com\r\nBcc: x@y.co',
      'back\\slash@example.com',
      'avery@exa mple.com',
      'avery@-example.com',
      'avery@example.c0m',
      '.avery@example.com',
      'avery.@example.com',
      'av..ery@example.com',
      'avery@example..com',
    ]) {
      expect(isValidEmail(email), email).toBe(false)
    }
  })
})

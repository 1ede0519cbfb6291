import { describe, expect, it } from 'vitest'
import { isValidEmail } from './validation'

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

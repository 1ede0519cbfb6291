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
})

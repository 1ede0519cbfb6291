import { describe, expect, it } from 'vitest'
import { callingCodeOptions, DEFAULT_CALLING_CODE, isValidPhone } from './phone'

describe('isValidPhone', () => {
  it('accepts a number valid with the chosen country calling code', () => {
    expect(DEFAULT_CALLING_CODE).toBe('61')
    expect(isValidPhone('61', '0412345678')).toBe(true)
    expect(isValidPhone('61', '0412 345 678')).toBe(true)
    expect(isValidPhone('61', '412345678')).toBe(true)
    expect(isValidPhone('61', '+61 412 345 678')).toBe(true)
    expect(isValidPhone('61', '03 9123 4567')).toBe(true)
    expect(isValidPhone(64, '021 123 4567')).toBe(true)
    expect(isValidPhone('+1', '201 555 0123')).toBe(true)
  })

  it('refuses empty, malformed, too short and foreign numbers', () => {
    expect(isValidPhone('61', '')).toBe(false)
    expect(isValidPhone('61', '   ')).toBe(false)
    expect(isValidPhone('61', 'not a phone')).toBe(false)
    expect(isValidPhone('61', '0412')).toBe(false)
    expect(isValidPhone('', '0412345678')).toBe(false)
    // A New Zealand number typed while Australia is chosen.
    expect(isValidPhone('61', '+64 21 123 4567')).toBe(false)
    expect(isValidPhone('64', '0412345678')).toBe(false)
  })

  it('refuses text over 250 characters', () => {
    const padded = (length: number) => '0412345678'.padStart(length, ' ')
    expect(isValidPhone('61', padded(250))).toBe(true)
    expect(isValidPhone('61', padded(251))).toBe(false)
    expect(isValidPhone('61', `0412345678${'9'.repeat(300)}`)).toBe(false)
  })

  it('refuses a national number under 2 or over 17 digits', () => {
    expect(isValidPhone('61', '1')).toBe(false)
    expect(isValidPhone('61', '1'.repeat(18))).toBe(false)
    expect(isValidPhone('61', `+61 ${'4'.repeat(18)}`)).toBe(false)
  })

  it('accepts an extension of up to 20 digits, not 21', () => {
    expect(isValidPhone('61', '0412345678 ext. 1234')).toBe(true)
    expect(isValidPhone('61', `0412345678 ext. ${'1'.repeat(20)}`)).toBe(true)
    expect(isValidPhone('61', `0412345678 ext. ${'1'.repeat(21)}`)).toBe(false)
    expect(isValidPhone('61', `0412345678;ext=${'1'.repeat(21)}`)).toBe(false)
  })
})

describe('callingCodeOptions', () => {
  it('starts with Australia 61 and New Zealand 64, then every other country alphabetically', () => {
    const options = callingCodeOptions()
    expect(options[0]).toEqual({ country: 'AU', name: 'Australia', code: '61' })
    expect(options[1]).toEqual({ country: 'NZ', name: 'New Zealand', code: '64' })
    const rest = options.slice(2)
    expect(rest.map((o) => o.name)).toEqual(
      [...rest.map((o) => o.name)].sort((a, b) => a.localeCompare(b, 'en')),
    )
    expect(rest.some((o) => o.country === 'AU' || o.country === 'NZ')).toBe(false)
    expect(rest.find((o) => o.country === 'GB')).toEqual({
      country: 'GB',
      name: 'United Kingdom',
      code: '44',
    })
    expect(options.length).toBeGreaterThan(200)
  })
})

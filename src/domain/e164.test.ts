import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isE164, phoneMatches, phoneSearch, readablePhone, toE164 } from './e164'

describe('toE164', () => {
  it('stores every spelling of a number with its calling code as one E.164 number', () => {
    for (const typed of [
      '0412 345 602',
      '+61412345602',
      '0412345602',
      '412345602',
      '61412345602',
    ]) {
      expect(toE164('61', typed), typed).toBe('+61412345602')
    }
    expect(toE164('+61', '(03) 9123 4567')).toBe('+61391234567')
    expect(toE164(64, '021 123 4567')).toBe('+64211234567')
    expect(toE164('39', '06 1234 5678')).toBe('+390612345678')
    expect(toE164('61', '0412 345 602 ext. 55')).toBe('+61412345602;ext=55')
  })

  it('keeps what reads as no valid number as typed, trimmed, and an empty phone empty', () => {
    expect(toE164('61', '  12 ')).toBe('12')
    expect(toE164('61', 'ask at desk')).toBe('ask at desk')
    expect(toE164('61', '')).toBe('')
    expect(toE164('', '0412345602')).toBe('+61412345602')
  })

  it('says which stored phones are E.164', () => {
    expect(isE164('+61412345602')).toBe(true)
    expect(isE164('+61412345602;ext=55')).toBe(true)
    expect(isE164('0412 345 602')).toBe(false)
    expect(isE164('+61 412')).toBe(false)
  })
})

describe('phoneSearch', () => {
  it('reads a term as the start of an E.164 number, typed so far', () => {
    expect(phoneSearch('0412 3').prefixes).toEqual(['+614123'])
    expect(phoneSearch('0412 345 602').prefixes).toEqual(['+61412345602'])
    expect(phoneSearch('+61412345602').prefixes).toEqual(['+61412345602'])
    expect(phoneSearch('0011 61 4').prefixes).toEqual(['+614'])
    expect(phoneSearch('+64 21').prefixes).toEqual(['+6421'])
    expect(phoneSearch('04').prefixes).toEqual(['+614'])
  })

  it('reads digits starting with the calling code also as an international number', () => {
    expect(phoneSearch('614123').prefixes).toEqual(['+61614123', '+614123'])
    expect(phoneSearch('412345602').prefixes).toEqual(['+61412345602'])
  })

  it('looks for digits anywhere only when they do not start a number', () => {
    expect(phoneSearch('345 602').contained).toBe('345602')
    expect(phoneSearch('0412').contained).toBeNull()
    expect(phoneSearch('+614').contained).toBeNull()
    expect(phoneSearch('45').contained).toBeNull()
  })

  it('keeps the term as typed for an exact match, and reads no number from no digits', () => {
    expect(phoneSearch(' ask at desk ')).toEqual({
      prefixes: [],
      contained: null,
      exact: 'ask at desk',
    })
  })

  it('reads no number from text that is not typed as a phone, though it holds digits', () => {
    for (const term of ['%ED%A0%80', 'ask at desk 2', 'room 101']) {
      expect(phoneSearch(term)).toEqual({ prefixes: [], contained: null, exact: term })
    }
    expect(phoneSearch('(04) 1234-5602 ext. 5').prefixes).toEqual(['+61412345602'])
  })
})

describe('phoneMatches', () => {
  const stored = toE164('61', '412345602')

  it('finds a number stored from any spelling by any other spelling', () => {
    for (const term of ['0412 345 602', '+61412345602', '0412345602', '412345602', '0412 3']) {
      expect(phoneMatches(stored, phoneSearch(term)), term).toBe(true)
    }
    expect(phoneMatches(toE164('61', '0412 555 010'), phoneSearch('0412555010'))).toBe(true)
  })

  it('does not find it by another number, nor by its middle when the term starts a number', () => {
    expect(phoneMatches(stored, phoneSearch('0412 345 603'))).toBe(false)
    expect(phoneMatches(stored, phoneSearch('0345602'))).toBe(false)
    expect(phoneMatches(stored, phoneSearch('345602'))).toBe(true)
  })

  it('finds a phone stored as typed by exactly that text', () => {
    expect(phoneMatches('ask at desk', phoneSearch('ask at desk'))).toBe(true)
    expect(phoneMatches('ask at desk', phoneSearch('ask'))).toBe(false)
  })

  it('finds every Australian mobile by every start of its national spelling, and by +61', () => {
    // 040 to 043: mobile ranges in use, which read as valid numbers.
    const mobile = fc.stringMatching(/^4[0-3]\d{7}$/)
    const spelling = fc.constantFrom(
      (n: string) => `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`,
      (n: string) => `0${n}`,
      (n: string) => `+61 ${n}`,
      (n: string) => `+61${n}`,
    )
    fc.assert(
      fc.property(mobile, spelling, fc.nat(), (number, spell, cut) => {
        const stored = toE164('61', number)
        const typed = spell(number)
        // Two characters at least: a lone '+' or '0' is the start of every number.
        const start = typed.slice(0, 2 + (cut % (typed.length - 1)))
        expect(stored).toBe(`+61${number}`)
        expect(phoneMatches(stored, phoneSearch(start)), start).toBe(true)
        expect(phoneMatches(stored, phoneSearch(typed)), typed).toBe(true)
      }),
    )
  })
})

describe('readablePhone', () => {
  it("shows the university's country's numbers nationally, others internationally", () => {
    expect(readablePhone('+61412345602')).toBe('0412 345 602')
    expect(readablePhone('+61391234567')).toBe('(03) 9123 4567')
    expect(readablePhone('+64211234567')).toBe('+64 21 123 4567')
    expect(readablePhone('+61412345602;ext=55')).toBe('0412 345 602 ext. 55')
  })

  it('shows a phone stored as typed as it was typed', () => {
    expect(readablePhone('ask at desk')).toBe('ask at desk')
    expect(readablePhone('')).toBe('')
  })
})

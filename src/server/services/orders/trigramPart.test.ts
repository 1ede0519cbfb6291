import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COMMON_SHARE, uncommonPart, type NameSample } from './trigramPart'

/** Names as the bench and the search tests make them: every last name is "Family" and a number. */
const families: NameSample = {
  values: Array.from({ length: 997 }, (_, i) => ({
    text: `n${(i * 7919).toString(16).padStart(7, 'a')} family${i}`,
    share: 1 / 997,
  })),
}

describe('the part of a name the trigram index is asked for', () => {
  it("leaves out the trigrams in most orders' names", () => {
    // fam, ami, mil and ily are in every name; ly9 in one in ten (Family9, 90-99, 900-996).
    expect(uncommonPart('family996', families)).toBe('y996')
    expect(uncommonPart('Family996', families)).toBe('y996')
  })

  it('keeps the whole term where no trigram of it is common, or every one is', () => {
    expect(uncommonPart('nguyen', families)).toBeNull()
    expect(uncommonPart('family', families)).toBeNull()
    expect(uncommonPart('amil', families)).toBeNull()
  })

  it('keeps the whole term without a sample (a database not yet analysed)', () => {
    expect(uncommonPart('family996', { values: [] })).toBeNull()
  })

  it('takes the longest uncommon run, the first of two as long', () => {
    const sample: NameSample = { values: [{ text: 'pos customer', share: 0.6 }] }
    // "tom" alone is common (inside "customer"), and "cus" and "ust" around it.
    expect(uncommonPart('abcdtomwxyz', sample)).toBe('abcdto')
    expect(uncommonPart('abctomwxyz', sample)).toBe('omwxyz')
    expect(uncommonPart('customer', sample)).toBeNull()
  })

  it('answers a part of the term, never the whole, at least a trigram long', () => {
    const letters = fc.constantFrom(...'amily 9960xyz')
    const sample = fc.array(
      fc.record({
        text: fc.string({ unit: letters, minLength: 3, maxLength: 12 }),
        share: fc.double({ min: 0, max: 0.2, noNaN: true }),
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: letters, maxLength: 14 }), sample, (term, values) => {
        const part = uncommonPart(term, { values })
        if (part === null) return
        expect(term.includes(part)).toBe(true)
        expect(part.length).toBeGreaterThanOrEqual(3)
        expect(part.length).toBeLessThan(term.length)
        for (let i = 0; i + 3 <= part.length; i++) {
          const trigram = part.slice(i, i + 3).toLowerCase()
          const share = values
            .filter((value) => value.text.includes(trigram))
            .reduce((sum, value) => sum + value.share, 0)
          expect(share).toBeLessThan(COMMON_SHARE)
        }
      }),
    )
  })
})

import { describe, expect, it } from 'vitest'
import type { PadKey } from './NumberPad'
import { keyTender, NO_TENDER, quickTender, type TenderEntry } from './tenderEntry'

const MOST = 6500 + 1_000_000

function keys(entry: TenderEntry, ...pressed: PadKey[]): TenderEntry {
  return pressed.reduce((e, key) => keyTender(e, key, MOST), entry)
}

describe('the cash pad', () => {
  it('types dollars and cents, deletes and clears', () => {
    expect(keys(NO_TENDER, '7', '2', '.', '5').text).toBe('72.5')
    expect(keys(NO_TENDER, '7', '2', 'back').text).toBe('7')
    expect(keys(NO_TENDER, '7', '2', 'clear')).toEqual(NO_TENDER)
    expect(keys(NO_TENDER, '0', '5').text).toBe('5')
  })

  it('starts a new amount when a digit follows a quick amount, never dropping it', () => {
    expect(keys(quickTender(5000), '5', '5').text).toBe('55')
    expect(keys(quickTender(5000), '.', '5').text).toBe('.5')
    expect(keys(quickTender(5000), 'back')).toEqual(NO_TENDER)
  })

  it('refuses a key that would go past the total plus $10,000, saying why', () => {
    const typed = keys(NO_TENDER, '1', '0', '0', '6', '5')
    expect(typed.text).toBe('10065')
    const refused = keyTender(typed, '0', MOST)
    expect(refused.text).toBe('10065')
    expect(refused.refused).toBe(
      'The amount tendered cannot be more than $10,065.00: check the amount keyed in.',
    )
    expect(keyTender(refused, 'back', MOST)).toEqual({ text: '1006', quick: false, refused: null })
  })
})

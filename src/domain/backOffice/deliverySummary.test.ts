import { describe, expect, it } from 'vitest'
import { deliverySummary, deliveryTotal } from './deliverySummary'

const none = { receipts_waiting: 0, receipts_failed: 0, pushes_waiting: 0, pushes_failed: 0 }

describe('the delivery counts in one line', () => {
  it('says nothing when everything has gone out', () => {
    expect(deliverySummary(none)).toBeNull()
    expect(deliveryTotal(none)).toBe(0)
  })

  it('names each kind that needs a look, singular or plural', () => {
    expect(deliverySummary({ ...none, receipts_waiting: 3 })).toBe('3 receipts waiting')
    expect(
      deliverySummary({
        receipts_waiting: 1,
        receipts_failed: 2,
        pushes_waiting: 1,
        pushes_failed: 1,
      }),
    ).toBe(
      '1 receipt waiting · 2 receipts failed · 1 order waiting for the ordering system · 1 order refused by the ordering system',
    )
    expect(deliveryTotal({ ...none, receipts_failed: 2, pushes_failed: 1 })).toBe(3)
  })
})

import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../../../domain/messages'
import { displayOrderNumber } from '../../../domain/orderNumber'
import { confirmedFigures } from './confirmedFigures'

describe('confirmedFigures', () => {
  it("shows a saved order's number, payment and change in cents", () => {
    expect(confirmedFigures({ id: 42, paid: 50, change: 15 }, null)).toEqual({
      orderNumber: displayOrderNumber(42),
      paidCents: 5000,
      changeCents: 1500,
      offlineNote: null,
    })
  })
  it('shows a sale kept offline with its provisional number and the note of what follows', () => {
    const kept = {
      number: 'K7QX-0003',
      totalCents: 3500,
      changeCents: null,
      receiptEmail: 'a@b.example',
    }
    expect(confirmedFigures(null, kept)).toEqual({
      orderNumber: 'K7QX-0003',
      paidCents: 3500,
      changeCents: null,
      offlineNote: [MESSAGES.offlineSaved, MESSAGES.offlineReceipt],
    })
  })
  it('shows nothing when there is no sale', () => {
    expect(confirmedFigures(null, null)).toBeNull()
  })
})

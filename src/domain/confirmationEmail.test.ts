import { describe, expect, it } from 'vitest'
import {
  confirmationEmailProblem,
  confirmationSentMessage,
  receiptEmailProblem,
} from './confirmationEmail'
import { MESSAGES } from './messages'

describe('confirmationEmailProblem', () => {
  it('checks the address, then the order, before any call', () => {
    expect(confirmationEmailProblem('', 1)).toBe(MESSAGES.emailEmpty)
    expect(confirmationEmailProblem('   ', 1)).toBe(MESSAGES.emailEmpty)
    expect(confirmationEmailProblem('not-an-email', 1)).toBe(MESSAGES.emailInvalid)
    expect(confirmationEmailProblem('grad@student.example', 0)).toBe(MESSAGES.orderIdMissing)
    expect(confirmationEmailProblem('grad@student.example', null)).toBe(MESSAGES.orderIdMissing)
    expect(confirmationEmailProblem(' grad@student.example ', 1)).toBeNull()
  })
})

describe('receiptEmailProblem', () => {
  it('needs a well-formed address', () => {
    expect(receiptEmailProblem(null)).toBe(MESSAGES.invalidEmail)
    expect(receiptEmailProblem('')).toBe(MESSAGES.invalidEmail)
    expect(receiptEmailProblem('nope')).toBe(MESSAGES.invalidEmail)
    expect(receiptEmailProblem('grad@student.example')).toBeNull()
  })
})

describe('confirmationSentMessage', () => {
  it('names the address', () => {
    expect(confirmationSentMessage(' a@b.example ')).toBe(
      "We've sent the order confirmation to a@b.example.",
    )
  })
})

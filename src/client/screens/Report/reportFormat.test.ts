import { describe, expect, it } from 'vitest'
import { ageText, hourLabel, money } from './reportFormat'

describe('report formats', () => {
  it('shows dollars as the kiosk does', () => {
    expect(money(308)).toBe('$308.00')
    expect(money(15.91)).toBe('$15.91')
  })
  it('names hours on a 12-hour clock', () => {
    expect([0, 9, 12, 14, 23].map(hourLabel)).toEqual(['12 am', '9 am', '12 pm', '2 pm', '11 pm'])
  })
  it('says how long an order has waited', () => {
    expect([59, 180, 7500, 100_000].map(ageText)).toEqual([
      '0 min',
      '3 min',
      '2 h 5 min',
      '1 d 3 h',
    ])
  })
})

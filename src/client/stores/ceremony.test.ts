import { beforeEach, describe, expect, it } from 'vitest'
import { ceremonies } from '../../../stories/fixtures/catalogue'
import { preselectTodaysCeremony } from './ceremony'
import { resetSale, sale, startSale } from './sale'

const [yesterday, today, alsoToday, tomorrow] = ceremonies

describe('preselectTodaysCeremony', () => {
  beforeEach(() => {
    resetSale()
    startSale('normal')
  })

  it("chooses today's ceremony when it is the only one today", () => {
    preselectTodaysCeremony([yesterday!, today!, tomorrow!], today!.date)
    expect(sale.ceremony).toMatchObject({ id: today!.id, name: today!.name })
  })

  it('leaves the choice to the cashier when two are on today, or none', () => {
    preselectTodaysCeremony([today!, alsoToday!], today!.date)
    expect(sale.ceremony).toBeNull()
    preselectTodaysCeremony([yesterday!, tomorrow!], today!.date)
    expect(sale.ceremony).toBeNull()
  })

  it('never replaces a ceremony already chosen (a student’s own)', () => {
    sale.ceremony = { id: tomorrow!.id, name: tomorrow!.name, date: '01/01/2030' }
    preselectTodaysCeremony([today!], today!.date)
    expect(sale.ceremony.id).toBe(tomorrow!.id)
  })
})

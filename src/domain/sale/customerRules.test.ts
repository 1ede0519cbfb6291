import { describe, expect, it } from 'vitest'
import { customerKind, PLACEHOLDER_CUSTOMER } from './customer'
import { customerProblems, type Person } from './customerRules'

const avery: Person = {
  name: 'Avery',
  lastname: 'Lindqvist',
  countrycode: '61',
  phone: '0412 345 678',
  email: 'avery@example.com',
}
const sent = { mode: 'normal' as const, customer_id: 0, ...avery }

describe('customerKind', () => {
  it('tells the four kinds apart from what an order payload carries', () => {
    expect(customerKind({ ...sent, mode: 'stage', customer_id: 7 })).toBe('stage')
    expect(customerKind({ ...sent, customer_id: 7 })).toBe('student')
    expect(customerKind(sent)).toBe('new')
    expect(customerKind({ ...sent, name: ' ', lastname: '' })).toBe('express')
    expect(customerKind({ ...sent, ...PLACEHOLDER_CUSTOMER })).toBe('express')
  })
})

describe('customerProblems', () => {
  it('asks nothing of the placeholder of express and stage sales', () => {
    const nobody = { name: '', lastname: '', countrycode: '', phone: 'x', email: 'y' }
    expect(customerProblems('express', nobody)).toEqual({})
    expect(customerProblems('stage', nobody)).toEqual({})
  })

  it('needs a name, a phone and an email of a new customer', () => {
    expect(customerProblems('new', avery)).toEqual({})
    expect(customerProblems('new', { ...avery, name: '', phone: '', email: '' })).toEqual({
      name: 'First name is required.',
      phone: 'Phone is required.',
      email: 'Email is required.',
    })
  })

  it('needs a name of a student, and valid contact details only where the record has them', () => {
    expect(customerProblems('student', { ...avery, phone: '', email: '' })).toEqual({})
    expect(
      customerProblems('student', { ...avery, lastname: '', phone: '12', email: 'a@' }),
    ).toEqual({
      lastname: 'Last name is required.',
      phone: 'Invalid phone number.',
      email: 'Invalid email address.',
    })
  })
})

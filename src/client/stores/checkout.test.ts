import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Student } from '../../domain/contract/student'
import { stockNamed } from '../../../stories/fixtures/catalogue'
import { students } from '../../../stories/fixtures/people'
import { findStudents } from '../api/students'
import { addItem } from './cart'
import { chooseCustomer, lookUpStudent, studentSearch, saveCustomerForm } from './checkout'
import { detailsFormOf } from './customer'
import { resetSale, sale } from './sale'
import { resetUi, ui } from './ui'

vi.mock('../api/students', () => ({ findStudents: vi.fn() }))
const found = vi.mocked(findStudents)
const [avery, , riley, rileyAgain] = students as [Student, Student, Student, Student]

describe('choosing the customer', () => {
  beforeEach(() => {
    resetSale()
    resetUi()
    found.mockReset()
    addItem(stockNamed('Graduation Bear'))
  })

  it('takes a student and their ceremony, then goes to payment', () => {
    expect(chooseCustomer({ kind: 'student', student: avery })).toBe('paymentType')
    expect(sale.customer).toMatchObject({ id: avery.id, name: 'Avery', student_id: '41001001' })
    expect(sale.ceremony?.id).toBe(avery.ceremony?.id)
  })

  it('keeps a ceremony already chosen', () => {
    sale.ceremony = { id: 99, name: 'Chosen', date: '01/01/2027' }
    chooseCustomer({ kind: 'student', student: avery })
    expect(sale.ceremony.id).toBe(99)
  })

  it('asks for an address when an item is posted, whoever the customer', () => {
    addItem(stockNamed('Studio Portrait Session'))
    expect(chooseCustomer({ kind: 'student', student: avery })).toBe('customer')
    expect(chooseCustomer({ kind: 'express' })).toBe('customer')
    expect(sale.customer).toMatchObject({ id: 0, name: '' })
  })

  it('sells express to the placeholder customer and new customers through the form', () => {
    expect(chooseCustomer({ kind: 'express' })).toBe('paymentType')
    expect(sale.customer?.name).not.toBe('')
    expect(chooseCustomer({ kind: 'new' })).toBe('customer')
    expect(sale.customer).toMatchObject({ id: 0, name: '', email: '' })
  })

  it('finds one student, several, or none', async () => {
    expect(await lookUpStudent('')).toEqual({ error: 'Please enter a student ID.' })
    found.mockResolvedValueOnce({ students: [], offline: false })
    expect(await lookUpStudent('1')).toEqual({ error: 'No student with ID 1.' })
    found.mockResolvedValueOnce({ students: [avery], offline: false })
    expect(await lookUpStudent('41001001')).toEqual({ next: 'paymentType' })
    expect(sale.customer?.id).toBe(avery.id)
    found.mockResolvedValueOnce({ students: [riley, rileyAgain], offline: false })
    expect(await lookUpStudent('41001003')).toEqual({ next: 'multipleStudents' })
    expect(sale.students).toHaveLength(2)
    expect(studentSearch.offline).toBe(false)
  })

  it('offline, shows what the kept students gave, even one, and says only they were searched', async () => {
    found.mockResolvedValueOnce({ students: [avery], offline: true })
    expect(await lookUpStudent('41001001')).toEqual({ next: 'multipleStudents' })
    expect(sale.students.map((s) => s.id)).toEqual([avery.id])
    expect(studentSearch.offline).toBe(true)
    found.mockResolvedValueOnce({ students: [], offline: true })
    expect(await lookUpStudent('41009999')).toEqual({
      error:
        'No student with ID 41009999. Offline: searched the students of the cached ceremonies only.',
    })
  })

  it('says the lookup failed when the server cannot answer', async () => {
    found.mockRejectedValueOnce(new Error('offline'))
    expect(await lookUpStudent('41001001')).toBeNull()
    expect(ui.alerts.map((a) => a.message)).toEqual(['Failed to check student id.'])
  })

  it('prefills the form from the customer and keeps what was typed', () => {
    chooseCustomer({ kind: 'student', student: avery })
    const form = detailsFormOf(sale)
    expect(form).toMatchObject({ name: 'Avery', lastname: 'Lindqvist', countrycode: '61' })
    saveCustomerForm({ ...form, name: 'Ava', address: '1 Main St' })
    expect(sale.customer).toMatchObject({ id: avery.id, name: 'Ava' })
    expect(detailsFormOf(sale)).toMatchObject({ name: 'Ava', address: '1 Main St' })
  })
})

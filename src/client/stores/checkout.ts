import { cartRequiresAddress } from '../../domain/sale/address'
import { proxy } from 'valtio'
import type { Student } from '../../domain/contract/student'
import { MESSAGES, noStudentWithId } from '../../domain/messages'
import { PLACEHOLDER_SALE_CUSTOMER } from '../../domain/sale/customer'
import type { CustomerForm } from '../../domain/sale/customerForm'
import { findStudents, type StudentSearch } from '../api/students'
import { isUnreachable } from '../offline/keptData'
import { selectCeremony } from './ceremony'
import { EMPTY_CUSTOMER, studentToCustomer } from './customer'
import { sale } from './sale'
import { showAlert } from './ui'

export type CustomerChoice = { kind: 'student'; student: Student } | { kind: 'new' | 'express' }

/** The step after the customer is chosen: their details (and address), or straight to payment. */
export type CustomerNextStep = 'customer' | 'paymentType'

/**
 * A student becomes the sale's customer (their ceremony is offered unless one is chosen); a new
 * customer, or an express sale that must ship, fills in the form; any other express sale is for
 * the placeholder customer.
 */
export function chooseCustomer(choice: CustomerChoice): CustomerNextStep {
  sale.shipping = null
  const requireAddress = cartRequiresAddress(sale.cart)
  if (choice.kind === 'student') {
    sale.customer = studentToCustomer(choice.student)
    if (!sale.ceremony && choice.student.ceremony) selectCeremony(choice.student.ceremony)
    return requireAddress ? 'customer' : 'paymentType'
  }
  if (choice.kind === 'express' && !requireAddress) {
    sale.customer = { ...PLACEHOLDER_SALE_CUSTOMER }
    return 'paymentType'
  }
  sale.customer = { ...EMPTY_CUSTOMER }
  return 'customer'
}

export type StudentLookup = { error: string } | { next: CustomerNextStep | 'multipleStudents' }

/** Whether the last lookup searched only the students kept on the kiosk (the server unreachable). */
export const studentSearch = proxy({ offline: false })

/**
 * Finds a student id: one record is chosen at once, several are offered, none is an error.
 * Offline, what was found among the kept students is always shown, with a word that only they
 * were searched.
 */
export async function lookUpStudent(studentId: string): Promise<StudentLookup | null> {
  studentSearch.offline = false
  if (!studentId) return { error: MESSAGES.studentIdMissing }
  let found: StudentSearch
  try {
    found = await findStudents(studentId)
  } catch (error) {
    void showAlert(isUnreachable(error) ? MESSAGES.lookupOffline : MESSAGES.lookupFailed)
    return null
  }
  const { students, offline } = found
  studentSearch.offline = offline
  const [first] = students
  if (!first)
    return {
      error: offline
        ? `${noStudentWithId(studentId)} ${MESSAGES.offlineLookup}`
        : noStudentWithId(studentId),
    }
  if (students.length === 1 && !offline)
    return { next: chooseCustomer({ kind: 'student', student: first }) }
  sale.students = students
  return { next: 'multipleStudents' }
}

/** The details form is submitted: it ships there, and the customer's contact details follow it. */
export function saveCustomerForm(form: CustomerForm) {
  sale.shipping = form
  sale.customer = {
    ...(sale.customer ?? EMPTY_CUSTOMER),
    name: form.name,
    lastname: form.lastname,
    countrycode: form.countrycode,
    phone: form.phone,
    email: form.email,
  }
}

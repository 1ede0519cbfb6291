import type { Student } from '../contract/student'
import { DEFAULT_CALLING_CODE } from '../callingCode'
import { makeAddress, type Address } from './address'

export type SaleMode = 'stage' | 'normal'

/**
 * Who a sale is for: a student on record, a new customer typed in at the counter, or nobody
 * (an express sale, a stage sale), which the placeholder customer stands in for.
 */
export type CustomerKind = 'student' | 'new' | 'express' | 'stage'

/** The stand-in customer of express and stage sales, which have no student attached. */
export const PLACEHOLDER_CUSTOMER = {
  name: 'POS',
  lastname: 'Customer',
  email: 'pos@graduation-pos.invalid',
  phone: '',
  countrycode: DEFAULT_CALLING_CODE,
} as const

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return !email || email.trim().toLowerCase() === PLACEHOLDER_CUSTOMER.email
}

/** The customer of a sale in the kiosk: a student record, a new customer (id 0) or the placeholder. */
export interface SaleCustomer {
  id: number
  student_id: string | null
  name: string
  lastname: string
  countrycode: string
  phone: string
  email: string
  /** The postal address on record, if any. */
  address: Address | null
  /** The ceremony the student is registered for, offered first at payment. */
  ceremony: { id: number; name: string; date: string } | null
}

/** A new customer before the form is filled in. */
export const EMPTY_CUSTOMER: SaleCustomer = {
  id: 0,
  student_id: null,
  name: '',
  lastname: '',
  countrycode: DEFAULT_CALLING_CODE,
  phone: '',
  email: '',
  address: null,
  ceremony: null,
}

/** The stand-in customer of an express sale. */
export const PLACEHOLDER_SALE_CUSTOMER: SaleCustomer = {
  ...EMPTY_CUSTOMER,
  name: PLACEHOLDER_CUSTOMER.name,
  lastname: PLACEHOLDER_CUSTOMER.lastname,
  email: PLACEHOLDER_CUSTOMER.email,
}

export function studentToCustomer(student: Student): SaleCustomer {
  const extra = student.extra
  return {
    id: student.id,
    student_id: student.student_id,
    name: student.name,
    lastname: student.lastname,
    countrycode: student.countrycode ?? DEFAULT_CALLING_CODE,
    phone: student.phone ?? student.mobile ?? '',
    email: student.email ?? '',
    address: extra?.streetname1
      ? makeAddress(extra.streetname1, extra.city ?? '', extra.state ?? '', extra.postcode ?? '')
      : null,
    ceremony: student.ceremony ? { ...student.ceremony } : null,
  }
}

interface SentCustomer {
  mode: SaleMode
  customer_id: number
  name: string
  lastname: string
  email: string
}

/**
 * The kind of customer an order payload names. Without a customer id, a payload that carries no
 * name or the placeholder's email is an express sale; anything else is a new customer.
 */
export function customerKind(sent: SentCustomer): CustomerKind {
  if (sent.mode === 'stage') return 'stage'
  if (sent.customer_id > 0) return 'student'
  const nameless = !sent.name.trim() && !sent.lastname.trim()
  if (nameless || sent.email.trim().toLowerCase() === PLACEHOLDER_CUSTOMER.email) return 'express'
  return 'new'
}

import { MESSAGES } from '../messages'
import { DEFAULT_CALLING_CODE, isValidPhone } from '../phone'
import { isValidEmail } from '../validation'
import { ADDRESS_MESSAGES } from './address'
import type { CustomerKind } from './customer'

export const CUSTOMER_MESSAGES = {
  name: 'First name is required.',
  lastname: 'Last name is required.',
  phone: 'Phone is required.',
  invalidPhone: 'Invalid phone number.',
  email: 'Email is required.',
  invalidEmail: MESSAGES.invalidEmail,
  address: ADDRESS_MESSAGES.extra_streetname1,
  suburb: ADDRESS_MESSAGES.extra_city,
  state: ADDRESS_MESSAGES.extra_state,
  postcode: ADDRESS_MESSAGES.extra_postcode,
} as const

export interface Person {
  name: string
  lastname: string
  countrycode: string
  phone: string
  email: string
}

export type PersonErrors = Partial<Record<'name' | 'lastname' | 'phone' | 'email', string>>

/**
 * A contact detail given must be well formed; a new customer must give both
 * (docs/spec/product-spec.md §5).
 */
function contactProblems(person: Person, required: boolean): PersonErrors {
  const errors: PersonErrors = {}
  const code = person.countrycode || DEFAULT_CALLING_CODE
  if (!person.phone.trim()) {
    if (required) errors.phone = CUSTOMER_MESSAGES.phone
  } else if (!isValidPhone(code, person.phone)) errors.phone = CUSTOMER_MESSAGES.invalidPhone
  if (!person.email.trim()) {
    if (required) errors.email = CUSTOMER_MESSAGES.email
  } else if (!isValidEmail(person.email)) errors.email = CUSTOMER_MESSAGES.invalidEmail
  return errors
}

/**
 * The one rule per kind of customer, applied by the customer form, the server and the stories'
 * fake server alike. The placeholder of express and stage sales needs nothing; a student on
 * record needs a name, and whatever contact details the record has must be valid; a new
 * customer needs a name, a phone and an email.
 */
export function customerProblems(kind: CustomerKind, person: Person): PersonErrors {
  if (kind === 'express' || kind === 'stage') return {}
  const errors: PersonErrors = {}
  if (!person.name.trim()) errors.name = CUSTOMER_MESSAGES.name
  if (!person.lastname.trim()) errors.lastname = CUSTOMER_MESSAGES.lastname
  return { ...errors, ...contactProblems(person, kind === 'new') }
}

import { isValidPhone } from './phone'

/**
 * The one email rule of client and server: a local part of letters, digits and the usual marks
 * (no quotes, angle brackets, spaces or backslashes, which have no place in a receipt address and
 * would make a stored address a way into a page or a mail header), then a domain of dotted labels
 * ending in a name of letters. Dots may not lead, trail or double in the local part.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&*+/=?^_{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

export function isValidEmail(email: string): boolean {
  const trimmed = email.trim()
  return trimmed.length <= 254 && EMAIL_PATTERN.test(trimmed)
}

export interface CustomerForm {
  name: string
  lastname: string
  countrycode: string
  phone: string
  email: string
  address: string
  suburb: string
  state: string
  postcode: string
}

export type CustomerField = keyof Omit<CustomerForm, 'countrycode'>
export type CustomerErrors = Partial<Record<CustomerField, string>>

export const CUSTOMER_MESSAGES = {
  name: 'First name is required.',
  lastname: 'Last name is required.',
  phone: 'Phone is required.',
  invalidPhone: 'Invalid phone number.',
  email: 'Email is required.',
  address: 'Address is required.',
  suburb: 'Suburb is required.',
  state: 'State is required.',
  postcode: 'Postcode is required.',
} as const

const REQUIRED: CustomerField[] = [
  'name',
  'lastname',
  'phone',
  'email',
  'address',
  'suburb',
  'state',
  'postcode',
]

/** One message per field; an empty result means the form may be submitted. */
export function validateCustomer(form: CustomerForm): CustomerErrors {
  const errors: CustomerErrors = {}
  for (const field of REQUIRED) {
    if (!form[field].trim()) errors[field] = CUSTOMER_MESSAGES[field]
  }
  if (!errors.phone && !isValidPhone(form.countrycode, form.phone)) {
    errors.phone = CUSTOMER_MESSAGES.invalidPhone
  }
  return errors
}

import { isValidPhone } from './phone'

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email.trim())
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

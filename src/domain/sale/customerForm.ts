import { addressProblems, makeAddress, type Address, type AddressField } from './address'
import type { SaleCustomer } from './customer'
import { customerProblems } from './customerRules'
import { DEFAULT_CALLING_CODE } from '../callingCode'
import { readablePhone } from '../e164'

/** The fields of the Student Details / Create Customer form, as the person at the counter types them. */
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

/** Where each part of the one address shape sits on the form. */
const FORM_FIELD: Record<AddressField, CustomerField> = {
  extra_streetname1: 'address',
  extra_city: 'suburb',
  extra_state: 'state',
  extra_postcode: 'postcode',
}

export function formAddress(form: CustomerForm): Address {
  return makeAddress(form.address, form.suburb, form.state, form.postcode)
}

/**
 * The form asks for everything (docs/spec/product-spec.md §5): the details of a new customer and a
 * complete address, each by the same rule the server applies. An empty result means it may be
 * submitted.
 */
export function validateCustomer(form: CustomerForm): CustomerErrors {
  const errors: CustomerErrors = { ...customerProblems('new', form) }
  for (const [field, message] of Object.entries(addressProblems(formAddress(form)))) {
    errors[FORM_FIELD[field as AddressField]] = message
  }
  return errors
}

/** The form prefilled from the chosen customer: their details and their address on record. */
export function customerFormOf(customer: SaleCustomer): CustomerForm {
  const address = customer.address
  const countrycode = customer.countrycode || DEFAULT_CALLING_CODE
  return {
    name: customer.name,
    lastname: customer.lastname,
    countrycode,
    // Stored in E.164: shown as people type it beside the calling code ('0412 345 602').
    phone: readablePhone(customer.phone, countrycode),
    email: customer.email,
    address: address?.extra_streetname1 ?? '',
    suburb: address?.extra_city ?? '',
    state: address?.extra_state ?? '',
    postcode: address?.extra_postcode ?? '',
  }
}

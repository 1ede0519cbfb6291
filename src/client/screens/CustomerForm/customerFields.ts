import type { CustomerField } from '../../../domain/sale/customerForm'

/** The form's text fields in screen order; the phone (third) is drawn beside its country code. */
export const FIELDS: {
  field: CustomerField
  label: string
  type?: string
  inputMode?: 'email' | 'tel' | 'numeric' | 'text'
  autoComplete: string
}[] = [
  { field: 'name', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastname', label: 'Last name', autoComplete: 'family-name' },
  { field: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  { field: 'email', label: 'Email', type: 'email', inputMode: 'email', autoComplete: 'email' },
  { field: 'address', label: 'Street Address', autoComplete: 'street-address' },
  { field: 'suburb', label: 'Suburb', autoComplete: 'address-level2' },
  { field: 'state', label: 'State', autoComplete: 'address-level1' },
  { field: 'postcode', label: 'Postcode', inputMode: 'numeric', autoComplete: 'postal-code' },
]

/** The stand-in customer of express and stage sales, which have no student attached. */
export const PLACEHOLDER_CUSTOMER = {
  name: 'POS',
  lastname: 'Customer',
  email: 'pos@graduation-pos.invalid',
  phone: '',
  countrycode: '61',
} as const

export const ADDRESS_COUNTRY = 'Australia'

export function isPlaceholderEmail(email: string | null | undefined): boolean {
  return !email || email.trim().toLowerCase() === PLACEHOLDER_CUSTOMER.email
}

import { EMPTY_CUSTOMER, type SaleCustomer } from '../../domain/sale/customer'
import { customerFormOf, type CustomerForm } from '../../domain/sale/customerForm'

export { EMPTY_CUSTOMER, studentToCustomer } from '../../domain/sale/customer'

/** The details form: shipping details already entered, else the chosen customer's record. */
export function detailsFormOf(s: {
  shipping: Readonly<CustomerForm> | null
  customer: Readonly<SaleCustomer> | null
}): CustomerForm {
  if (s.shipping) return { ...s.shipping }
  return customerFormOf(s.customer ?? EMPTY_CUSTOMER)
}

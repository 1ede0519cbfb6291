import type { Student } from '../../domain/contract/entities'
import type { SaleCustomer } from '../../domain/sale'
import type { CustomerForm } from '../../domain/validation'

export const EMPTY_CUSTOMER: SaleCustomer = {
  id: 0,
  student_id: null,
  name: '',
  lastname: '',
  countrycode: '61',
  phone: '',
  email: '',
  street: '',
  city: '',
  state: '',
  postcode: '',
  ceremony: null,
}

export function studentToCustomer(student: Student): SaleCustomer {
  return {
    id: student.id,
    student_id: student.student_id,
    name: student.name,
    lastname: student.lastname,
    countrycode: student.countrycode ?? '61',
    phone: student.phone ?? student.mobile ?? '',
    email: student.email ?? '',
    street: student.extra?.streetname1 ?? '',
    city: student.extra?.city ?? '',
    state: student.extra?.state ?? '',
    postcode: student.extra?.postcode ?? '',
    ceremony: student.ceremony ? { ...student.ceremony } : null,
  }
}

/** The details form: shipping details already entered, else the chosen customer's record. */
export function customerFormOf(s: {
  shipping: Readonly<CustomerForm> | null
  customer: Readonly<SaleCustomer> | null
}): CustomerForm {
  if (s.shipping) return { ...s.shipping }
  const customer = s.customer ?? EMPTY_CUSTOMER
  return {
    name: customer.name,
    lastname: customer.lastname,
    countrycode: customer.countrycode || '61',
    phone: customer.phone,
    email: customer.email,
    address: customer.street,
    suburb: customer.city,
    state: customer.state,
    postcode: customer.postcode,
  }
}

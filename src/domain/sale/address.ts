import type { Address } from '../contract/address'
import type { SaleMode } from './customer'

export type { Address }

/** Every address the kiosk sends or stores is in Australia (docs/spec/product-spec.md §3). */
export const ADDRESS_COUNTRY = 'Australia'

export type AddressField = keyof Omit<Address, 'extra_country'>

export const ADDRESS_MESSAGES = {
  extra_streetname1: 'Address is required.',
  extra_city: 'Suburb is required.',
  extra_state: 'State is required.',
  extra_postcode: 'Postcode is required.',
} as const satisfies Record<AddressField, string>

/** The one address shape, from its parts: trimmed, the country fixed. */
export function makeAddress(
  street: string,
  city: string,
  state: string,
  postcode: string,
): Address {
  return {
    extra_streetname1: street.trim(),
    extra_city: city.trim(),
    extra_state: state.trim(),
    extra_postcode: postcode.trim(),
    extra_country: ADDRESS_COUNTRY,
  }
}

/** An address as sent, with only its known fields kept. */
export function cleanAddress(address: Address): Address {
  return makeAddress(
    address.extra_streetname1,
    address.extra_city,
    address.extra_state,
    address.extra_postcode,
  )
}

/** One message per missing part; an empty result means the address is complete. */
export function addressProblems(
  address: Address | null | undefined,
): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {}
  for (const field of Object.keys(ADDRESS_MESSAGES) as AddressField[]) {
    if (!address?.[field]?.trim()) problems[field] = ADDRESS_MESSAGES[field]
  }
  return problems
}

interface LineLike {
  stock: { require_address?: string | null }
}

export function stockRequiresAddress(stock: LineLike['stock']): boolean {
  return stock.require_address === 'yes'
}

export function cartRequiresAddress(lines: readonly LineLike[]): boolean {
  return lines.some((line) => stockRequiresAddress(line.stock))
}

/** A sale needs a postal address when any line does, except on stage, where nothing is posted. */
export function saleRequiresAddress(mode: SaleMode, lines: readonly LineLike[]): boolean {
  return mode === 'normal' && cartRequiresAddress(lines)
}

import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js'

export { DEFAULT_CALLING_CODE } from './callingCode'
const MAX_PHONE_TEXT = 250
const MIN_NATIONAL_DIGITS = 2
const MAX_NATIONAL_DIGITS = 17
const MAX_EXTENSION_DIGITS = 20

/** True when the phone, read with the country calling code, is a valid international number. */
export function isValidPhone(callingCode: string | number, phone: string): boolean {
  if (!phone.trim() || phone.length > MAX_PHONE_TEXT) return false
  const code = String(callingCode).replace(/\D/g, '')
  if (!code) return false
  const parsed = parsePhoneNumberFromString(phone, { defaultCallingCode: code })
  if (!parsed) return false
  const national = String(parsed.nationalNumber)
  if (national.length < MIN_NATIONAL_DIGITS || national.length > MAX_NATIONAL_DIGITS) return false
  if (parsed.ext && parsed.ext.length > MAX_EXTENSION_DIGITS) return false
  return parsed.countryCallingCode === code && parsed.isValid()
}

export interface CallingCodeOption {
  country: CountryCode
  name: string
  code: string
}

const FIRST_COUNTRIES: CountryCode[] = ['AU', 'NZ']

/** Australia and New Zealand first, then every other country alphabetically by name. */
export function callingCodeOptions(locale = 'en'): CallingCodeOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  const option = (country: CountryCode): CallingCodeOption => ({
    country,
    name: names.of(country) ?? country,
    code: getCountryCallingCode(country),
  })
  const rest = getCountries()
    .filter((c) => !FIRST_COUNTRIES.includes(c))
    .map(option)
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  return [...FIRST_COUNTRIES.map(option), ...rest]
}

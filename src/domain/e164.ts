import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js'
import { DEFAULT_CALLING_CODE } from './callingCode'

/**
 * Phones are stored in E.164 ('+61412345602', with ';ext=55' when an extension was given), so any
 * spelling of a number finds it: the search reads a term as the start of an E.164 number. A phone
 * that does not read as a valid number with its calling code is stored as typed (trimmed), and is
 * found by that exact text.
 */

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** The number as stored: the kiosk's calling code (its country select) and the number typed. */
export function toE164(callingCode: string | number, typed: string): string {
  const text = typed.trim()
  const code = digitsOf(String(callingCode)) || DEFAULT_CALLING_CODE
  if (!text) return ''
  const parsed = parsePhoneNumberFromString(text, { defaultCallingCode: code })
  if (!parsed?.isValid()) return text
  return parsed.ext ? `${parsed.number};ext=${parsed.ext}` : parsed.number
}

/** True when the text is stored in E.164, as toE164 writes it. */
export function isE164(stored: string): boolean {
  return /^\+[1-9]\d{1,14}(;ext=\d+)?$/.test(stored)
}

/**
 * A country of the calling code, whose rules (its trunk prefix, its international prefix) read
 * numbers typed the way people there type them: the first alphabetically shares them with the
 * others of that code (AU for 61, GB for 44).
 */
function countryOf(callingCode: string): CountryCode | undefined {
  return getCountries().find((country) => getCountryCallingCode(country) === callingCode)
}

/** What a phone search looks for: each form of the term an order's phone may be. */
export interface PhoneSearch {
  /** E.164 starts: the term read as the beginning of a number, typed so far. */
  prefixes: string[]
  /** Digits anywhere in an E.164 number, for a term that may be its middle or end (3+ digits). */
  contained: string | null
  /** The term as typed, for phones stored as typed because they read as no valid number. */
  exact: string
}

/** Digits with the separators people type between them, and an extension ('x55', 'ext. 55'). */
const PHONE_TEXT = /^\+?[\d\s().-]*(?:\s*(?:x|ext\.?)\s*\d+)?$/i

/** Fewer digits have no trigram to look them up by. */
const CONTAINED_DIGITS = 3

/**
 * A search term read against the university's calling code: '0412 3' is the start of
 * '+614123…', '+61 412' of '+61412…', '0011 61 4' of '+614…'. Digits starting without a trunk
 * '0' or a '+' ('345602') may be any part of a number, so they are also looked for anywhere, and
 * digits starting with the calling code ('61412') may be an international number without its '+'.
 */
export function phoneSearch(term: string, homeCode: string = DEFAULT_CALLING_CODE): PhoneSearch {
  const exact = term.trim()
  const digits = digitsOf(exact)
  // Only what a person types for a phone is read as one: in other text ('%ED%A0%80', 'ask at
  // desk 2') the digits are no number's start, and would find every number of the country.
  if (!digits || !PHONE_TEXT.test(exact)) return { prefixes: [], contained: null, exact }
  const country = countryOf(homeCode)
  const typing = country ? new AsYouType(country) : new AsYouType({ defaultCallingCode: homeCode })
  typing.input(exact)
  const prefixes = new Set<string>()
  const read = typing.getNumberValue()
  if (read) prefixes.add(read)
  const startsNumber = /^[+0]/.test(exact)
  if (!startsNumber && digits.startsWith(homeCode)) prefixes.add(`+${digits}`)
  const contained = !startsNumber && digits.length >= CONTAINED_DIGITS ? digits : null
  return { prefixes: [...prefixes], contained, exact }
}

/** Whether a stored phone is one a search finds: the same test as the server's SQL. */
export function phoneMatches(stored: string, search: PhoneSearch): boolean {
  if (stored === search.exact) return true
  if (search.prefixes.some((prefix) => stored.startsWith(prefix))) return true
  return search.contained !== null && stored.includes(search.contained)
}

/**
 * A stored phone as people read it: nationally for the university's country ('0412 345 602'),
 * internationally for another ('+64 21 123 4567'), as typed when it was stored so.
 */
export function readablePhone(stored: string, homeCode: string = DEFAULT_CALLING_CODE): string {
  if (!isE164(stored)) return stored
  const parsed = parsePhoneNumberFromString(stored)
  if (!parsed) return stored
  return parsed.countryCallingCode === homeCode
    ? parsed.formatNational()
    : parsed.formatInternational()
}

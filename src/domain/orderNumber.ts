export const ORDER_NUMBER_OFFSET = 546674
export const ORDER_NUMBER_DIGITS = 10

/** The number staff and customers see: the id plus the offset, padded to 10 digits. */
export function displayOrderNumber(id: number): string {
  return String(id + ORDER_NUMBER_OFFSET).padStart(ORDER_NUMBER_DIGITS, '0')
}

/** The database id behind a typed order number; 0 when the text is not a number or too small. */
export function orderIdFromDisplay(typed: string | number): number {
  const text = String(typed).trim()
  if (!/^\d{1,15}$/.test(text)) return 0
  const id = Number(text) - ORDER_NUMBER_OFFSET
  return id > 0 ? id : 0
}

/** A kiosk's provisional number for a sale made offline: its id and a counter, 'K7QX-0003'. */
const OFFLINE_NUMBER = /^[A-Z0-9]{2,8}-[0-9]{1,6}$/

/** The provisional number a person typed, as the order keeps it (upper case); null if it is none. */
export function offlineNumberTyped(typed: string): string | null {
  const text = typed.trim().toUpperCase()
  return OFFLINE_NUMBER.test(text) ? text : null
}

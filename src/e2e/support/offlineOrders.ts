import { expect } from '@playwright/test'

/** Runs SQL on the database the kiosk's server writes to (the shared one, or a test's own). */
export type Query = <T>(text: string) => Promise<T[]>

export interface SavedOrder {
  id: number
  offline_number: string
  amount: string
  type: string
  name: string
  /** Who the order is for, as saved on it: "name lastname <email>". */
  customer: string
  pos_operator: number
  pin_unverified: boolean
  /** Its lines, "qty × name", in the order they were saved. */
  lines: string
}

/** The orders the server made of sales with these provisional numbers, oldest first. */
export const ordersNumbered = (query: Query, numbers: string[]) =>
  query<SavedOrder>(
    `SELECT o.id, o.offline_number, o.amount::text, o.type, o.name, o.pos_operator,
            o.pin_unverified,
            o.name || ' ' || o.lastname || ' <' || coalesce(o.email, '') || '>' AS customer,
            (SELECT string_agg(i.qty || ' × ' || i.name, ', ' ORDER BY i.id)
               FROM order_items i WHERE i.order_id = o.id) AS lines
       FROM orders o
      WHERE o.offline_number IN (${numbers.map((n) => `'${n}'`).join(',')}) ORDER BY o.id`,
  )

/** An express sale's stand-in customer, as the server names it. */
const EXPRESS = 'POS Customer <pos@graduation-pos.invalid>'

/**
 * The three sales of sellThreeOffline (support/offlineSales.ts) are three orders, one each, with
 * their lines, amounts, operator (the demo staff) and customer.
 */
export async function expectThreeOrders(query: Query, numbers: string[]): Promise<SavedOrder[]> {
  const saved = await ordersNumbered(query, numbers)
  const [operator] = await query<{ id: number }>(
    "SELECT id FROM staff WHERE email = 'staff@demo.example'",
  )
  expect(
    saved.map((o) => [o.offline_number, o.amount, o.type, o.pos_operator, o.lines, o.customer]),
  ).toEqual([
    [numbers[0], '30.00', 'Order#Eftpos', operator!.id, '1 × Graduation Posy', EXPRESS],
    [
      numbers[1],
      '95.00',
      'Order#Cash',
      operator!.id,
      '1 × Classic Degree Frame with Burgundy Mat',
      'POS Customer <offline.parent@example.com>',
    ],
    [
      numbers[2],
      '35.00',
      'Order#Eftpos',
      operator!.id,
      '1 × Graduation Bear',
      'Offline Family <offline.family@example.com>',
    ],
  ])
  expect(saved.every((o) => !o.pin_unverified)).toBe(true)
  return saved
}

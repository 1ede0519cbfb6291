import type { Order } from '../../domain/contract/order'
import { DEMO_MANAGER_PIN } from '../demo/seed'
import type { TestClient } from './client'
import { ceremonyOf } from './fixtures'
import type { TestServer } from './harness'
import { orderPayload, type Line } from './orderPayload'
import { passPin } from './testSales'

export const REASON = 'Customer changed their mind'

/** A manager's approval of a void, as the kiosk sends it. */
export const approval = (pin = DEMO_MANAGER_PIN, reason = REASON) => ({ pin, reason })

/** A normal-mode sale to a customer with a real address (so a receipt can follow it). */
export async function saveSaleWithEmail(
  client: TestClient,
  server: TestServer,
  tenant: string,
  lines: Line[],
  type: 'Order#Cash' | 'Order#Eftpos' = 'Order#Cash',
): Promise<Order> {
  await passPin(client, tenant)
  const answer = await client.post<Order>(
    `/${tenant}/orders`,
    orderPayload(await ceremonyOf(server.db, tenant), lines, {
      mode: 'normal',
      type,
      name: 'Ada',
      lastname: 'Lovelace',
      phone: '0412345678',
      email: 'ada@example.com',
    }),
  )
  if (answer.status !== 201) throw new Error(`save answered ${answer.status}: ${answer.text}`)
  return answer.body
}

import type { Order } from '../../domain/contract/order'
import { DEMO_PIN } from '../demo/seed'
import type { TestClient } from './client'
import { ceremonyOf } from './fixtures'
import type { TestServer } from './harness'
import { orderPayload, type Line } from './orderPayload'

/** Checks the demo PIN in this session, so the next normal-mode save records its operator. */
export async function passPin(client: TestClient, tenant: string) {
  const answer = await client.post(`/${tenant}/checkpin`, { pin: DEMO_PIN })
  if (answer.status !== 200 || answer.body.pass !== true)
    throw new Error(`checkpin answered ${answer.status}: ${answer.text}`)
  return answer.body.operator as { id: number; name: string }
}

/** A stage-mode sale (no PIN needed), saved over HTTP. */
export async function saveStageOrder(
  client: TestClient,
  server: TestServer,
  tenant: string,
  lines: Line[],
): Promise<Order> {
  const answer = await client.post<Order>(
    `/${tenant}/orders`,
    orderPayload(await ceremonyOf(server.db, tenant), lines),
  )
  if (answer.status !== 201) throw new Error(`save answered ${answer.status}: ${answer.text}`)
  return answer.body
}

/** A stage-mode sale pushed to the ordering system, so its items can be upgraded. */
export async function savePushedOrder(
  client: TestClient,
  server: TestServer,
  tenant: string,
  lines: Line[],
): Promise<Order> {
  const order = await saveStageOrder(client, server, tenant, lines)
  const pushed = await client.post(`/${tenant}/ges/orders/${order.id}`, {})
  if (pushed.status !== 200) throw new Error(`push answered ${pushed.status}: ${pushed.text}`)
  const search = await client.get<Order[]>(
    `/${tenant}/orders?type=orderid&value=${order.id + 546674}`,
  )
  return search.body[0]!
}

import { demoManagerEmail } from '../demo/seed'
import { TestClient } from './client'

/** A client signed in as the demo manager of a university. */
export async function managerClient(baseUrl: string, tenant: string): Promise<TestClient> {
  const client = new TestClient(baseUrl)
  const answer = await client.login(tenant, { email: demoManagerEmail(tenant) })
  if (answer.status !== 200) throw new Error(`manager login answered ${answer.status}`)
  return client
}

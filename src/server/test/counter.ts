import type { Stock } from '../../domain/contract/stock'
import { TestClient } from './client'
import { ceremonyOf } from './fixtures'
import { stockNamed } from './stockFixtures'
import { startServer, type TestServer } from './harness'

export interface DemoCounter {
  server: TestServer
  /** A kiosk logged in to the demo university. */
  client: TestClient
  ceremonyId: number
  /** $35.00 in the demo catalogue. */
  bear: Stock
  posy: Stock
}

/** A server on fresh demo data and a kiosk at its counter, with what the sale tests sell. */
export async function demoCounter(): Promise<DemoCounter> {
  const server = await startServer()
  return {
    server,
    client: await TestClient.loggedIn(server.url, 'demo'),
    ceremonyId: await ceremonyOf(server.db, 'demo'),
    bear: await stockNamed(server.db, 'demo', 'Graduation Bear'),
    posy: await stockNamed(server.db, 'demo', 'Graduation Posy'),
  }
}

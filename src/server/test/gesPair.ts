import type { Stock } from '../../domain/contract/stock'
import { TestClient } from './client'
import { startGes, type TestGes } from './gesServer'
import { startServer, type StartOptions, type TestServer } from './harness'
import { stockNamed } from './stockFixtures'

export interface GesPair {
  /** The ordering system's stand-in on loopback, which `remote` pushes to. */
  ges: TestGes
  /** A server on the built-in ledger, and one on the ordering system over HTTP. */
  ledger: TestServer
  remote: TestServer
  ledgerClient: TestClient
  remoteClient: TestClient
  bear: Stock
  close: () => Promise<void>
}

/**
 * The outbox's two modes side by side, each with a server and database of its own: on a shared
 * database the ledger's worker would settle the HTTP server's rows.
 */
export async function startGesPair(timings: StartOptions['ges']): Promise<GesPair> {
  const ges = await startGes()
  const ledger = await startServer({ ges: timings })
  const remote = await startServer({ gesUrl: ges.url, ges: timings })
  return {
    ges,
    ledger,
    remote,
    ledgerClient: await TestClient.loggedIn(ledger.url, 'demo'),
    remoteClient: await TestClient.loggedIn(remote.url, 'demo'),
    bear: await stockNamed(ledger.db, 'demo', 'Graduation Bear'),
    close: async () => {
      await remote.close()
      await ledger.close()
      await ges.close()
    },
  }
}

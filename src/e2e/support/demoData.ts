import { cp, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A DATA_DIR for a kiosk server of a test's own, holding a copy of the demo database the global
 * setup made once: the server opens it instead of creating and seeding one, about 5 s of CPU.
 * Without the global setup (a bench) the folder is empty and the server seeds it.
 */
export async function demoDataCopy(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix))
  const demo = process.env.E2E_DEMO_DATA_DIR
  if (demo) await cp(demo, dataDir, { recursive: true })
  return dataDir
}

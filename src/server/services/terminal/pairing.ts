import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { terminals } from '../../db/schema'
import type { PairedTerminal } from './port'

type TerminalRow = typeof terminals.$inferSelect

export function pairedTerminal(row: TerminalRow): PairedTerminal {
  return {
    id: row.id,
    universityId: row.universityId,
    adapter: row.adapter,
    label: row.label,
    settings: row.settings,
  }
}

export async function terminalOfKiosk(db: Db, universityId: number, kiosk: string) {
  const [row] = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.universityId, universityId), eq(terminals.kiosk, kiosk)))
  return row ?? null
}

export async function terminalById(db: Db, id: number) {
  const [row] = await db.select().from(terminals).where(eq(terminals.id, id))
  return row ?? null
}

/**
 * The kiosk's terminal; with the simulator a kiosk with none is paired with a simulated one on
 * first use, so the demo takes cards out of the box.
 */
export async function terminalForKiosk(
  db: Db,
  adapter: 'simulator' | 'linkly',
  universityId: number,
  kiosk: string,
  label: string,
) {
  const found = await terminalOfKiosk(db, universityId, kiosk)
  if (found || adapter !== 'simulator') return found
  await pairKiosk(db, { universityId, kiosk, adapter, label: `${label} terminal`, settings: {} })
  return terminalOfKiosk(db, universityId, kiosk)
}

/** Pairs a kiosk with a terminal, replacing the one it had. */
export async function pairKiosk(
  db: Db,
  pairing: Pick<TerminalRow, 'universityId' | 'kiosk' | 'adapter' | 'label' | 'settings'>,
) {
  const set = {
    adapter: pairing.adapter,
    label: pairing.label,
    settings: pairing.settings,
    pairedAt: new Date(),
  }
  const [row] = await db
    .insert(terminals)
    .values(pairing)
    .onConflictDoUpdate({ target: [terminals.universityId, terminals.kiosk], set })
    .returning()
  return row!
}

import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { audit } from '../audit'
import { terminalKiosks, terminals } from '../../db/schema'
import { kioskLabel } from '../../security/kioskCookie'
import type { PairedTerminal } from './port'

type TerminalRow = typeof terminals.$inferSelect
export type Pairing = Pick<TerminalRow, 'universityId' | 'kiosk' | 'adapter' | 'label' | 'settings'>

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
    .where(
      and(
        eq(terminals.universityId, universityId),
        eq(terminals.kiosk, kiosk),
        isNull(terminals.unpairedAt),
      ),
    )
  return row ?? null
}

export async function terminalById(db: Db, id: number) {
  const [row] = await db.select().from(terminals).where(eq(terminals.id, id))
  return row ?? null
}

/**
 * The kiosk's terminal, noting the kiosk by its short code for whoever pairs it. With the
 * simulator a kiosk with none is paired with a simulated one on first use, so the demo takes
 * cards out of the box.
 */
export async function terminalForKiosk(
  db: Db,
  adapter: 'simulator' | 'linkly',
  universityId: number,
  kiosk: string,
) {
  const code = kioskLabel(kiosk)
  await db
    .insert(terminalKiosks)
    .values({ universityId, kiosk, code })
    .onConflictDoUpdate({
      target: [terminalKiosks.universityId, terminalKiosks.kiosk],
      set: { seenAt: sql`now()` },
    })
  const found = await terminalOfKiosk(db, universityId, kiosk)
  if (found || adapter !== 'simulator') return found
  // Two first calls at once: one pairs, the other finds its pairing.
  await db
    .insert(terminals)
    .values({ universityId, kiosk, adapter, label: `${code} terminal`, settings: {} })
    .onConflictDoNothing()
  return terminalOfKiosk(db, universityId, kiosk)
}

/**
 * Pairs a kiosk with a terminal; the one it had is unpaired (its attempts still name it). `by` is
 * the manager who paired it in the back office, or null for `npm run admin`: the audit line says
 * who, and the back office's list reads it from there.
 */
export async function pairKiosk(
  db: Db,
  pairing: Pairing,
  by: number | null = null,
): Promise<TerminalRow> {
  return db.transaction(async (tx) => {
    await tx
      .update(terminals)
      .set({ unpairedAt: new Date() })
      .where(
        and(
          eq(terminals.universityId, pairing.universityId),
          eq(terminals.kiosk, pairing.kiosk),
          isNull(terminals.unpairedAt),
        ),
      )
    const [row] = await tx.insert(terminals).values(pairing).returning()
    await audit(tx, {
      universityId: pairing.universityId,
      staffId: by,
      action: 'terminal.pair',
      subject: `terminal:${row!.id}`,
      details: { kiosk_code: kioskLabel(pairing.kiosk), adapter: row!.adapter, label: row!.label },
    })
    return row!
  })
}

export async function unpairKiosk(
  db: Db,
  universityId: number,
  kiosk: string,
  by: number | null = null,
) {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(terminals)
      .set({ unpairedAt: new Date() })
      .where(
        and(
          eq(terminals.universityId, universityId),
          eq(terminals.kiosk, kiosk),
          isNull(terminals.unpairedAt),
        ),
      )
      .returning({ id: terminals.id })
    for (const { id } of ended) {
      await audit(tx, {
        universityId,
        staffId: by,
        action: 'terminal.unpair',
        subject: `terminal:${id}`,
        details: { kiosk_code: kioskLabel(kiosk) },
      })
    }
    return ended.length > 0
  })
}

/** The kiosks a short code names (more than one only by a rare clash of digests). */
export async function kiosksOfCode(db: Db, universityId: number, code: string) {
  const rows = await db
    .select({ kiosk: terminalKiosks.kiosk })
    .from(terminalKiosks)
    .where(
      and(
        eq(terminalKiosks.universityId, universityId),
        eq(terminalKiosks.code, code.toUpperCase()),
      ),
    )
  return rows.map((row) => row.kiosk)
}

/** The university's paired terminals, with the short code of each one's kiosk. */
export async function pairedTerminals(db: Db, universityId: number) {
  const rows = await db
    .select()
    .from(terminals)
    .where(and(eq(terminals.universityId, universityId), isNull(terminals.unpairedAt)))
    .orderBy(terminals.id)
  return rows.map((row) => ({ ...row, code: kioskLabel(row.kiosk) }))
}

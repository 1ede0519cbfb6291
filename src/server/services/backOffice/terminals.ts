import { and, desc, eq, inArray } from 'drizzle-orm'
import type { CardTerminal, PairTerminal } from '../../../domain/contract/backOfficeTerminals'
import type { Config } from '../../configTypes'
import type { Db } from '../../db/client'
import { auditLog, staff } from '../../db/schema'
import { linklySettings, pairTerminal, unpairTerminal } from '../admin/terminalAdmin'
import { Refusal } from '../refusal'
import { withCliRules } from './cliRules'
import { pairedTerminals } from '../terminal/pairing'
import type { Actor } from './ceremonies'

/** Who paired each terminal, from its audit line (the terminal's row keeps no person). */
async function pairers(db: Db, universityId: number, ids: number[]) {
  if (!ids.length) return new Map<string, string | null>()
  const rows = await db
    .select({ subject: auditLog.subject, name: staff.name, staffId: auditLog.staffId })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(
      and(
        eq(auditLog.universityId, universityId),
        eq(auditLog.action, 'terminal.pair'),
        inArray(
          auditLog.subject,
          ids.map((id) => `terminal:${id}`),
        ),
      ),
    )
    .orderBy(desc(auditLog.id))
  const by = new Map<string, string | null>()
  for (const row of rows) if (!by.has(row.subject!)) by.set(row.subject!, row.name)
  return by
}

export async function listCardTerminals(db: Db, universityId: number): Promise<CardTerminal[]> {
  const rows = await pairedTerminals(db, universityId)
  const by = await pairers(
    db,
    universityId,
    rows.map((row) => row.id),
  )
  return rows.map((row) => {
    const subject = `terminal:${row.id}`
    const name = by.get(subject) ?? null
    return {
      kiosk_code: row.code,
      terminal_id: row.id,
      adapter: row.adapter,
      label: row.label,
      paired_at: row.pairedAt.toISOString(),
      paired_via: by.has(subject) ? (name ? 'back office' : 'admin command') : null,
      paired_by: name,
    }
  })
}

/**
 * Pairs a kiosk with a terminal of the kind this server uses, by the CLI's own rules: the kiosk's
 * code is checked before Linkly is asked, so a typo spends no pair code.
 */
export async function pairCardTerminal(
  db: Db,
  config: Pick<Config, 'terminal' | 'linkly'>,
  actor: Actor,
  slug: string,
  input: PairTerminal,
): Promise<CardTerminal> {
  const code = input.kiosk_code.trim().toUpperCase()
  if (!code) throw Refusal.field('kiosk_code', 'Type the code the kiosk shows, e.g. K-1A2B3C.')
  const row = await withCliRules(() => {
    const settings =
      config.terminal === 'linkly'
        ? linklySettings(config.linkly, slug, {
            username: input.username ?? '',
            password: input.password ?? '',
            pairCode: input.pair_code ?? '',
          })
        : () => ({})
    const label = input.label?.trim() || `${code} terminal`
    return pairTerminal(db, slug, code, label, config.terminal, settings, actor.staffId)
  })
  const listed = await listCardTerminals(db, actor.universityId)
  return listed.find((terminal) => terminal.terminal_id === row.id)!
}

export async function unpairCardTerminal(db: Db, actor: Actor, slug: string, code: string) {
  await withCliRules(() => unpairTerminal(db, slug, code.trim().toUpperCase(), actor.staffId))
}

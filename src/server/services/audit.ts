import type { Db, Tx } from '../db/client'
import { auditLog } from '../db/schema'

export interface AuditEntry {
  universityId: number | null
  staffId: number | null
  action: string
  subject?: string
  details?: Record<string, unknown>
}

/** Every redeem, upgrade, order save, push, email and failed check leaves a line here. */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    universityId: entry.universityId,
    staffId: entry.staffId,
    action: entry.action,
    subject: entry.subject ?? null,
    details: entry.details ?? {},
  })
}

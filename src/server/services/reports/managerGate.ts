import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { staff } from '../../db/schema'
import type { SessionRecord } from '../../types'
import { Refusal } from '../refusal'

/** How long a manager's PIN opens the report in the session it was entered in. */
export const REPORT_PIN_MS = 15 * 60_000

export const NEED_MANAGER_PIN = "A manager's PIN is needed to open the report."
export const ONLY_MANAGERS = 'Only a manager can open the takings report.'

/**
 * The manager whose PIN passed `checkpin` in this session within the last 15 minutes, or a 403
 * saying what is missing. The PIN is the session's last one, so an operator's PIN entered after
 * the manager's closes the report again.
 */
export async function reportManager(
  db: Db,
  session: Pick<SessionRecord, 'pinOperatorId' | 'pinCheckedAt'>,
  universityId: number,
): Promise<{ id: number; name: string }> {
  const checkedAt = session.pinCheckedAt?.getTime() ?? 0
  if (!session.pinOperatorId || Date.now() - checkedAt > REPORT_PIN_MS) {
    throw new Refusal(403, NEED_MANAGER_PIN)
  }
  const [owner] = await db
    .select({ id: staff.id, name: staff.name, role: staff.role, disabledAt: staff.disabledAt })
    .from(staff)
    .where(and(eq(staff.id, session.pinOperatorId), eq(staff.universityId, universityId)))
  if (!owner || owner.disabledAt) throw new Refusal(403, NEED_MANAGER_PIN)
  if (owner.role !== 'manager') throw new Refusal(403, ONLY_MANAGERS)
  return { id: owner.id, name: owner.name }
}

import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { staff } from '../../db/schema'
import { audit } from '../audit'

export const MANAGERS_ONLY =
  'The back office is for managers. Ask a manager of your university to make this change.'

/**
 * Whether the signed-in staff member is an active manager of this university. The role is read
 * from the staff row at each request, so a manager made an operator loses the back office at
 * once, not at their next sign-in.
 */
export async function isManager(db: Db, staffId: number, universityId: number): Promise<boolean> {
  const [row] = await db
    .select({ role: staff.role })
    .from(staff)
    .where(
      and(eq(staff.id, staffId), eq(staff.universityId, universityId), isNull(staff.disabledAt)),
    )
  return row?.role === 'manager'
}

/** A refused attempt on the back office is a line of the audit log too. */
export function auditRefusal(
  db: Db,
  who: { universityId: number; staffId: number },
  request: { method: string; url: string },
) {
  return audit(db, {
    ...who,
    action: 'admin.refused',
    details: { method: request.method, path: request.url.split('?')[0] },
  })
}

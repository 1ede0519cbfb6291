import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { staff, type StaffRole } from '../../db/schema'
import { verifySecret } from '../../security/secrets'

/** What a PIN looks like; anything else is a wrong PIN without a look at the staff table. */
export const PIN_PATTERN = /^[0-9]{4,8}$/

/**
 * The active staff member of a university whose PIN this is, or null. Candidates are tried in id
 * order, so should two people share a PIN the same one is always found.
 */
export async function pinOwner(
  db: Db | Tx,
  universityId: number,
  pin: string,
): Promise<{ id: number; name: string; role: StaffRole } | null> {
  if (!PIN_PATTERN.test(pin)) return null
  const candidates = await db
    .select({ id: staff.id, name: staff.name, role: staff.role, pinHash: staff.pinHash })
    .from(staff)
    .where(
      and(eq(staff.universityId, universityId), isNotNull(staff.pinHash), isNull(staff.disabledAt)),
    )
    .orderBy(asc(staff.id))
  for (const candidate of candidates) {
    if (await verifySecret(pin, candidate.pinHash))
      return { id: candidate.id, name: candidate.name, role: candidate.role }
  }
  return null
}

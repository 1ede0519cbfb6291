import { eq } from 'drizzle-orm'
import type { BootData } from '../../../domain/contract/boot'
import type { Db } from '../../db/client'
import { staff, universities } from '../../db/schema'
import type { SessionRecord } from '../../types'

/** The signed-in staff member a page shows, or null for a guest. */
export async function sessionUser(
  db: Db,
  session: SessionRecord | null,
): Promise<BootData['user']> {
  if (!session?.staffId || !session.universityId) return null
  const [row] = await db
    .select({
      name: staff.name,
      email: staff.email,
      tenant: universities.slug,
      role: staff.role,
    })
    .from(staff)
    .innerJoin(universities, eq(universities.id, staff.universityId))
    .where(eq(staff.id, session.staffId))
  return row ?? null
}

import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { NewStaff, StaffMember } from '../../../domain/contract/backOffice'
import type { Db } from '../../db/client'
import { sessions, staff, type StaffRole } from '../../db/schema'
import { addStaff, setPassword, setPin } from '../admin/staffAdmin'
import { audit } from '../audit'
import { Refusal } from '../refusal'
import { withCliRules } from './cliRules'
import type { Actor } from './ceremonies'

function dto(row: typeof staff.$inferSelect): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.disabledAt === null,
    has_pin: row.pinHash !== null,
  }
}

/** Active people first, each group by name. */
export async function listStaff(db: Db, universityId: number): Promise<StaffMember[]> {
  const rows = await db
    .select()
    .from(staff)
    .where(eq(staff.universityId, universityId))
    .orderBy(sql`${staff.disabledAt} IS NOT NULL`, asc(sql`lower(${staff.name})`), asc(staff.id))
  return rows.map(dto)
}

async function memberOf(db: Db, universityId: number, id: number) {
  const [row] = await db
    .select()
    .from(staff)
    .where(and(eq(staff.universityId, universityId), eq(staff.id, id)))
  if (!row) throw new Refusal(404, 'There is no such staff member at this university.')
  return row
}

/** A manager who demoted or disabled themselves could lock the university out of this page. */
function notYourself(actor: Actor, id: number, what: string) {
  if (actor.staffId === id)
    throw new Refusal(409, `You cannot ${what} yourself; ask another manager.`)
}

export async function addStaffMember(
  db: Db,
  actor: Actor,
  slug: string,
  input: NewStaff,
): Promise<StaffMember> {
  // The audit line is written in the addition's transaction, naming this manager.
  const added = await withCliRules(() => addStaff(db, { ...input, slug }, actor.staffId))
  return dto(await memberOf(db, actor.universityId, added.id))
}

export async function setStaffRole(
  db: Db,
  actor: Actor,
  id: number,
  role: StaffRole,
): Promise<StaffMember> {
  notYourself(actor, id, 'change the role of')
  const before = await memberOf(db, actor.universityId, id)
  return db.transaction(async (tx) => {
    const [row] = await tx.update(staff).set({ role }).where(eq(staff.id, id)).returning()
    await audit(tx, {
      ...actor,
      action: 'staff.role',
      subject: `staff:${id}`,
      details: { email: before.email, role: [before.role, role] },
    })
    return dto(row!)
  })
}

/** A new PIN or password by the CLI's own rules; the secret itself is never written anywhere else. */
export async function setStaffSecret(
  db: Db,
  actor: Actor,
  slug: string,
  id: number,
  secret: { pin: string } | { password: string },
): Promise<StaffMember> {
  const member = await memberOf(db, actor.universityId, id)
  const isPin = 'pin' in secret
  await withCliRules(() =>
    isPin
      ? setPin(db, slug, member.email, secret.pin, actor.staffId)
      : setPassword(db, slug, member.email, secret.password, actor.staffId),
  )
  return dto(await memberOf(db, actor.universityId, id))
}

/** Disabled, a person can no longer sign in, and every session of theirs ends now. */
export async function disableStaff(db: Db, actor: Actor, id: number): Promise<StaffMember> {
  notYourself(actor, id, 'disable')
  const member = await memberOf(db, actor.universityId, id)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ disabledAt: new Date() })
      .where(and(eq(staff.id, id), isNull(staff.disabledAt)))
      .returning()
    if (!row) return dto(member)
    await tx.delete(sessions).where(eq(sessions.staffId, id))
    await audit(tx, {
      ...actor,
      action: 'staff.disable',
      subject: `staff:${id}`,
      details: { email: member.email },
    })
    return dto(row)
  })
}

/**
 * Enabled again, a person signs in with their password; their old sessions ended when they were
 * disabled and stay ended. Their PIN is cleared: while they were away a colleague may have been
 * given the same one, and the PIN says who made a sale, so a manager sets a new one.
 */
export async function enableStaff(db: Db, actor: Actor, id: number): Promise<StaffMember> {
  const member = await memberOf(db, actor.universityId, id)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staff)
      .set({ disabledAt: null, pinHash: null })
      .where(and(eq(staff.id, id), isNotNull(staff.disabledAt)))
      .returning()
    if (!row) return dto(member)
    await audit(tx, {
      ...actor,
      action: 'staff.enable',
      subject: `staff:${id}`,
      details: { email: member.email, pin_cleared: member.pinHash !== null },
    })
    return dto(row)
  })
}

import dayjs from 'dayjs'
import { and, asc, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm'
import { AUDIT_KINDS, kindOfAction } from '../../../domain/backOffice/auditKinds'
import type { AuditLine, AuditPage, AuditQuery } from '../../../domain/contract/backOffice'
import type { Db } from '../../db/client'
import { auditLog, staff } from '../../db/schema'

export const AUDIT_PAGE = 200
/** An export holds at most this many lines; a narrower filter gets the rest. */
export const AUDIT_EXPORT_MAX = 50_000

function filters(universityId: number, query: AuditQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(auditLog.universityId, universityId)]
  if (query.staff) where.push(eq(auditLog.staffId, Number(query.staff)))
  if (query.kind) {
    const patterns: readonly string[] = AUDIT_KINDS[query.kind].actions
    // A pattern's own characters never include LIKE's wildcards, so `*` alone becomes `%`.
    where.push(
      or(
        ...patterns.map((p) =>
          p.endsWith('*') ? like(auditLog.action, `${p.slice(0, -1)}%`) : eq(auditLog.action, p),
        ),
      ),
    )
  }
  if (query.day) {
    // The day as the server's clock (the university's time zone) counts it, as orders do.
    const start = dayjs(query.day).startOf('day')
    where.push(
      gte(auditLog.createdAt, start.toDate()),
      lt(auditLog.createdAt, start.add(1, 'day').toDate()),
    )
  }
  if (query.before) where.push(lt(auditLog.id, Number(query.before)))
  return and(...where)
}

/** Details as 'key: value' pairs, the way a person reads them in a table or a spreadsheet. */
function describe(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

async function readLines(db: Db, universityId: number, query: AuditQuery, limit: number) {
  const rows = await db
    .select({ line: auditLog, name: staff.name })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(filters(universityId, query))
    .orderBy(desc(auditLog.id))
    .limit(limit)
  return rows.map(({ line, name }): AuditLine => ({
    id: line.id,
    at: line.createdAt.toISOString(),
    staff: line.staffId !== null ? { id: line.staffId, name: name ?? `#${line.staffId}` } : null,
    kind: kindOfAction(line.action),
    action: line.action,
    subject: line.subject,
    details: describe(line.details),
  }))
}

/** A page of the university's audit log, newest first, with everyone it may name. */
export async function auditPage(
  db: Db,
  universityId: number,
  query: AuditQuery,
): Promise<AuditPage> {
  const lines = await readLines(db, universityId, query, AUDIT_PAGE + 1)
  const people = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.universityId, universityId))
    .orderBy(asc(staff.name), asc(staff.id))
  return { lines: lines.slice(0, AUDIT_PAGE), more: lines.length > AUDIT_PAGE, people }
}

/** The lines of a filter for a CSV, newest first. */
export function auditExport(db: Db, universityId: number, query: AuditQuery) {
  return readLines(db, universityId, { ...query, before: undefined }, AUDIT_EXPORT_MAX)
}

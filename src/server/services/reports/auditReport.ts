import type { Db } from '../../db/client'
import { audit } from '../audit'

/** The scope a report answered for, as its audit line records it. */
export interface AuditedScope {
  ceremonyId: number | null
  from: string | null
  to: string | null
}

/**
 * Who opened which scope of the takings report, and when (the line's created_at): the figures are
 * the university's money, so each opening and each CSV download leaves a line, as PIN failures do.
 */
export async function auditReport(
  db: Db,
  entry: { universityId: number; managerId: number; action: 'report.opened' | 'report.csv' },
  scope: AuditedScope,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const subject =
    scope.ceremonyId !== null
      ? `ceremony:${scope.ceremonyId}`
      : scope.from
        ? `dates:${scope.from}..${scope.to}`
        : 'none'
  await audit(db, {
    universityId: entry.universityId,
    staffId: entry.managerId,
    action: entry.action,
    subject,
    details: { ceremony_id: scope.ceremonyId, from: scope.from, to: scope.to, ...extra },
  })
}

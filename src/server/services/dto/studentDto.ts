import type { Student } from '../../../domain/contract/student'
import type * as schema from '../../db/schema'
import { iso, type Row } from './dtoValues'
import { extraDto } from './extraDto'

export function studentDto(
  row: Row<typeof schema.customers>,
  ceremony: Row<typeof schema.ceremonies> | null,
  extra: Row<typeof schema.customerExtras> | null,
): Student {
  return {
    id: row.id,
    student_id: row.studentId,
    title: row.title,
    name: row.name,
    othername: row.othername,
    lastname: row.lastname,
    email: row.email,
    countrycode: row.countrycode,
    phone: row.phone,
    mobile: row.mobile,
    award_id: row.awardId,
    ceremony_id: row.ceremonyId,
    ceremony: ceremony ? { id: ceremony.id, name: ceremony.name, date: ceremony.date } : null,
    extra: extra ? extraDto(extra) : null,
    ges_id: row.gesId,
    is_vip: row.isVip,
    is_virtual: row.isVirtual,
    notify_ticket: row.notifyTicket,
    registered: row.registered,
    seat: row.seat,
    status: row.status,
    status_ts: iso(row.statusTs),
    student_dob: row.studentDob,
    ticket_id: row.ticketId,
    type: row.type,
    uni_status: row.uniStatus,
    verifies: row.verifies,
    last_logon: iso(row.lastLogon),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}

import type { Ceremony } from '../../../domain/contract/ceremony'
import type * as schema from '../../db/schema'
import { iso, type Row } from './dtoValues'

export function ceremonyDto(row: Row<typeof schema.ceremonies>): Ceremony {
  return {
    id: row.id,
    code: row.code,
    date: row.date,
    name: row.name,
    start_hour: row.startHour,
    start_min: row.startMin,
    end_hour: row.endHour,
    end_min: row.endMin,
    start_meridiem: row.startMeridiem,
    end_meridiem: row.endMeridiem,
    photography: row.photography,
    venue: row.venue,
    status: row.status,
    status_ts: iso(row.statusTs),
    description: row.description,
    order_startid: row.orderStartid,
    order_endid: row.orderEndid,
    ges_id: row.gesId,
    ticket_id: row.ticketId,
    seat_limit: row.seatLimit,
    archived_at: iso(row.archivedAt),
    seat_count: row.seatCount,
  }
}

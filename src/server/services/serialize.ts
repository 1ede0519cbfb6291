import type {
  Ceremony,
  CustomerExtra,
  Order,
  OrderItem,
  Stock,
  Student,
} from '../../domain/contract/entities'
import { centsToDollars, toCents } from '../../domain/sale/money'
import type * as schema from '../db/schema'

type Row<T extends { $inferSelect: unknown }> = T['$inferSelect']

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null)
const dollars = (value: string) => centsToDollars(toCents(value))

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

export function stockDto(row: Row<typeof schema.stocks>): Stock {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    ceremony_id: row.ceremonyId,
    description: row.description,
    price: dollars(row.price),
    qty: row.qty,
    is_subitem: row.isSubitem,
    json: row.json,
    images: row.images,
    rev: row.rev,
    require_address: row.requireAddress,
    colour: null,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}

export function extraDto(row: Row<typeof schema.customerExtras>): CustomerExtra {
  return {
    customer_id: row.customerId,
    city: row.city,
    country: row.country,
    dietary: row.dietary,
    email: row.email,
    marketing: row.marketing,
    mobile: row.mobile,
    phone: row.phone,
    postcode: row.postcode,
    share_alumni_story: row.shareAlumniStory,
    state: row.state,
    streetname1: row.streetname1,
    streetname2: row.streetname2,
    streetname3: row.streetname3,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}

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

export function orderItemDto(row: Row<typeof schema.orderItems>): OrderItem {
  return {
    id: row.id,
    order_id: row.orderId,
    customer_id: row.customerId ?? 0,
    stock_id: row.stockId,
    name: row.name,
    type: row.type,
    qty: row.qty,
    amount: dollars(row.amount),
    status: row.status,
    status_ts: iso(row.statusTs),
    json: row.json,
    is_admin: row.isAdmin,
    selected: row.selected,
    seat: row.seat,
    rev: row.rev,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
  }
}

export function orderDto(
  row: Row<typeof schema.orders>,
  items: Row<typeof schema.orderItems>[],
  customer: Row<typeof schema.customers> | null,
  ceremony: Row<typeof schema.ceremonies> | null,
): Order {
  return {
    id: row.id,
    customer_id: row.customerId ?? 0,
    ceremony_id: row.ceremonyId,
    type: row.type,
    date: row.date,
    title: row.title,
    name: row.name,
    othername: row.othername,
    lastname: row.lastname,
    countrycode: row.countrycode,
    phone: row.phone,
    email: row.email,
    address: row.address ?? null,
    amount: dollars(row.amount),
    paid: dollars(row.paid),
    tendered: row.tendered === null ? null : dollars(row.tendered),
    change: row.change === null ? null : dollars(row.change),
    offline_number: row.offlineNumber,
    pin_unverified: row.pinUnverified,
    is_pos_order: row.isPosOrder,
    pos_operator: row.posOperator,
    status: row.status,
    status_ts: iso(row.statusTs),
    transaction_id: row.transactionId,
    voucher_id: row.voucherId,
    json: row.json,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    deleted_at: iso(row.deletedAt),
    customer: customer
      ? {
          id: customer.id,
          student_id: customer.studentId,
          name: customer.name,
          lastname: customer.lastname,
          email: customer.email,
          phone: customer.phone,
        }
      : null,
    ceremony: ceremony ? { id: ceremony.id, name: ceremony.name, date: ceremony.date } : null,
    order_items: items.map(orderItemDto),
  }
}

import { and, asc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { ceremonies, customers, orderItems, orders, staff } from '../../db/schema'
import type { ExportScope } from './exportCsv'

export function orderScope(scope: ExportScope): SQL {
  const where: (SQL | undefined)[] = [
    eq(orders.universityId, scope.universityId),
    isNull(orders.deletedAt),
  ]
  if (scope.ceremonyId !== undefined) where.push(eq(orders.ceremonyId, scope.ceremonyId))
  if (scope.from) where.push(gte(orders.date, scope.from))
  if (scope.to) where.push(lte(orders.date, scope.to))
  return and(...where)!
}

export async function orderRows(db: Db, scope: ExportScope) {
  return db
    .select({
      order: orders,
      ceremony: ceremonies,
      operator: staff.name,
      studentId: customers.studentId,
    })
    .from(orders)
    .leftJoin(ceremonies, eq(ceremonies.id, orders.ceremonyId))
    .leftJoin(staff, eq(staff.id, orders.posOperator))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(orderScope(scope))
    .orderBy(asc(orders.id))
}

export async function itemRows(db: Db, scope: ExportScope) {
  return db
    .select({ item: orderItems, order: orders, ceremony: ceremonies })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(ceremonies, eq(ceremonies.id, orders.ceremonyId))
    .where(and(orderScope(scope), isNull(orderItems.deletedAt)))
    .orderBy(asc(orders.id), asc(orderItems.id))
}

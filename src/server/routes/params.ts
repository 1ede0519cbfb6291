import Type from 'typebox'

/** Ids in paths are digits that fit a PostgreSQL integer, so no lookup can overflow. */
export const Id = Type.String({ pattern: '^[1-9][0-9]{0,8}$' })

export const TenantParams = Type.Object({ tenant: Type.String() })
export const OrderParams = Type.Object({ tenant: Type.String(), orderId: Id })
export const ItemParams = Type.Object({ tenant: Type.String(), itemId: Id })

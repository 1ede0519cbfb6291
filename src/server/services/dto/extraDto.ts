import type { CustomerExtra } from '../../../domain/contract/customerExtra'
import type * as schema from '../../db/schema'
import { iso, type Row } from './dtoValues'

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

import Type from 'typebox'

/** A shipping address as the API carries it. */
export const Address = Type.Object({
  extra_streetname1: Type.String({ maxLength: 200 }),
  extra_city: Type.String({ maxLength: 100 }),
  extra_state: Type.String({ maxLength: 100 }),
  extra_postcode: Type.String({ maxLength: 20 }),
  extra_country: Type.String({ maxLength: 100 }),
})
export type Address = Type.Static<typeof Address>

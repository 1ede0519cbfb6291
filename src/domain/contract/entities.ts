// The API's entities, one file each; kept here too so older imports of this file still resolve.
export { Address } from './address'
export { Ceremony, CeremonyRef } from './ceremony'
export { CustomerExtra } from './customerExtra'
export { Order, OrderCustomer, OrderJson } from './order'
export { OrderItem, OrderItemJson } from './orderItem'
export { Stock, StockJson } from './stock'
export { Student } from './student'

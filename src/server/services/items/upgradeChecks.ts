import type { UpgradeTarget } from '../../../domain/contract/upgrade'
import { unitPrice } from '../../../domain/sale/cart'
import { catalogueColour, colourOptions } from '../../../domain/sale/colour'
import { centsToDollars, toCents } from '../../../domain/sale/money'
import { isUpgradeAllowed } from '../../../domain/upgrade'
import type { orderItems, stocks } from '../../db/schema'
import type { Row } from '../dto/dtoValues'
import { Refusal } from '../refusal'

/**
 * Refuses a stock that is not dearer than the item, lacks a colour it needs or is the very same
 * item again; answers the item's unit price and the new item's colour.
 */
export function checkUpgrade(
  stock: Row<typeof stocks>,
  item: Row<typeof orderItems>,
  target: UpgradeTarget,
) {
  const unitCents = unitPrice(toCents(item.amount), item.qty)
  const candidate = {
    id: stock.id,
    type: stock.type,
    price: centsToDollars(toCents(stock.price)),
  }
  if (
    !isUpgradeAllowed(
      { stock_id: item.stockId, type: item.type, unitPriceCents: unitCents },
      candidate,
    )
  ) {
    throw Refusal.field('toStock.id', 'This product is not an upgrade of the original item.')
  }
  const colour = catalogueColour(stock, target.colour)
  if (colourOptions(stock).length && !colour) {
    throw Refusal.field('toStock.colour', `Choose a colour for ${stock.name}.`)
  }
  const oldColour = (item.json.colour as { name?: string } | undefined)?.name ?? null
  if (stock.id === item.stockId && (colour?.name ?? null) === oldColour) {
    throw Refusal.field('toStock', 'Choose a different product or colour.')
  }
  return { colour, unitCents }
}

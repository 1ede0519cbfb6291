import type { OrderItem } from '../../../domain/contract/orderItem'
import { itemUnitCents, upgradeColourChoices } from '../../../domain/upgradeItem'
import type { DeepReadonly } from '../../../domain/readonly'
import { upgradeOptions } from '../../../domain/upgrade'
import type { StockView } from './OptionCard'

export const hasColours = (stock: StockView) => Boolean(stock.json.data?.colour?.length)

/** The stocks an item may become, by category, leaving out the ones with no colour to offer. */
export function upgradeCategories(item: DeepReadonly<OrderItem>, stocks: readonly StockView[]) {
  // A frame whose only mat is the one it already has is no upgrade at all.
  return upgradeOptions(
    { stock_id: item.stock_id, type: item.type, unitPriceCents: itemUnitCents(item) },
    stocks,
  )
    .map((category) => ({
      ...category,
      stocks: category.stocks.filter(
        (s) => !hasColours(s) || upgradeColourChoices(s, item).length > 0,
      ),
    }))
    .filter((category) => category.stocks.length > 0)
}

import type { Drawer } from '../../../domain/contract/drawer'
import { dollars } from './drawerFormat'
import { FigureTable } from './FigureTable'

/** Each term of the expected cash, what takes away shown as less, then the sum so far. */
export function ExpectedCash({ drawer }: { drawer: Drawer }) {
  const c = drawer.cash
  const less = (amount: number) => dollars(-amount)
  return (
    <FigureTable
      label="Expected cash"
      totalLast
      rows={[
        ['Float', dollars(c.float)],
        ['Cash sales', dollars(c.cash_sales)],
        ['Change given', less(c.change)],
        ['Cash upgrades', dollars(c.cash_upgrades)],
        ['Cash refunds', less(c.cash_refunds)],
        ['Cash in', dollars(c.cash_in)],
        ['Cash out', less(c.cash_out)],
        ['Expected cash so far', dollars(drawer.expected)],
      ]}
    />
  )
}

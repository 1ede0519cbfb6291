import { useSnapshot } from 'valtio'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { STOCK_TYPES } from '../../../domain/stockTypes'
import { CategoryPanel } from '../../screens/Store/CategoryPanel'
import { toggleCategory } from '../../stores/cart'
import { sale } from '../../stores/sale'

/** The category filter of the store: a tile for each type the catalogue has stock of. */
export function Categories(props: {
  open: boolean
  stocks: readonly CatalogueStock[] | undefined
  onClose: () => void
}) {
  const s = useSnapshot(sale)
  return (
    <CategoryPanel
      open={props.open}
      categories={STOCK_TYPES.filter((type) => props.stocks?.some((stock) => stock.type === type))}
      selected={s.categoryFilters}
      onToggle={toggleCategory}
      onClose={props.onClose}
    />
  )
}

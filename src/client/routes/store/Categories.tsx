import { useSnapshot } from 'valtio'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { CategoryPanel } from '../../screens/Store/CategoryPanel'
import { stockGroups } from '../../screens/Store/stockTiles'
import { toggleCategory } from '../../stores/cart'
import { sale } from '../../stores/sale'

/**
 * The category filter of the store: a tile for each type the catalogue has stock of, in catalogue
 * order. The types come from the grid's grouping of the catalogue, made once per catalogue.
 */
export function Categories(props: {
  open: boolean
  stocks: readonly CatalogueStock[] | undefined
  onClose: () => void
}) {
  const s = useSnapshot(sale)
  return (
    <CategoryPanel
      open={props.open}
      categories={props.stocks ? stockGroups(props.stocks, []).map((group) => group.type) : []}
      selected={s.categoryFilters}
      onToggle={toggleCategory}
      onClose={props.onClose}
    />
  )
}

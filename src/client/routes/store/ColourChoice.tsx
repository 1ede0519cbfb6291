import { colourOptions } from '../../../domain/sale/colour'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { ColourDialog } from '../../dialogs/Colour/ColourDialog'
import { useSnapshot } from 'valtio'
import { lastColourInCart } from '../../../domain/sale/cart'
import { addItem } from '../../stores/cart'
import { sale } from '../../stores/sale'

/** The colour question of a frame or plaque: choosing adds it to the cart. */
export function ColourChoice({
  stock,
  onClose,
}: {
  stock: CatalogueStock | null
  onClose: () => void
}) {
  const { cart } = useSnapshot(sale)
  return (
    <ColourDialog
      open={Boolean(stock)}
      stockType={stock?.type ?? ''}
      stockName={stock?.name ?? ''}
      colours={stock ? colourOptions(stock) : []}
      current={stock ? lastColourInCart(cart, stock.id) : null}
      onCancel={onClose}
      onSelect={(colour) => {
        onClose()
        addItem(stock, colour)
      }}
    />
  )
}

import { colourOptions } from '../../../domain/sale/colour'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { ColourDialog } from '../../dialogs/Colour/ColourDialog'
import { addItem } from '../../stores/cart'

/** The colour question of a frame or plaque: choosing adds it to the cart. */
export function ColourChoice({
  stock,
  onClose,
}: {
  stock: CatalogueStock | null
  onClose: () => void
}) {
  return (
    <ColourDialog
      open={Boolean(stock)}
      stockType={stock?.type ?? ''}
      stockName={stock?.name ?? ''}
      colours={stock ? colourOptions(stock) : []}
      onCancel={onClose}
      onSelect={(colour) => {
        onClose()
        addItem(stock, colour)
      }}
    />
  )
}

import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { formatMoney } from '../../../domain/sale/money'
import { StockImage } from '../../components/StockImage'

/** The item as it is now, with the price the upgrade starts from. */
export function CurrentProduct(props: {
  /** The item's name as it was bought. */
  name: string
  /** The item's pictures from the catalogue; none when it is not there. */
  images: readonly string[] | undefined
  /** What one of the item cost: the price the upgrade starts from. */
  unitCents: number
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="current-product-title"
      sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}
    >
      <Typography id="current-product-title" variant="h2">
        Current product
      </Typography>
      <StockImage images={props.images} name={props.name} size={120} />
      <Typography sx={{ fontWeight: 700 }}>{props.name}</Typography>
      <Typography>Retail price: {formatMoney(props.unitCents)}</Typography>
    </Paper>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { nameWithColour } from '../../../domain/sale/colour'
import { formatDate } from '../../../domain/dates'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { StockImage } from '../../components/StockImage'
import type { UpgradeChoice } from '../UpgradeProduct/OptionCard'
import { Details } from './Details'
import { Line } from './Line'

interface NewOrderProps {
  /** The stock (and colour) the item becomes. */
  choice: UpgradeChoice
  /** The new order's date. */
  today: Date
}

/** The item chosen in exchange, dated today, with its colour and price. */
export function NewOrder({ choice, today }: NewOrderProps) {
  const newName = nameWithColour(choice.stock.type, choice.stock.name, choice.colour)
  return (
    <Details id="new-order-title" title="New Order Details">
      <Line label="Date" value={formatDate(today)} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <StockImage images={choice.stock.images} name={newName} size={88} />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{newName}</Typography>
          {choice.colour && <Typography>Colour: {choice.colour.name}</Typography>}
          <Typography>Price: {formatMoney(toCents(choice.stock.price))}</Typography>
        </Box>
      </Box>
    </Details>
  )
}

import Box from '@mui/material/Box'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import type { Colour } from '../../../domain/sale/colour'
import type { CatalogueStock } from '../../../domain/contract/stock'
import { formatMoney, toCents } from '../../../domain/sale/money'
import type { DeepReadonly } from '../../../domain/readonly'
import { StockImage } from '../../components/StockImage'

export type StockView = DeepReadonly<CatalogueStock>

export interface UpgradeChoice {
  stock: StockView
  colour: DeepReadonly<Colour> | null
}

/** One stock the item may become, pressed when it is the option chosen. */
export function OptionCard({
  stock,
  choice,
  onClick,
}: {
  /** The stock the item may become. */
  stock: StockView
  /** The option chosen so far: this card is pressed when it is this stock. */
  choice: UpgradeChoice | null
  /** The card was tapped. */
  onClick: () => void
}) {
  const chosen = choice?.stock.id === stock.id
  return (
    <ButtonBase
      aria-pressed={chosen}
      onClick={onClick}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 2,
        p: 1.5,
        borderRadius: 2,
        border: chosen ? 3 : 1,
        borderColor: chosen ? 'secondary.main' : 'divider',
        bgcolor: (theme) =>
          chosen ? alpha(theme.palette.secondary.main, 0.08) : theme.palette.background.paper,
      }}
    >
      <StockImage images={stock.images} name={stock.name} size={56} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{stock.name}</Typography>
        {chosen && choice?.colour && <Typography variant="body2">{choice.colour.name}</Typography>}
        <Typography color="text.secondary">{formatMoney(toCents(stock.price))}</Typography>
      </Box>
      {chosen && <CheckCircleIcon color="secondary" aria-hidden />}
    </ButtonBase>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import { cartTotal, type CartLine } from '../../../domain/sale/cart'
import type { Stock } from '../../../domain/contract/entities'
import { formatMoney, gstIncluded, subtotalExGst, toCents } from '../../../domain/sale/money'
import { StockImage } from '../../components/StockImage'
import { LAYOUT } from '../../theme'

export interface CartPanelProps {
  lines: readonly CartLine<Stock>[]
  onIncrement: (line: CartLine<Stock>) => void
  onDecrement: (line: CartLine<Stock>) => void
  onCheckout: () => void
}

function lineLabel(line: CartLine<Stock>) {
  return line.colour ? `${line.stock.name} (${line.colour.name})` : line.stock.name
}

export function CartPanel({ lines, onIncrement, onDecrement, onCheckout }: CartPanelProps) {
  const total = cartTotal(lines)
  return (
    <Box
      component="aside"
      aria-label="Cart"
      sx={{
        width: LAYOUT.cartWidth,
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.paper',
        borderLeft: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="h3" component="h2" sx={{ p: 2, pb: 1 }}>
        Cart
      </Typography>
      <Box
        component="ul"
        sx={{ flex: 1, overflowY: 'auto', listStyle: 'none', m: 0, px: 2, py: 0 }}
      >
        {lines.length === 0 && (
          <Typography component="li" color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            Tap a product to add it.
          </Typography>
        )}
        {lines.map((line) => (
          <Box
            component="li"
            key={`${line.stock.id}-${line.colour?.name ?? ''}`}
            aria-label={lineLabel(line)}
            sx={{
              display: 'flex',
              gap: 1.5,
              alignItems: 'center',
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <StockImage images={line.stock.images} name={line.stock.name} size={56} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 700, lineHeight: 1.25 }}>{line.stock.name}</Typography>
              {line.colour && (
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
                  <Box
                    aria-hidden
                    sx={{
                      width: 18,
                      height: 18,
                      borderRadius: '50%',
                      bgcolor: line.colour.value,
                      border: 1,
                      borderColor: 'grey.400',
                    }}
                  />
                  <Typography variant="body2">{line.colour.name}</Typography>
                </Box>
              )}
              <Typography color="primary" sx={{ fontWeight: 700 }}>
                {formatMoney(toCents(line.stock.price))}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton
                aria-label={`Remove one ${lineLabel(line)}`}
                onClick={() => onDecrement(line)}
                color="primary"
              >
                <RemoveIcon />
              </IconButton>
              <Typography
                aria-label={`Quantity of ${lineLabel(line)}`}
                sx={{ minWidth: 28, textAlign: 'center', fontWeight: 700, fontSize: '1.2rem' }}
              >
                {line.qty}
              </Typography>
              <IconButton
                aria-label={`Add one ${lineLabel(line)}`}
                onClick={() => onIncrement(line)}
                color="primary"
              >
                <AddIcon />
              </IconButton>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ p: 2, pt: 1 }}>
        <Divider sx={{ mb: 1 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: '1fr auto',
            rowGap: 0.5,
            '& dd': { m: 0, textAlign: 'right' },
          }}
        >
          <dt>Subtotal</dt>
          <dd aria-label="Subtotal">{formatMoney(subtotalExGst(total))}</dd>
          <dt>GST</dt>
          <dd aria-label="GST">{formatMoney(gstIncluded(total))}</dd>
          <Typography component="dt" variant="h4">
            Total
          </Typography>
          <Typography component="dd" variant="h4" aria-label="Total">
            {formatMoney(total)}
          </Typography>
        </Box>
        <Button
          fullWidth
          color="secondary"
          onClick={onCheckout}
          sx={{
            mt: 2,
            height: LAYOUT.checkoutHeight,
            borderRadius: `${LAYOUT.checkoutRadius}px`,
            fontSize: '1.3rem',
          }}
        >
          Check out
        </Button>
      </Box>
    </Box>
  )
}

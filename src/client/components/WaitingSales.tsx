import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import dayjs from 'dayjs'
import { formatMoney } from '../../domain/sale/money'

export interface WaitingSale {
  key: string
  number: string
  createdAt: string
  customer: string
  totalCents: number
  state: 'waiting' | 'refused'
  /** The server's reason for a refusal. */
  error: string | null
}

export interface WaitingSalesProps {
  /** Sales kept on this kiosk: those waiting to send and those the server refused. */
  sales: readonly WaitingSale[]
  /** The operator accepts today's prices for a refused sale (its key). */
  onAcceptPrices: (key: string) => void
  /** The operator cancels a refused sale with a note (its key). */
  onCancelSale: (key: string) => void
}

function SaleRow({ sale, ...actions }: { sale: WaitingSale } & Omit<WaitingSalesProps, 'sales'>) {
  const refused = sale.state === 'refused'
  return (
    <Box
      component="li"
      aria-label={`Sale ${sale.number}`}
      sx={{ py: 1, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, minWidth: 110 }}>{sale.number}</Typography>
        <Typography>{dayjs(sale.createdAt).format('HH:mm')}</Typography>
        <Typography sx={{ flex: 1 }}>{sale.customer}</Typography>
        <Typography>{formatMoney(sale.totalCents)}</Typography>
        <Chip
          size="small"
          color={refused ? 'warning' : 'primary'}
          label={refused ? 'Refused' : 'Waiting'}
        />
      </Box>
      {refused && (
        <>
          <Typography role="alert" color="warning.dark">
            {sale.error}
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
            <Button variant="outlined" onClick={() => actions.onCancelSale(sale.key)}>
              Cancel with a note
            </Button>
            <Button onClick={() => actions.onAcceptPrices(sale.key)}>Accept today’s prices</Button>
          </Box>
        </>
      )}
    </Box>
  )
}

/**
 * The sales made offline and still on this kiosk, shown on the main menu: waiting ones go by
 * themselves when the network is back; a refused one needs the operator's decision.
 */
export function WaitingSales({ sales, ...actions }: WaitingSalesProps) {
  if (!sales.length) return null
  return (
    <Paper
      component="section"
      aria-labelledby="waiting-sales-title"
      elevation={6}
      sx={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        maxHeight: '40vh',
        overflowY: 'auto',
        p: 2,
      }}
    >
      <Typography id="waiting-sales-title" variant="h6" component="h2">
        Sales on this kiosk, waiting to be sent
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sales.map((sale) => (
          <SaleRow key={sale.key} sale={sale} {...actions} />
        ))}
      </Box>
    </Paper>
  )
}

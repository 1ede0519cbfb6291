import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { formatMoney, type Cents } from '../../../domain/sale/money'
import { quickAmounts } from '../../../domain/sale/tender'
import { NumberPad, padKeyDown, type PadKey } from '../../components/NumberPad'
import { enteredCents, MONEY_KEYS, typedMoney } from '../../components/moneyEntry'
import { PadActions, PadDialog, PadReadout } from '../../components/PadDialog'

export interface TenderDialogProps {
  open: boolean
  totalCents: Cents
  /** The cash handed over, never less than the total. */
  onConfirm: (tenderedCents: Cents) => void
  onCancel: () => void
}

function TenderPad({ totalCents, onConfirm, onCancel }: Omit<TenderDialogProps, 'open'>) {
  const [entry, setEntry] = useState('')
  const tendered = enteredCents(entry)
  const enough = tendered !== null && tendered >= totalCents
  const press = (key: PadKey) => setEntry((e) => typedMoney(e, key))
  const confirm = () => enough && onConfirm(tendered)
  return (
    <Box onKeyDown={padKeyDown(/^[0-9.]$/, press, confirm)}>
      <DialogTitle id="tender-title">Cash Tendered</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <Typography variant="h5" component="p">
            Total <span aria-label="Total to pay">{formatMoney(totalCents)}</span>
          </Typography>
          <Box role="group" aria-label="Quick amounts" sx={{ display: 'grid', gap: 1 }}>
            {quickAmounts(totalCents).map((cents, i) => (
              <Button
                key={cents}
                variant={tendered === cents ? 'contained' : 'outlined'}
                onClick={() => setEntry((cents / 100).toFixed(2))}
                sx={{ fontSize: '1.2rem' }}
              >
                {i === 0 ? `Exact ${formatMoney(cents)}` : formatMoney(cents)}
              </Button>
            ))}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          <PadReadout label="Amount tendered" variant="amount">
            {entry === '' ? '$' : `$${entry}`}
          </PadReadout>
          <NumberPad keys={MONEY_KEYS} onPress={press} size="medium" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1', textAlign: 'center', minHeight: 72 }} aria-live="polite">
          {enough ? (
            <Typography variant="h1" component="p" sx={{ fontSize: '3rem' }}>
              Change due <span aria-label="Change due">{formatMoney(tendered - totalCents)}</span>
            </Typography>
          ) : (
            <Typography variant="h4" component="p" color="text.secondary">
              Enter at least {formatMoney(totalCents)}
            </Typography>
          )}
        </Box>
      </DialogContent>
      <PadActions onCancel={onCancel}>
        <Button size="large" disabled={!enough} onClick={confirm}>
          Continue
        </Button>
      </PadActions>
    </Box>
  )
}

/** After CASH: how much the customer handed over, and the change to give, before the sale is saved. */
export function TenderDialog({ open, ...props }: TenderDialogProps) {
  return (
    <PadDialog open={open} titleId="tender-title" maxWidth="md" onCancel={props.onCancel}>
      <TenderPad {...props} />
    </PadDialog>
  )
}

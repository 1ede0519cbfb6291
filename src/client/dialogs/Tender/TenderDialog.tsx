import { useState, type KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import BackspaceIcon from '@mui/icons-material/Backspace'
import { formatMoney, parseMoney, type Cents } from '../../../domain/sale/money'
import { quickAmounts } from '../../../domain/sale/tender'
import { TenderKeypad, type TenderKey } from './TenderKeypad'

export interface TenderDialogProps {
  open: boolean
  totalCents: Cents
  /** The cash handed over, never less than the total. */
  onConfirm: (tenderedCents: Cents) => void
  onCancel: () => void
}

/** Typed dollars: digits, one point, at most 2 decimals ("100", "72.5"). */
function typed(entry: string, key: TenderKey): string {
  if (key === 'back') return entry.slice(0, -1)
  if (key === 'clear') return ''
  const next = entry + key
  return /^\d{0,5}(\.\d{0,2})?$/.test(next) ? next : entry
}

function TenderPad({ totalCents, onConfirm, onCancel }: Omit<TenderDialogProps, 'open'>) {
  const [entry, setEntry] = useState('')
  const tendered = entry === '' ? null : parseMoney(entry.endsWith('.') ? entry + '0' : entry)
  const enough = tendered !== null && tendered >= totalCents
  const press = (key: TenderKey) => setEntry((e) => typed(e, key))
  const confirm = () => enough && onConfirm(tendered)
  const onKeyDown = (event: KeyboardEvent) => {
    if (/^[0-9.]$/.test(event.key)) press(event.key as TenderKey)
    else if (event.key === 'Backspace') press('back')
    else if (event.key === 'Enter') confirm()
  }
  return (
    <Box onKeyDown={onKeyDown}>
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
          <Box
            role="textbox"
            aria-label="Amount tendered"
            aria-readonly="true"
            tabIndex={0}
            sx={{
              height: 64,
              display: 'grid',
              placeItems: 'center',
              border: 2,
              borderColor: 'divider',
              borderRadius: 2,
              fontSize: 32,
            }}
          >
            {entry === '' ? '$' : `$${entry}`}
          </Box>
          <TenderKeypad onPress={press} backIcon={<BackspaceIcon />} />
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
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel and go back
        </Button>
        <Button size="large" disabled={!enough} onClick={confirm}>
          Continue
        </Button>
      </DialogActions>
    </Box>
  )
}

/** After CASH: how much the customer handed over, and the change to give, before the sale is saved. */
export function TenderDialog({ open, ...props }: TenderDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={props.onCancel}
      aria-labelledby="tender-title"
      maxWidth="md"
      fullWidth
    >
      {open && <TenderPad {...props} />}
    </Dialog>
  )
}

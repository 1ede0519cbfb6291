import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { formatMoney, type Cents } from '../../domain/sale/money'
import { mostTendered, quickAmounts } from '../../domain/sale/tender'
import { enteredCents } from './moneyEntry'
import { NumberPad, padKeyDown, type PadKey } from './NumberPad'
import { PadReadout } from './PadDialog'
import { keyTender, NO_TENDER, quickTender, TENDER_KEYS } from './tenderEntry'

export interface TenderPadProps {
  totalCents: Cents
  /** The cash handed over, never less than the total nor more than the pad accepts. */
  onConfirm: (tenderedCents: Cents) => void
  /** Back to Cash or EFTPOS. */
  onBack: () => void
  disabled?: boolean
}

/** After Cash: how much the customer handed over and the change to give, in the payment's place. */
export function TenderPad({ totalCents, onConfirm, onBack, disabled }: TenderPadProps) {
  const [entry, setEntry] = useState(NO_TENDER)
  const most = mostTendered(totalCents)
  const tendered = enteredCents(entry.text)
  const enough = tendered !== null && tendered >= totalCents
  const press = (key: PadKey) => setEntry((e) => keyTender(e, key, most))
  const confirm = () => enough && !disabled && onConfirm(tendered)
  return (
    <Box
      component="section"
      aria-labelledby="tender-title"
      onKeyDown={padKeyDown(/^[0-9.]$/, press, confirm)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography id="tender-title" variant="h4" component="h2">
        Cash tendered
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Box
            role="group"
            aria-label="Quick amounts"
            sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}
          >
            {quickAmounts(totalCents).map((cents, i) => (
              <Button
                key={cents}
                variant={entry.quick && tendered === cents ? 'contained' : 'outlined'}
                disabled={disabled}
                onClick={() => setEntry(quickTender(cents))}
                sx={{ fontSize: '1.15rem', gridColumn: i === 0 ? '1 / -1' : undefined }}
              >
                {i === 0 ? `Exact ${formatMoney(cents)}` : formatMoney(cents)}
              </Button>
            ))}
          </Box>
          <Box aria-live="polite" sx={{ minHeight: 96, display: 'grid', alignContent: 'center' }}>
            {enough ? (
              <Typography variant="h2" component="p" sx={{ fontSize: '2.5rem' }}>
                Change due <span aria-label="Change due">{formatMoney(tendered - totalCents)}</span>
              </Typography>
            ) : (
              <Typography variant="h5" component="p" color="text.secondary">
                Enter at least {formatMoney(totalCents)}
              </Typography>
            )}
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 1 }}>
          <PadReadout
            label="Amount tendered"
            variant="amount"
            errorId={entry.refused ? 'tender-refused' : undefined}
          >
            {entry.text === '' ? '$' : `$${entry.text}`}
          </PadReadout>
          {/* Reserved, so the reason appearing moves no key from under a finger. */}
          <Typography
            id="tender-refused"
            role={entry.refused ? 'alert' : undefined}
            color="error"
            sx={{ minHeight: 48, fontWeight: 700, lineHeight: 1.3 }}
          >
            {entry.refused ?? ''}
          </Typography>
          <NumberPad keys={TENDER_KEYS} onPress={press} size="medium" disabled={disabled} />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" disabled={disabled} onClick={onBack}>
          Back to Cash or EFTPOS
        </Button>
        <Button variant="contained" size="large" disabled={!enough || disabled} onClick={confirm}>
          Continue
        </Button>
      </Box>
    </Box>
  )
}

import { useEffect, useRef, useState } from 'react'
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
  /** What the customer pays: the cash handed over must cover it. */
  totalCents: Cents
  /** The cash handed over, never less than the total nor more than the pad accepts. */
  onConfirm: (tenderedCents: Cents) => void
  /** Back to Cash or EFTPOS. */
  onBack: () => void
  /** While the payment is being saved: the pad and its buttons cannot be tapped. */
  disabled?: boolean
}

/** After Cash: how much the customer handed over and the change to give, in the payment's place. */
export function TenderPad({ totalCents, onConfirm, onBack, disabled }: TenderPadProps) {
  const [entry, setEntry] = useState(NO_TENDER)
  const section = useRef<HTMLElement>(null)
  // On a short screen the pad opens below the fold: bring all of it, Continue too, into view.
  // (Braces: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.)
  useEffect(() => {
    void section.current?.scrollIntoView({ block: 'nearest' })
  }, [])
  const most = mostTendered(totalCents)
  const tendered = enteredCents(entry.text)
  const enough = tendered !== null && tendered >= totalCents
  const press = (key: PadKey) => setEntry((e) => keyTender(e, key, most))
  const confirm = () => enough && !disabled && onConfirm(tendered)
  return (
    <Box
      ref={section}
      component="section"
      aria-labelledby="tender-title"
      onKeyDown={padKeyDown(/^[0-9.]$/, press, confirm)}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="tender-title" variant="h4" component="h2">
          Cash tendered
        </Typography>
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
        {/* One reserved place for the change, what is still short, or why a key was refused, so
            none of them moves a key from under a finger. */}
        <Box aria-live="polite" sx={{ minHeight: 88, display: 'grid', alignContent: 'center' }}>
          {entry.refused ? (
            <Typography id="tender-refused" role="alert" color="error" sx={{ fontWeight: 700 }}>
              {entry.refused}
            </Typography>
          ) : enough ? (
            <Typography variant="h2" component="p" sx={{ fontSize: '2.25rem' }}>
              Change due <span aria-label="Change due">{formatMoney(tendered - totalCents)}</span>
            </Typography>
          ) : (
            <Typography variant="h5" component="p" color="text.secondary">
              Enter at least {formatMoney(totalCents)}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          <Button variant="outlined" size="large" disabled={disabled} onClick={onBack}>
            Back to Cash or EFTPOS
          </Button>
          <Button variant="contained" size="large" disabled={!enough || disabled} onClick={confirm}>
            Continue
          </Button>
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
        <NumberPad keys={TENDER_KEYS} onPress={press} size="compact" disabled={disabled} />
      </Box>
    </Box>
  )
}

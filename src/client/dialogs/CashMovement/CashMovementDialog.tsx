import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { MovementType } from '../../../domain/drawer/expectedCash'
import { DRAWER_MESSAGES } from '../../../domain/drawer/drawerMessages'
import { MAX_REASON } from '../../../domain/drawer/movement'
import type { Cents } from '../../../domain/sale/money'
import { enteredCents, MONEY_KEYS, typedMoney } from '../../components/moneyEntry'
import { NumberPad, type PadKey } from '../../components/NumberPad'
import { PadActions, PadDialog, PadReadout } from '../../components/PadDialog'

/** The server's refusal: its message, and its words per field ("amount", "reason"). */
export interface MovementRefusal {
  message: string
  fields: Record<string, string[]>
}

export interface CashMovementDialogProps {
  /** Cash in or out; null when the dialog is closed. */
  type: MovementType | null
  /** The server's refusal of the last attempt, shown beside the fields it names. */
  refusal: MovementRefusal | null
  /** An amount and a reason were entered and confirmed. */
  onSubmit: (type: MovementType, amount: Cents, reason: string) => void
  /** Closed without moving cash. */
  onCancel: () => void
}

const TITLE = { in: 'Cash in', out: 'Cash out' } as const
const ACTION = { in: 'Put in', out: 'Take out' } as const

function MovementForm({
  type,
  refusal,
  onSubmit,
  onCancel,
}: CashMovementDialogProps & { type: MovementType }) {
  const [entry, setEntry] = useState('')
  const [reason, setReason] = useState('')
  const [checked, setChecked] = useState(false)
  const amount = enteredCents(entry)
  const amountError = !amount ? DRAWER_MESSAGES.amountZero : null
  const reasonError = reason.trim() ? null : DRAWER_MESSAGES.reasonNeeded
  // Until the first try the fields say nothing; after it, the kiosk's check, then the server's.
  const amountSaid = (checked && amountError) || refusal?.fields.amount?.[0]
  const reasonSaid = (checked && reasonError) || refusal?.fields.reason?.[0]
  const general =
    refusal && !refusal.fields.amount && !refusal.fields.reason ? refusal.message : null
  const submit = () => {
    setChecked(true)
    if (!amountError && !reasonError && amount) onSubmit(type, amount, reason.trim())
  }
  return (
    <>
      <DialogTitle id="movement-title">{TITLE[type]}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
          <PadReadout
            label="Amount"
            variant="amount"
            errorId={amountSaid ? 'amount-error' : undefined}
          >
            {entry === '' ? '$' : `$${entry}`}
          </PadReadout>
          <Typography id="amount-error" color="error" sx={{ minHeight: 24 }}>
            {amountSaid ?? ''}
          </Typography>
          <NumberPad
            keys={MONEY_KEYS}
            onPress={(key: PadKey) => setEntry((e) => typedMoney(e, key))}
            size="medium"
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField
            label="Reason"
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={Boolean(reasonSaid)}
            helperText={reasonSaid ?? `Why the cash goes ${type}: it is read at the count.`}
            slotProps={{ htmlInput: { maxLength: MAX_REASON } }}
          />
        </Box>
      </DialogContent>
      <PadActions onCancel={onCancel}>
        <Button size="large" onClick={submit}>
          {ACTION[type]}
        </Button>
      </PadActions>
    </>
  )
}

/** Cash put in or taken out by hand: an amount on the money pad and a reason, both required. */
export function CashMovementDialog(props: CashMovementDialogProps) {
  const { type } = props
  return (
    <PadDialog
      open={type !== null}
      titleId="movement-title"
      maxWidth="md"
      onCancel={props.onCancel}
    >
      {type && <MovementForm {...props} type={type} />}
    </PadDialog>
  )
}

import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { RefundPayment } from '../../../domain/corrections/corrections'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { PadActions, PadDialog } from '../../components/PadDialog'
import { minutesSeconds, useSecondsLeft } from '../StaffPin/StaffPinDialog'
import { ManagerPin } from './ManagerPin'
import { RefundPaymentToggle } from './RefundPaymentToggle'

/** The reason goes on the audit line and the customer's notice: a sentence, not an essay. */
export const REASON_MAX_LENGTH = 200

/** What is to be given back: a whole sale (as it was paid), or one item (as the manager says). */
export type ApprovalRequest =
  | { kind: 'void'; orderNumber: string; amount: number; payment: RefundPayment }
  | { kind: 'refund'; itemName: string; amount: number }

export interface ManagerApproval {
  pin: string
  reason: string
  type: RefundPayment | null
}

export interface ManagerApprovalDialogProps {
  /** The correction to approve; the dialog is open while there is one. */
  request: ApprovalRequest | null
  /** The server's refusal, shown under Confirm until the next key or keystroke. */
  error: string | null
  /** When this kiosk's PIN lockout ends (ms since the epoch): the pad waits, counting down. */
  lockedUntil?: number | null
  /** True while the correction is being sent. */
  busy?: boolean
  /** Confirm was tapped with a reason, a manager's PIN and, for a refund, how it is paid. */
  onConfirm: (approval: ManagerApproval) => void
  /** Closed without approving. */
  onCancel: () => void
}

const payName = (type: RefundPayment) => (type === 'Cash' ? 'Cash' : 'EFTPOS')

function titleOf(request: ApprovalRequest) {
  return request.kind === 'void' ? `Void sale ${request.orderNumber}` : `Refund ${request.itemName}`
}

type FormProps = Omit<ManagerApprovalDialogProps, 'request'> & { request: ApprovalRequest }

function ApprovalForm({ request, error, lockedUntil, busy, onConfirm, onCancel }: FormProps) {
  const [reason, setReason] = useState('')
  const [type, setType] = useState<RefundPayment | null>(null)
  const [pin, setPin] = useState('')
  // The last refusal stays until something is changed for the next attempt.
  const [changed, setChanged] = useState(false)
  const lockedFor = useSecondsLeft(lockedUntil)
  const locked = lockedFor > 0
  const complete = reason.trim() !== '' && pin !== '' && (request.kind === 'void' || type !== null)
  const ready = complete && !busy && !locked
  const confirm = () => {
    if (!ready) return
    onConfirm({ pin, reason: reason.trim(), type: request.kind === 'refund' ? type : null })
    setChanged(false)
    // The PIN never stays on screen after an attempt.
    setPin('')
  }
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      setChanged(true)
      set(value)
    }
  const shown = locked
    ? `Too many wrong PINs at this kiosk. Try again in ${minutesSeconds(lockedFor)}.`
    : changed
      ? null
      : error
  const given = formatMoney(toCents(request.amount))
  return (
    <>
      <DialogTitle id="approval-title">{titleOf(request)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
          <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
            <Typography id="approval-amount" sx={{ fontSize: '1.25rem' }}>
              Given back: <strong>{given}</strong>
              {request.kind === 'void' && ` in ${payName(request.payment)}, as it was paid`}
            </Typography>
            <TextField
              label="Reason"
              required
              multiline
              minRows={2}
              value={reason}
              onChange={(event) => edit(setReason)(event.target.value)}
              helperText={`Why it is given back (${reason.length}/${REASON_MAX_LENGTH})`}
              slotProps={{ htmlInput: { maxLength: REASON_MAX_LENGTH } }}
            />
            {request.kind === 'refund' && (
              <RefundPaymentToggle value={type} onChange={edit(setType)} />
            )}
          </Box>
          <ManagerPin
            pin={pin}
            onChange={edit(setPin)}
            onEnter={confirm}
            errorId={shown ? 'approval-error' : undefined}
            disabled={locked}
          />
        </Box>
      </DialogContent>
      <PadActions onCancel={onCancel}>
        <Button onClick={confirm} disabled={!ready}>
          Confirm
        </Button>
      </PadActions>
      <Typography
        id="approval-error"
        role={shown ? 'alert' : undefined}
        color="error"
        sx={{ px: 3, pb: 3, minHeight: 48, fontWeight: 600, textAlign: 'right' }}
      >
        {shown ?? ''}
      </Typography>
    </>
  )
}

/**
 * A manager approves a void or a refund: the amount given back, a reason, for a refund how the
 * money goes back, and the manager's PIN. Confirm waits until all of it is there.
 */
export function ManagerApprovalDialog({ request, ...props }: ManagerApprovalDialogProps) {
  return (
    <PadDialog
      open={request !== null}
      titleId="approval-title"
      maxWidth="md"
      onCancel={props.onCancel}
    >
      {request && <ApprovalForm request={request} {...props} />}
    </PadDialog>
  )
}

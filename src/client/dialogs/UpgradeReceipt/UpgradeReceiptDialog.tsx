import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import type { DeepReadonly } from '../../../domain/readonly'
import type { Receipt } from '../../../domain/receipt/receipt'
import { ReceiptView } from '../../components/ReceiptView'

export interface UpgradeReceiptDialogProps {
  open: boolean
  /** True while the upgrade is being saved: no second answer. */
  busy?: boolean
  /** The upgrade's receipt as the customer will be sent it. */
  receipt: DeepReadonly<Receipt> | null
  onYes: () => void
  onNo: () => void
  /** Closing without an answer: the upgrade is not saved. */
  onClose: () => void
}

/** 'Send Digital Receipt?' asked once the upgrade is paid for; either answer saves the upgrade. */
export function UpgradeReceiptDialog({
  open,
  busy,
  receipt,
  onYes,
  onNo,
  onClose,
}: UpgradeReceiptDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="upgrade-receipt-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="upgrade-receipt-title" sx={{ pr: 8 }}>
        Send Digital Receipt?
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={busy}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography color="text.secondary">
          The upgrade confirmation is emailed to the customer.
        </Typography>
        {receipt && <ReceiptView receipt={receipt} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" size="large" disabled={busy} onClick={onNo}>
          NO
        </Button>
        <Button size="large" disabled={busy} onClick={onYes} autoFocus>
          YES
        </Button>
      </DialogActions>
    </Dialog>
  )
}

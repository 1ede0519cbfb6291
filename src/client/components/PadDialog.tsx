import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'

export interface PadDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The id of the pad's title, which names the dialog for screen readers. */
  titleId: string
  /** 'xs' for a PIN pad alone, 'md' for a pad beside a form. */
  maxWidth: 'xs' | 'md'
  /** Closed without an answer: Cancel, the backdrop or Escape. */
  onCancel: () => void
  /** The pad, drawn only while open so that what was typed never outlives the dialog. */
  children: ReactNode
}

/** The frame of a number-pad dialog (staff PIN, cash tendered). */
export function PadDialog({ open, titleId, maxWidth, onCancel, children }: PadDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      {open && children}
    </Dialog>
  )
}

/** Cancel and go back, beside the pad's own action. */
export function PadActions({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
      <Button variant="outlined" onClick={onCancel}>
        Cancel and go back
      </Button>
      {children}
    </DialogActions>
  )
}

export interface PadReadoutProps {
  label: string
  /** The id of the message that explains an error, if there is one. */
  errorId?: string
  /** A PIN is shown as spaced dots; an amount as dollars. */
  variant: 'pin' | 'amount'
  children: ReactNode
}

/** What has been typed on the pad, as a read-only box the keys write into. */
export function PadReadout({ label, errorId, variant, children }: PadReadoutProps) {
  return (
    <Box
      role="textbox"
      aria-label={label}
      aria-readonly="true"
      aria-describedby={errorId}
      tabIndex={0}
      sx={{
        height: 64,
        display: 'grid',
        placeItems: 'center',
        border: 2,
        borderColor: errorId ? 'error.main' : 'divider',
        borderRadius: 2,
        fontSize: variant === 'pin' ? 36 : 32,
        letterSpacing: variant === 'pin' ? 12 : undefined,
      }}
    >
      {children}
    </Box>
  )
}

import Button from '@mui/material/Button'

interface ConfirmActionsProps {
  /** True while a later step is open over the confirmation: neither can be tapped. */
  disabled?: boolean
  /** CANCEL: back without upgrading. */
  onCancel: () => void
  /** CONFIRM: the upgrade goes ahead as shown. */
  onConfirm: () => void
}

/** The confirmation's action bar: CANCEL and CONFIRM. */
export function ConfirmActions({ disabled, onCancel, onConfirm }: ConfirmActionsProps) {
  return (
    <>
      <Button variant="outlined" size="large" disabled={disabled} onClick={onCancel}>
        CANCEL
      </Button>
      <Button size="large" disabled={disabled} onClick={onConfirm}>
        CONFIRM
      </Button>
    </>
  )
}

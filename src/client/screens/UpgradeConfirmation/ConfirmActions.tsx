import Button from '@mui/material/Button'

interface ConfirmActionsProps {
  disabled?: boolean
  onCancel: () => void
  onConfirm: () => void
}

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

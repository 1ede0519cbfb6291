import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'

export interface SpinnerOverlayProps {
  open: boolean
}

/** Covers the screen while a call runs, so a second tap cannot start the same thing twice. */
export function SpinnerOverlay({ open }: SpinnerOverlayProps) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }}>
      <CircularProgress color="inherit" size={72} aria-label="Please wait" />
    </Backdrop>
  )
}

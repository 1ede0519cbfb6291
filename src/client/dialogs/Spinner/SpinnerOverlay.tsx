import Backdrop from '@mui/material/Backdrop'
import CircularProgress from '@mui/material/CircularProgress'

export interface SpinnerOverlayProps {
  /** Whether the spinner covers the screen. */
  open: boolean
}

/**
 * Covers the screen while a call runs, so a second tap cannot start the same thing twice. Gone
 * from the page once closed: a hidden spinner still turns, and its stroke's keyframes cost the
 * page a style recalculation and a frame 60 times a second on every screen.
 */
export function SpinnerOverlay({ open }: SpinnerOverlayProps) {
  return (
    <Backdrop
      open={open}
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ zIndex: (t) => t.zIndex.modal + 10, color: '#fff' }}
    >
      <CircularProgress color="inherit" size={72} aria-label="Please wait" />
    </Backdrop>
  )
}

import Typography from '@mui/material/Typography'

/** The kiosk's short code and the card terminal paired with it, as the server last said. */
export interface KioskTerminalInfo {
  /** K-1A2B3C: what a manager types to pair this kiosk. */
  code: string
  /** The paired terminal's name; null when none is paired. */
  terminal: string | null
}

/**
 * One quiet line naming the kiosk and its card terminal, so whoever pairs the kiosk, or wonders
 * why its card payments are refused, can read the code off the screen.
 */
export function KioskTerminalLine({ code, terminal }: KioskTerminalInfo) {
  return (
    <Typography
      variant="body2"
      // A terminal's name can be as long as a manager types it: it wraps, never widens the page.
      sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
    >
      Kiosk {code} · {terminal ? `Card terminal: ${terminal}` : 'No card terminal paired'}
    </Typography>
  )
}

import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import GlobalStyles from '@mui/material/GlobalStyles'
import { LAYOUT } from '../theme'

const HEIGHT_VARIABLE = { ':root': { '--status-bar-height': `${LAYOUT.statusBarHeight}px` } }

/**
 * The strip across the top of every kiosk screen that holds the network status. It has a place
 * of its own above the screen, so a status of any length covers no title, name or button at any
 * size; a screen fills the height left under it (SCREEN_HEIGHT) and a dialog's backdrop covers it.
 */
export function StatusBar({ children }: { children: ReactNode }) {
  return (
    <Box
      component="aside"
      aria-label="Kiosk status"
      sx={{
        height: LAYOUT.statusBarHeight,
        px: { xs: 2, md: 3 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
    >
      <GlobalStyles styles={HEIGHT_VARIABLE} />
      {children}
    </Box>
  )
}

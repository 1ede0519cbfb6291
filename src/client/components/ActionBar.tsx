import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/**
 * The bar at the foot of a screen holding its actions: it never scrolls away, so a step's
 * primary action is in view at any kiosk size (the primary goes last, on the right).
 */
export function ActionBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Box
      role="toolbar"
      aria-label={label}
      sx={{
        flex: 'none',
        display: 'flex',
        gap: 2,
        justifyContent: 'flex-end',
        alignItems: 'center',
        px: { xs: 2, md: 3 },
        py: 1.5,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: '0 -4px 12px rgba(20, 37, 74, 0.08)',
      }}
    >
      {children}
    </Box>
  )
}

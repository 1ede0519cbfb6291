import type { ReactNode } from 'react'
import Box from '@mui/material/Box'

/** A full-screen page whose sections stack from the top: the frame of the upgrade steps. */
export function Page({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        p: { xs: 2, md: 3 },
        bgcolor: 'background.default',
        display: 'grid',
        gap: 3,
        alignContent: 'start',
      }}
    >
      {children}
    </Box>
  )
}

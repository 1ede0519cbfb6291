import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { LAYOUT } from '../theme'
import { Logo } from './Logo'

export const POS_NAME = 'Ceremony POS'

export interface LoginPanelProps {
  /** The page's form, between the logo and the version. */
  children: ReactNode
  /** The kiosk's version, in small type at the foot of the card. */
  version: string
}

/** The frame of both login pages: the logo over the form, the version under it. */
export function LoginPanel({ children, version }: LoginPanelProps) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        p: 2,
      }}
    >
      <Paper component="main" sx={{ width: LAYOUT.loginPanelWidth, maxWidth: '100%', p: 4 }}>
        {/* Tight enough that the card with an error still fits a 1280×800 screen. */}
        <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Logo />
          </Box>
          {children}
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            {POS_NAME} {version}
          </Typography>
        </Stack>
      </Paper>
    </Box>
  )
}

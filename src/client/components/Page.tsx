import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import { ActionBar } from './ActionBar'
import { SCREEN_HEIGHT } from '../theme'

export interface PageProps {
  /** The page's sections, scrolling above the actions. */
  children: ReactNode
  /** The step's actions, in a bar at the foot of the screen that never scrolls away. */
  actions?: ReactNode
  /** The action bar's name for screen readers ('Actions' by default). */
  actionsLabel?: string
}

/**
 * A full-screen page whose sections stack from the top and scroll on their own, above a bar of
 * actions that stays on screen: the frame of the upgrade steps.
 */
export function Page({ children, actions, actionsLabel = 'Actions' }: PageProps) {
  return (
    <Box
      sx={{
        height: SCREEN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="main"
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: 'auto',
          p: { xs: 2, md: 3 },
          display: 'grid',
          gap: 3,
          alignContent: 'start',
        }}
      >
        {children}
      </Box>
      {actions && <ActionBar label={actionsLabel}>{actions}</ActionBar>}
    </Box>
  )
}

import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import { SCREEN_HEIGHT } from '../theme'

const BLOCK = { bgcolor: 'action.hover', borderRadius: 1 }

/**
 * Shown only if a screen is tapped before its code has arrived (preloadRoutes fetches it after
 * the menu is painted): a header bar and greyed blocks in the screen's place, never a blank page.
 */
export function RouteFallback() {
  return (
    <Box role="progressbar" aria-label="Loading" aria-busy="true" sx={{ minHeight: SCREEN_HEIGHT }}>
      <LinearProgress />
      <Box sx={{ ...BLOCK, height: 64, borderRadius: 0 }} />
      <Box sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: 'repeat(4, 1fr)' }}>
        {Array.from({ length: 8 }, (_, i) => (
          <Box key={i} sx={{ ...BLOCK, height: 96 }} />
        ))}
      </Box>
    </Box>
  )
}

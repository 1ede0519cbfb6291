import { createTheme } from '@mui/material/styles'
import { theme } from '../../src/client/theme'

/**
 * The kiosk theme without motion: interaction tests and visual snapshots see each screen in its
 * final state instead of half-way through a fade, or with a ripple still spreading from the last
 * tap.
 */
export const storyTheme = createTheme(theme, {
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
  transitions: {
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
})

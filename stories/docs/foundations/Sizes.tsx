import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { ThemeProvider } from '@mui/material/styles'
import { LAYOUT, TOUCH_TARGET, theme } from '../../../src/client/theme'
import { KIOSK_SCREENS } from '../../../.storybook/viewports'

const STEPS = [0.5, 1, 2, 3, 4, 6, 8]

/** The spacing steps `sx` props use (`p: 2` is theme.spacing(2)). */
export function SpacingScale() {
  return (
    <ThemeProvider theme={theme}>
      <table>
        <tbody>
          {STEPS.map((step) => (
            <tr key={step}>
              <td>
                <code>{step}</code>
              </td>
              <td>{theme.spacing(step)}</td>
              <td>
                <Box sx={{ width: theme.spacing(step), height: 16, bgcolor: 'primary.main' }} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ThemeProvider>
  )
}

/** The smallest target a finger gets, beside the buttons the theme makes from it. */
export function TouchTargets() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'flex-end', my: 2 }}>
        <Box
          sx={{
            width: TOUCH_TARGET,
            height: TOUCH_TARGET,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'secondary.main',
            display: 'grid',
            placeItems: 'center',
            fontSize: 12,
          }}
        >
          {TOUCH_TARGET}
        </Box>
        <Button tabIndex={-1}>Button</Button>
        <Button tabIndex={-1} size="large">
          Large button
        </Button>
      </Stack>
    </ThemeProvider>
  )
}

/** The fixed widths of the kiosk's panels, straight from the theme's LAYOUT. */
export function LayoutTable() {
  return (
    <table>
      <tbody>
        {Object.entries(LAYOUT).map(([name, px]) => (
          <tr key={name}>
            <td>
              <code>LAYOUT.{name}</code>
            </td>
            <td>{px} px</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** MUI's breakpoints, which `sx` values such as `{ xs: 1, lg: 2 }` switch at. */
export function Breakpoints() {
  return (
    <table>
      <tbody>
        {Object.entries(theme.breakpoints.values).map(([name, px]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>from {px} px</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The screens the kiosk is tested at: the viewport menu and the Chromatic modes. */
export function KioskScreens() {
  return (
    <table>
      <tbody>
        {Object.entries(KIOSK_SCREENS).map(([key, s]) => (
          <tr key={key}>
            <td>
              <code>{key}</code>
            </td>
            <td>{s.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import Box from '@mui/material/Box'
import { contrastLevel, contrastRatio } from '../../../src/client/contrast'
import { ThemeProvider } from '@mui/material/styles'
import { theme } from '../../../src/client/theme'

const { palette } = theme
const WHITE = '#ffffff'

interface Swatch {
  name: string
  use: string
  colour: string
  /** The colour text is set in on this swatch. */
  text: string
}

/** Every colour the theme sets, with the text the kiosk writes on it. */
const SWATCHES: Swatch[] = [
  {
    name: 'primary',
    use: 'Main buttons, headings, the menu',
    colour: palette.primary.main,
    text: palette.primary.contrastText,
  },
  {
    name: 'secondary',
    use: 'Check out, the selected tab',
    colour: palette.secondary.main,
    text: palette.secondary.contrastText,
  },
  {
    name: 'success',
    use: 'Paid, online, redeemed',
    colour: palette.success.main,
    text: palette.success.contrastText,
  },
  {
    name: 'warning',
    use: 'Offline, waiting sales',
    colour: palette.warning.main,
    text: palette.warning.contrastText,
  },
  {
    name: 'error',
    use: 'Refusals, a field to fix',
    colour: palette.error.main,
    text: palette.error.contrastText,
  },
  {
    name: 'text.primary',
    use: 'Body text',
    colour: palette.text.primary,
    text: WHITE,
  },
  {
    name: 'text.secondary',
    use: 'Hints, labels, the clock',
    colour: palette.text.secondary,
    text: WHITE,
  },
  {
    name: 'background.default',
    use: 'Behind the panels',
    colour: palette.background.default,
    text: palette.text.primary,
  },
  {
    name: 'background.paper',
    use: 'Panels, cards, dialogs',
    colour: palette.background.paper,
    text: palette.text.primary,
  },
]

const ratio = (a: string, b: string) => {
  const value = contrastRatio(a, b)
  return `${value.toFixed(2)}:1 ${contrastLevel(value)}`
}

/**
 * The theme's colours with their contrast, computed from src/client/theme.ts each time the page
 * is shown: against white (a colour used as text on a panel) and against the text set on it.
 */
export function ColourTable() {
  return (
    <ThemeProvider theme={theme}>
      <table>
        <thead>
          <tr>
            <th>Colour</th>
            <th>Used for</th>
            <th>Hex</th>
            <th>Against white</th>
            <th>With its text</th>
          </tr>
        </thead>
        <tbody>
          {SWATCHES.map((s) => (
            <tr key={s.name}>
              <td>
                <Box
                  sx={{
                    bgcolor: s.colour,
                    color: s.text,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    px: 2,
                    py: 1.5,
                    minWidth: 180,
                    fontWeight: 700,
                  }}
                >
                  {s.name}
                </Box>
              </td>
              <td>{s.use}</td>
              <td>
                <code>{s.colour}</code>
              </td>
              <td>{ratio(s.colour, WHITE)}</td>
              <td>
                <code>{s.text}</code> {ratio(s.colour, s.text)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ThemeProvider>
  )
}

import { ThemeProvider } from '@mui/material/styles'
import Typography from '@mui/material/Typography'
import { theme } from '../../../src/client/theme'

const VARIANTS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'body1',
  'body2',
  'button',
  'caption',
] as const

/** Each text style of the theme, set in itself, with its size and weight. */
export function TypeScale() {
  return (
    <ThemeProvider theme={theme}>
      <table>
        <thead>
          <tr>
            <th>Style</th>
            <th>Size</th>
            <th>Weight</th>
            <th>Sample</th>
          </tr>
        </thead>
        <tbody>
          {VARIANTS.map((variant) => {
            const style = theme.typography[variant]
            return (
              <tr key={variant}>
                <td>
                  <code>{variant}</code>
                </td>
                <td>{String(style.fontSize)}</td>
                <td>{String(style.fontWeight)}</td>
                <td>
                  <Typography variant={variant} component="span">
                    Graduation Bear $35.00
                  </Typography>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ThemeProvider>
  )
}

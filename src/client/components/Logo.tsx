import Box from '@mui/material/Box'
import { LAYOUT } from '../theme'

export function Logo() {
  return (
    <Box
      component="img"
      src="/logo.svg"
      alt="Ceremony POS"
      sx={{ width: LAYOUT.logoWidth, height: LAYOUT.logoHeight }}
    />
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** A label and its value on one line, the value in bold. */
export function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Box component="span" sx={{ fontWeight: 700 }}>
        {value}
      </Box>
    </Typography>
  )
}

import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'

/** One labelled value of an order, the label small above it. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700 }}>{value}</Typography>
    </Box>
  )
}

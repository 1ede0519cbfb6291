import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import { GRID_SX, ROW } from './gridLayout'

/** While the catalogue loads: the grid's shape, greyed, and one label for assistive technology. */
export function StockSkeleton() {
  return (
    <Box role="progressbar" aria-label="Loading products" aria-busy="true" sx={GRID_SX}>
      {Array.from({ length: 20 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={ROW} animation="wave" />
      ))}
    </Box>
  )
}

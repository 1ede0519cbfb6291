import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Drawer } from '../../../domain/contract/drawer'
import { toCents } from '../../../domain/sale/money'
import { dateTime, dollars, varianceText } from './drawerFormat'
import { FigureTable } from './FigureTable'

/** The closed drawer: what it should have held, what was counted, and the difference. */
export function DrawerResult({ drawer, onDone }: { drawer: Drawer; onDone: () => void }) {
  const variance = toCents(drawer.variance ?? 0)
  return (
    <Paper
      component="section"
      aria-labelledby="drawer-result-title"
      sx={{ p: 3, maxWidth: 480, width: '100%', mx: 'auto', display: 'grid', gap: 2 }}
    >
      <Typography id="drawer-result-title" variant="h2" sx={{ fontSize: '1.6rem' }}>
        Drawer closed
      </Typography>
      <FigureTable
        label="Drawer count"
        rows={[
          ['Expected', dollars(drawer.expected)],
          ['Counted', dollars(drawer.counted ?? 0)],
          ['Variance', dollars(drawer.variance ?? 0)],
        ]}
      />
      <Typography
        role="status"
        aria-label="Result"
        variant="h3"
        component="p"
        sx={{ textAlign: 'center', color: variance === 0 ? 'success.main' : 'error.main' }}
      >
        {varianceText(variance)}
      </Typography>
      <Typography color="text.secondary">
        Counted by {drawer.counted_by?.name ?? '–'}
        {drawer.closed_at ? ` at ${dateTime(drawer.closed_at)}` : ''}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="large" onClick={onDone}>
          Done
        </Button>
      </Box>
    </Paper>
  )
}

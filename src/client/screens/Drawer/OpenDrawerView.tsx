import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Drawer } from '../../../domain/contract/drawer'
import { dateTime, dollars } from './drawerFormat'
import { ExpectedCash } from './ExpectedCash'
import { MovementList } from './MovementList'

/** The open drawer: its float, who opened it and when, the cash moved, and what it should hold. */
export function OpenDrawerView({ drawer }: { drawer: Drawer }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
      <Paper component="section" aria-labelledby="drawer-open-title" sx={{ p: 2 }}>
        <Typography id="drawer-open-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Drawer open · float {dollars(drawer.float)}
        </Typography>
        <Typography sx={{ mb: 2 }}>
          Kiosk {drawer.kiosk} · opened by {drawer.opened_by.name} at {dateTime(drawer.opened_at)}
        </Typography>
        <ExpectedCash drawer={drawer} />
      </Paper>
      <Paper component="section" aria-labelledby="drawer-moves-title" sx={{ p: 2 }}>
        <Typography id="drawer-moves-title" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Cash in and out
        </Typography>
        <MovementList movements={drawer.movements} />
      </Paper>
    </Box>
  )
}

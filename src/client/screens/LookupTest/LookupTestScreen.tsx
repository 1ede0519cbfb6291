import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { SCREEN_HEIGHT } from '../../theme'

export interface LookupTestScreenProps {
  /** The kiosk's version. */
  version: string
  /** The university the kiosk is signed in to. */
  tenant: string
  /** The signed-in staff member, if any. */
  staff: string | null
  /** The upgrade store as it is now. */
  snapshot: unknown
  /** Back was tapped. */
  onBack: () => void
}

/** A debug page for support staff: what the kiosk is running and what the lookup holds. */
export function LookupTestScreen({
  version,
  tenant,
  staff,
  snapshot,
  onBack,
}: LookupTestScreenProps) {
  return (
    <Box component="main" sx={{ minHeight: SCREEN_HEIGHT, p: 3, bgcolor: 'background.default' }}>
      <Paper sx={{ p: 3, display: 'grid', gap: 2 }}>
        <Typography variant="h1">Lookup test</Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 1,
            m: 0,
            '& dd': { m: 0, fontWeight: 700 },
          }}
        >
          <dt>Version</dt>
          <dd>{version || '–'}</dd>
          <dt>Tenant</dt>
          <dd>{tenant || '–'}</dd>
          <dt>Staff</dt>
          <dd>{staff ?? '–'}</dd>
        </Box>
        <Typography variant="h2">Upgrade state</Typography>
        <Box
          component="pre"
          aria-label="Upgrade state"
          sx={{
            m: 0,
            p: 2,
            maxHeight: 480,
            overflow: 'auto',
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {JSON.stringify(snapshot, null, 2)}
        </Box>
        <Button variant="outlined" onClick={onBack} sx={{ justifySelf: 'start' }}>
          Back
        </Button>
      </Paper>
    </Box>
  )
}

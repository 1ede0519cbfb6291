import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import type { TakingsReport } from '../../../domain/contract/report'
import { ZReport, type Paper } from './ZReport'

export interface PrintViewProps {
  report: TakingsReport
  paper: Paper
  onPrintView: (paper: Paper | null) => void
  onPrint: () => void
}

/** The close-out as it will print; the buttons around it are left off the paper. */
export function PrintView({ report, paper, onPrintView, onPrint }: PrintViewProps) {
  return (
    <Box
      component="main"
      sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start', '@media print': { p: 0 } }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', displayPrint: 'none' }}>
        <ToggleButtonGroup
          exclusive
          value={paper}
          aria-label="Paper"
          // The theme's grey on this page's background falls just short of 4.5:1.
          sx={{ bgcolor: 'background.paper', '& .MuiToggleButton-root': { color: 'text.primary' } }}
          onChange={(_event, next: Paper | null) => next && onPrintView(next)}
        >
          <ToggleButton value="a4">A4</ToggleButton>
          <ToggleButton value="80mm">80 mm receipt</ToggleButton>
        </ToggleButtonGroup>
        <Button onClick={onPrint}>Print</Button>
        <Button variant="outlined" onClick={() => onPrintView(null)}>
          Back to the report
        </Button>
      </Box>
      <Box sx={{ boxShadow: 2, '@media print': { boxShadow: 'none' } }}>
        <ZReport report={report} paper={paper} />
      </Box>
    </Box>
  )
}

import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { FileProblem, ImportPlan } from '../../../../domain/contract/backOfficeImport'

const n = (value: number) => value.toLocaleString('en')

/** Rows to add, to update and left alone: or, once applied, what was done. */
export function PlanSummary({ plan, done = false }: { plan: ImportPlan; done?: boolean }) {
  const lines = done
    ? [`${n(plan.added)} added`, `${n(plan.updated)} updated`, `${n(plan.unchanged)} unchanged`]
    : [`${n(plan.added)} to add`, `${n(plan.updated)} to update`, `${n(plan.unchanged)} unchanged`]
  return (
    <Box
      component="ul"
      aria-label={done ? 'What the import did' : 'What the file would do'}
      sx={{ display: 'flex', gap: 4, m: 0, p: 0, listStyle: 'none', fontSize: '1.25rem' }}
    >
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Box>
  )
}

/** The most mistakes listed; a file with more says how many there are. */
const SHOWN = 200

/** Mistakes or notes, each where a spreadsheet shows it: the line and the column. */
export function ProblemList({ problems, title }: { problems: FileProblem[]; title: string }) {
  return (
    <Box>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
        {problems.length > SHOWN && ` (the first ${SHOWN} of ${n(problems.length)})`}
      </Typography>
      <Table size="small" aria-label={title} sx={{ bgcolor: 'background.paper' }}>
        <TableHead>
          <TableRow>
            <TableCell>Line</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>What is wrong</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.slice(0, SHOWN).map((p, i) => (
            <TableRow key={`${p.line}-${p.column ?? ''}-${i}`}>
              <TableCell>{p.line}</TableCell>
              <TableCell>{p.column ?? ''}</TableCell>
              <TableCell>{p.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  )
}

/** A bar with what it measures said in words; without a value it runs without end. */
export function ImportProgress({ label, value }: { label: string; value?: number }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography role="status">{label}</Typography>
      <LinearProgress
        aria-label="Import progress"
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
      />
    </Box>
  )
}

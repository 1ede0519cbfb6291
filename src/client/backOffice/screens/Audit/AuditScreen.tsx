import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DownloadIcon from '@mui/icons-material/Download'
import {
  AUDIT_KINDS,
  AUDIT_KIND_NAMES,
  type AuditKind,
} from '../../../../domain/backOffice/auditKinds'
import type { AuditLine, AuditPage, AuditQuery } from '../../../../domain/contract/backOffice'
import { formatClock, wallClockIn } from '../../../../domain/dates'
import { LoadState, type LoadStatus } from '../Shell/LoadState'

export interface AuditScreenProps {
  /** Whether the page is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the page did not load, shown with Retry. */
  error?: string | null
  /** One page of the log; null until it first arrives. */
  page: AuditPage | null
  /** The person, kind and day chosen, and where the page starts. */
  filters: AuditQuery
  /** Where Export CSV downloads the log, as filtered. */
  csvHref: string
  /** The university's time zone: every time is shown in it, not the browser's. */
  timeZone: string | null
  /** The filters or the page were changed. */
  onFilters: (filters: AuditQuery) => void
  /** Fetch the page again, after a failure. */
  onRetry: () => void
}

const kindLabel = (line: AuditLine) =>
  line.kind ? AUDIT_KINDS[line.kind as AuditKind].label : line.action

/** Who did what and when: sales, corrections, drawers, sign-ins and back-office changes. */
export function AuditScreen(props: AuditScreenProps) {
  const { filters, page } = props
  const set = (next: Partial<AuditQuery>) =>
    props.onFilters({ ...filters, ...next, before: undefined })
  const lines = page?.lines ?? []
  const last = lines[lines.length - 1]
  return (
    <Box component="section" aria-labelledby="audit-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="audit-title" variant="h2" sx={{ flex: 1 }}>
          Audit log
        </Typography>
        <TextField
          select
          label="Person"
          value={filters.staff ?? ''}
          onChange={(event) => set({ staff: event.target.value || undefined })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Everyone</MenuItem>
          {(page?.people ?? []).map((p) => (
            <MenuItem key={p.id} value={String(p.id)}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Kind"
          value={filters.kind ?? ''}
          onChange={(event) =>
            set({ kind: (event.target.value || undefined) as AuditKind | undefined })
          }
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Every kind</MenuItem>
          {AUDIT_KIND_NAMES.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {AUDIT_KINDS[kind].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Day"
          type="date"
          value={filters.day ?? ''}
          onChange={(event) => set({ day: event.target.value || undefined })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" startIcon={<DownloadIcon />} href={props.csvHref}>
          Export CSV
        </Button>
      </Box>
      <LoadState
        status={props.status}
        error={props.error}
        empty={lines.length === 0}
        emptyText="Nothing was recorded that matches these filters."
        onRetry={props.onRetry}
      />
      {props.status === 'ready' && lines.length > 0 && (
        <Table aria-label="Audit log" size="small" sx={{ bgcolor: 'background.paper' }}>
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>What</TableCell>
              <TableCell>Details</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatClock(wallClockIn(line.at, props.timeZone))}
                </TableCell>
                <TableCell>{line.staff?.name ?? 'The system'}</TableCell>
                <TableCell>{kindLabel(line)}</TableCell>
                <TableCell>
                  {line.action}
                  {line.subject ? ` · ${line.subject}` : ''}
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{line.details}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
        {filters.before && (
          <Button variant="outlined" onClick={() => set({})}>
            Newest lines
          </Button>
        )}
        {page?.more && last && (
          <Button
            variant="outlined"
            onClick={() => props.onFilters({ ...filters, before: String(last.id) })}
          >
            Older lines
          </Button>
        )}
      </Box>
    </Box>
  )
}

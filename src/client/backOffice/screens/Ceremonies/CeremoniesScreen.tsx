import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import { visuallyHidden } from '@mui/utils'
import type { AdminCeremony, CeremonyFields } from '../../../../domain/contract/backOffice'
import { formatDayDate } from '../../../../domain/dates'
import { LoadState, type LoadStatus } from '../Shell/LoadState'
import { CeremonyDialog } from './CeremonyDialog'

export interface CeremoniesScreenProps {
  /** Whether the list is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the list did not load, shown with Retry. */
  error?: string | null
  /** The university's ceremonies, as the list shows them. */
  ceremonies: AdminCeremony[]
  /** The university's time zone: every date and time is shown in it. */
  timeZone: string
  /** The search typed so far. */
  search: string
  /** Whether Show archived is on: archived ceremonies are listed too. */
  showArchived: boolean
  /** The dialog open: a ceremony to edit, 'new', or nothing. */
  editing: AdminCeremony | 'new' | null
  /** The server's reasons for refusing the open dialog's ceremony, by field. */
  formErrors: Record<string, string[]>
  /** A change is on its way: the buttons wait for it. */
  saving: boolean
  /** The search was typed in. */
  onSearch: (text: string) => void
  /** Show archived was switched on or off. */
  onShowArchived: (show: boolean) => void
  /** New ceremony: open an empty dialog. */
  onNew: () => void
  /** Open a ceremony's dialog to edit it. */
  onEdit: (ceremony: AdminCeremony) => void
  /** Close the ceremony's dialog without saving. */
  onCloseDialog: () => void
  /** Save the open dialog's ceremony. */
  onSave: (fields: CeremonyFields) => void
  /** Archive a ceremony, or bring it back from the archive. */
  onArchive: (ceremony: AdminCeremony, archived: boolean) => void
  /** Delete a ceremony. */
  onDelete: (ceremony: AdminCeremony) => void
  /** Fetch the list again, after a failure. */
  onRetry: () => void
}

/** The university's ceremonies, upcoming first: search, add, edit, archive, delete. */
export function CeremoniesScreen(props: CeremoniesScreenProps) {
  return (
    <Box component="section" aria-labelledby="ceremonies-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography id="ceremonies-title" variant="h2" sx={{ flex: 1 }}>
          Ceremonies
        </Typography>
        <TextField
          label="Search code, name or venue"
          type="search"
          value={props.search}
          onChange={(event) => props.onSearch(event.target.value)}
          sx={{ minWidth: 280 }}
        />
        <ToggleButton
          value="archived"
          selected={props.showArchived}
          sx={{ bgcolor: 'background.paper' }}
          onChange={() => props.onShowArchived(!props.showArchived)}
        >
          Show archived
        </ToggleButton>
        <Button startIcon={<AddIcon />} onClick={props.onNew}>
          New ceremony
        </Button>
      </Box>
      <LoadState
        status={props.status}
        error={props.error}
        empty={props.ceremonies.length === 0}
        emptyText={props.search ? `No ceremony matches "${props.search}".` : 'No ceremonies yet.'}
        onRetry={props.onRetry}
      />
      {props.status === 'ready' && props.ceremonies.length > 0 && (
        <Table aria-label="Ceremonies" sx={{ bgcolor: 'background.paper' }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Start ({props.timeZone})</TableCell>
              <TableCell>Code</TableCell>
              <TableCell>Name</TableCell>
              <TableCell>Venue</TableCell>
              <TableCell align="right">Orders</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.ceremonies.map((c) => (
              <TableRow key={c.id}>
                <TableCell>{formatDayDate(c.date)}</TableCell>
                <TableCell>{c.start ?? '–'}</TableCell>
                <TableCell>{c.code}</TableCell>
                <TableCell>
                  {c.name} {c.archived && <Chip size="small" label="Archived" />}
                </TableCell>
                <TableCell>{c.venue}</TableCell>
                <TableCell align="right">{c.orders}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    variant="text"
                    onClick={() => props.onEdit(c)}
                    aria-label={`Edit ${c.name}`}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="text"
                    onClick={() => props.onArchive(c, !c.archived)}
                    aria-label={`${c.archived ? 'Restore' : 'Archive'} ${c.name}`}
                  >
                    {c.archived ? 'Restore' : 'Archive'}
                  </Button>
                  <Button
                    variant="text"
                    color="error"
                    onClick={() => props.onDelete(c)}
                    aria-label={`Delete ${c.name}`}
                  >
                    Delete
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {props.editing && (
        <CeremonyDialog
          key={props.editing === 'new' ? 'new' : props.editing.id}
          ceremony={props.editing === 'new' ? null : props.editing}
          timeZone={props.timeZone}
          errors={props.formErrors}
          saving={props.saving}
          onSave={props.onSave}
          onClose={props.onCloseDialog}
        />
      )}
    </Box>
  )
}

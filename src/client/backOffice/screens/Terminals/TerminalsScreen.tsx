import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import { visuallyHidden } from '@mui/utils'
import type {
  CardTerminal,
  PairTerminal,
  TerminalAdapter,
} from '../../../../domain/contract/backOfficeTerminals'
import { formatClock, wallClockIn } from '../../../../domain/dates'
import { LoadState, type LoadStatus } from '../Shell/LoadState'
import { PairTerminalDialog, UnpairTerminalDialog } from './TerminalDialogs'

/** The dialog open over the list, if any. */
export type TerminalsDialog = { kind: 'pair' } | { kind: 'unpair'; terminal: CardTerminal } | null

export interface TerminalsScreenProps {
  /** Whether the list is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the list did not load, shown with Retry. */
  error?: string | null
  /** Each kiosk's paired terminal, one row each. */
  terminals: CardTerminal[]
  /** The kind of terminal this server pairs kiosks with (its TERMINAL setting). */
  adapter: TerminalAdapter
  /** The university's time zone: when each was paired is shown in it. */
  timeZone: string | null
  /** The dialog open over the list: pair a kiosk, or confirm an unpairing; or none. */
  dialog: TerminalsDialog
  /** The server's reasons for refusing the open dialog's change. */
  dialogErrors: string[]
  /** The open dialog's change is on its way: its buttons wait for it. */
  saving: boolean
  /** Open a dialog (Pair a kiosk, Unpair), or close it with null. */
  onOpen: (dialog: TerminalsDialog) => void
  /** Pair the kiosk typed in the Pair dialog. */
  onPair: (pairing: PairTerminal) => void
  /** End a kiosk's pairing, confirmed. */
  onUnpair: (terminal: CardTerminal) => void
  /** Fetch the list again, after a failure. */
  onRetry: () => void
}

const KIND = { simulator: 'Simulator', linkly: 'Linkly Cloud' } as const

/** Who paired it: a manager here, the admin command, or the simulator on the kiosk's first card payment. */
function pairedBy(terminal: CardTerminal): string {
  if (terminal.paired_via === 'back office') return terminal.paired_by ?? 'A manager'
  if (terminal.paired_via === 'admin command') return 'npm run admin'
  return terminal.adapter === 'simulator'
    ? 'Automatically, at its first card payment'
    : 'Not recorded'
}

/** Each kiosk's card terminal: pair a kiosk by the code it shows, unpair one. */
export function TerminalsScreen(props: TerminalsScreenProps) {
  const { dialog } = props
  const close = () => props.onOpen(null)
  const shared = { errors: props.dialogErrors, saving: props.saving, onClose: close }
  return (
    <Box component="section" aria-labelledby="terminals-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="terminals-title" variant="h2" sx={{ flex: 1 }}>
          Card terminals
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => props.onOpen({ kind: 'pair' })}>
          Pair a kiosk
        </Button>
      </Box>
      <LoadState
        status={props.status}
        error={props.error}
        empty={props.terminals.length === 0}
        emptyText="No kiosk is paired with a card terminal yet. A kiosk shows its code on its card payment screen."
        onRetry={props.onRetry}
      />
      {props.status === 'ready' && props.terminals.length > 0 && (
        <Table aria-label="Card terminals" sx={{ bgcolor: 'background.paper' }}>
          <TableHead>
            <TableRow>
              <TableCell>Kiosk</TableCell>
              <TableCell>Terminal</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell>Paired</TableCell>
              <TableCell>Paired by</TableCell>
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.terminals.map((terminal) => (
              <TableRow key={terminal.terminal_id}>
                <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>
                  {terminal.kiosk_code}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {terminal.label}
                  <Typography variant="body2" color="text.secondary">
                    Terminal {terminal.terminal_id}
                  </Typography>
                </TableCell>
                <TableCell>{KIND[terminal.adapter]}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatClock(wallClockIn(terminal.paired_at, props.timeZone))}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{pairedBy(terminal)}</TableCell>
                <TableCell>
                  <Button
                    variant="text"
                    color="error"
                    aria-label={`Unpair kiosk ${terminal.kiosk_code}`}
                    onClick={() => props.onOpen({ kind: 'unpair', terminal })}
                  >
                    Unpair
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {dialog?.kind === 'pair' && (
        <PairTerminalDialog {...shared} adapter={props.adapter} onPair={props.onPair} />
      )}
      {dialog?.kind === 'unpair' && (
        <UnpairTerminalDialog
          {...shared}
          terminal={dialog.terminal}
          onConfirm={() => props.onUnpair(dialog.terminal)}
        />
      )}
    </Box>
  )
}

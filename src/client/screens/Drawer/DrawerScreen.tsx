import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import type { Drawer, DrawerCounts } from '../../../domain/contract/drawer'
import type { MovementType } from '../../../domain/drawer/expectedCash'
import type { Cents } from '../../../domain/sale/money'
import { Page } from '../../components/Page'
import {
  CashMovementDialog,
  type MovementRefusal,
} from '../../dialogs/CashMovement/CashMovementDialog'
import { DrawerCountDialog } from '../../dialogs/DrawerCount/DrawerCountDialog'
import { StaffPinDialog } from '../../dialogs/StaffPin/StaffPinDialog'
import { DrawerResult } from './DrawerResult'
import { OpenDrawerPanel } from './OpenDrawerPanel'
import { OpenDrawerView } from './OpenDrawerView'
import { RefusalAlert } from './RefusalAlert'

export interface DrawerScreenProps {
  /** Whether the drawer is loading, shown, or could not be loaded. */
  status: 'loading' | 'ready' | 'error'
  /** Why the drawer could not be loaded. */
  loadError: string | null
  /** This kiosk's open drawer, or null when none is. */
  drawer: Drawer | null
  /** The drawer just closed, its result on screen until Done. */
  closed: Drawer | null
  /** The server's refusal of the last call, said in place. */
  refusal: MovementRefusal | null
  /** The cash movement being entered (in or out), or null when none is. */
  movement: MovementType | null
  /** True while the close-out count dialog is open. */
  counting: boolean
  /** The count entered so far, kept while the manager's PIN is asked. */
  counts: DrawerCounts | null
  /** The PIN dialog that closes the drawer: whether it is open and its last refusal. */
  pin: { open: boolean; error: string | null }
  /** Back to the menu was tapped. */
  onBack: () => void
  /** Retry was tapped after a failed load. */
  onRetry: () => void
  /** The drawer was opened with its float, in cents. */
  onOpen: (float: Cents) => void
  /** Cash in or Cash out was tapped. */
  onMovement: (type: MovementType) => void
  /** A cash movement was entered and confirmed. */
  onMovementSubmit: (type: MovementType, amount: Cents, reason: string) => void
  /** The cash movement dialog was closed without moving cash. */
  onMovementCancel: () => void
  /** Count and close was tapped. */
  onCount: () => void
  /** The count was entered and confirmed: the PIN is asked next. */
  onCountSubmit: (counts: DrawerCounts) => void
  /** The count dialog was closed without a count. */
  onCountCancel: () => void
  /** A PIN was entered to close the drawer. */
  onPinSubmit: (pin: string) => void
  /** The PIN dialog was closed: the drawer stays open. */
  onPinCancel: () => void
  /** Done was tapped on the closed drawer's result. */
  onDone: () => void
}

function Body(props: DrawerScreenProps) {
  const { status, drawer, closed } = props
  if (closed) return <DrawerResult drawer={closed} onDone={props.onDone} />
  if (status === 'loading')
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={28} aria-hidden="true" /> Loading the cash drawer…
      </Box>
    )
  if (status === 'error')
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={props.onRetry}>
            Try again
          </Button>
        }
      >
        {props.loadError}
      </Alert>
    )
  if (!drawer)
    return <OpenDrawerPanel refusal={props.refusal?.message ?? null} onOpen={props.onOpen} />
  return (
    <>
      {!props.movement && <RefusalAlert message={props.refusal?.message} />}
      <OpenDrawerView drawer={drawer} />
    </>
  )
}

/** The kiosk's cash drawer: open it with a float, move cash in and out, count and close it. */
export function DrawerScreen(props: DrawerScreenProps) {
  const open = props.status === 'ready' && props.drawer && !props.closed
  return (
    <Page
      actionsLabel="Cash drawer actions"
      actions={
        <>
          <Button variant="outlined" onClick={props.onBack} sx={{ mr: 'auto' }}>
            Back to the menu
          </Button>
          {open && (
            <>
              <Button variant="outlined" onClick={() => props.onMovement('in')}>
                Cash in
              </Button>
              <Button variant="outlined" onClick={() => props.onMovement('out')}>
                Cash out
              </Button>
              <Button size="large" onClick={props.onCount}>
                Count and close
              </Button>
            </>
          )}
        </>
      }
    >
      <Typography variant="h1" sx={{ fontSize: '2rem' }}>
        Cash drawer
      </Typography>
      <Body {...props} />
      <CashMovementDialog
        type={props.movement}
        refusal={props.refusal}
        onSubmit={props.onMovementSubmit}
        onCancel={props.onMovementCancel}
      />
      <DrawerCountDialog
        open={props.counting}
        initial={props.counts}
        onSubmit={props.onCountSubmit}
        onCancel={props.onCountCancel}
      />
      <StaffPinDialog
        open={props.pin.open}
        error={props.pin.error}
        onSubmit={props.onPinSubmit}
        onCancel={props.onPinCancel}
      />
    </Page>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { deliverySummary } from '../../../../domain/backOffice/deliverySummary'
import type {
  DeliveryHealth,
  DeliveryResend,
  PushDelivery,
  ReceiptDelivery,
} from '../../../../domain/contract/backOfficeDelivery'
import { LoadState, type LoadStatus } from '../Shell/LoadState'
import { PushTable, ReceiptTable } from './DeliveryTables'
import { ResendDialog } from './ResendDialog'

export interface DeliveryScreenProps {
  /** Whether the lists are loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the lists did not load, shown with Retry. */
  error?: string | null
  /** The receipts and pushes not delivered; null until they first arrive. */
  health: DeliveryHealth | null
  /** A retry or a resend on its way: the buttons wait for it. */
  busy: boolean
  /** The university's time zone: every time is shown in it, not the browser's. */
  timeZone: string | null
  /** The receipt whose resend dialog is open, if any. */
  resending: ReceiptDelivery | null
  /** The server's reasons for refusing the open resend. */
  resendErrors: string[]
  /** Retry all: send every waiting receipt and push again. */
  onRetryAll: () => void
  /** Retry one receipt, to the same address. */
  onRetryReceipt: (row: ReceiptDelivery) => void
  /** Retry one push to the ordering system. */
  onRetryPush: (row: PushDelivery) => void
  /** Open the resend dialog for a receipt, or close it with null. */
  onOpenResend: (row: ReceiptDelivery | null) => void
  /** Send the receipt to the address typed in the resend dialog. */
  onResend: (row: ReceiptDelivery, resend: DeliveryResend) => void
  /** Fetch the lists again, after a failure. */
  onReload: () => void
}

/** Receipts and ordering-system pushes that failed, why in plain words, and what to do. */
export function DeliveryScreen(props: DeliveryScreenProps) {
  const health = props.health
  const receipts = health?.receipts ?? []
  const pushes = health?.pushes ?? []
  const summary = health ? deliverySummary(health.counts) : null
  const nothing = receipts.length === 0 && pushes.length === 0
  return (
    <Box component="section" aria-labelledby="delivery-title">
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
        <Typography id="delivery-title" variant="h2" sx={{ flex: 1 }}>
          Delivery
        </Typography>
        <Button disabled={props.busy || nothing} onClick={props.onRetryAll}>
          Retry all
        </Button>
      </Box>
      <LoadState
        status={props.status}
        error={props.error}
        empty={nothing}
        emptyText="Nothing is waiting: every receipt and every order has gone out."
        onRetry={props.onReload}
      />
      {props.status === 'ready' && !nothing && (
        <>
          {summary && (
            <Alert severity="warning" sx={{ mb: 3 }}>
              {summary}. Each is tried again by itself; Retry sends it now.
            </Alert>
          )}
          {receipts.length > 0 && (
            <Box sx={{ mb: 4 }}>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Receipts
              </Typography>
              <ReceiptTable
                receipts={receipts}
                busy={props.busy}
                timeZone={props.timeZone}
                onRetry={props.onRetryReceipt}
                onResend={(row) => props.onOpenResend(row)}
              />
            </Box>
          )}
          {pushes.length > 0 && (
            <Box>
              <Typography variant="h3" sx={{ fontSize: '1.25rem', mb: 1 }}>
                Ordering system
              </Typography>
              <PushTable
                pushes={pushes}
                busy={props.busy}
                timeZone={props.timeZone}
                onRetry={props.onRetryPush}
              />
            </Box>
          )}
        </>
      )}
      {props.resending && (
        <ResendDialog
          receipt={props.resending}
          errors={props.resendErrors}
          saving={props.busy}
          onClose={() => props.onOpenResend(null)}
          onResend={(resend) => props.resending && props.onResend(props.resending, resend)}
        />
      )}
    </Box>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { TakingsReport } from '../../../domain/contract/report'
import { StaffPinDialog } from '../../dialogs/StaffPin/StaffPinDialog'
import {
  GivenBackBlock,
  OperatorBlock,
  PaymentBlock,
  StockBlock,
  UpgradesBlock,
} from './BreakdownBlocks'
import { DrawersBlock } from './DrawersBlock'
import { TerminalsBlock } from './TerminalsBlock'
import { ExceptionsPanel, exceptionCount, type ExceptionActions } from './ExceptionsPanel'
import { HourChart } from './HourChart'
import { OrderTable } from './OrderTable'
import { PrintView } from './PrintView'
import { ScopePicker, type ScopeChoice } from './ScopePicker'
import { TotalsBlock } from './TotalsBlock'
import type { Paper } from './ZReport'

export interface ReportScreenProps extends ExceptionActions {
  /** The university whose takings are shown, in the heading. */
  universityName: string
  /** Whether the report is loading, shown, or could not be loaded. */
  status: 'loading' | 'ready' | 'error'
  /** The takings of the chosen scope; null until loaded. */
  report: TakingsReport | null
  /** Why the report could not be loaded. */
  error: string | null
  /** The outcome of the last action (a push, a resend). */
  notice: { severity: 'success' | 'error'; text: string } | null
  /** The manager's PIN dialog the report asks first: whether it is open and its last refusal. */
  pin: { open: boolean; error: string | null }
  /** The close-out preview on the chosen paper, or null for the report. */
  printView: Paper | null
  /** The kiosk menu's address, for the back link. */
  menuHref: string
  /** The addresses of the orders and items CSV downloads. */
  csvHref: { orders: string; items: string }
  /** A PIN was entered. */
  onPinSubmit: (pin: string) => void
  /** The PIN dialog was closed. */
  onPinCancel: () => void
  /** A day or a ceremony was chosen to report on. */
  onScope: (choice: ScopeChoice) => void
  /** Another page of the order table was chosen (from 1). */
  onPage: (page: number) => void
  /** Retry was tapped after a failed load. */
  onRetry: () => void
  /** A paper size was chosen for the close-out preview, or null to leave it. */
  onPrintView: (paper: Paper | null) => void
  /** Print was tapped in the preview. */
  onPrint: () => void
}

function Figures(props: ReportScreenProps & { report: TakingsReport }) {
  const { report } = props
  const empty = report.totals.orders === 0 && exceptionCount(report) === 0
  return (
    <>
      <ScopePicker ceremonies={report.ceremonies} scope={report.scope} onScope={props.onScope} />
      <ExceptionsPanel {...props} />
      {/* A drawer opened before the first sale is still counted at the close. */}
      {report.drawers.length > 0 && <DrawersBlock report={report} />}
      {empty ? (
        <Alert severity="info">No sales in this scope yet.</Alert>
      ) : (
        <>
          <TotalsBlock report={report} />
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
            <PaymentBlock report={report} />
            {(report.terminals?.length ?? 0) > 0 && (
              <TerminalsBlock terminals={report.terminals ?? []} />
            )}
            <OperatorBlock report={report} />
            <StockBlock report={report} />
            <Box sx={{ display: 'grid', gap: 3 }}>
              <UpgradesBlock report={report} />
              <GivenBackBlock report={report} />
              <HourChart hours={report.by_hour} />
            </Box>
          </Box>
          <OrderTable orders={report.orders} onPage={props.onPage} lookupHref={props.lookupHref} />
        </>
      )}
    </>
  )
}

/** The takings report of a ceremony or a range of days, behind a manager's PIN. */
export function ReportScreen(props: ReportScreenProps) {
  const { report, status } = props
  if (report && props.printView)
    return <PrintView {...props} report={report} paper={props.printView} />
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        p: { xs: 2, md: 3 },
        display: 'grid',
        gap: 3,
        alignContent: 'start',
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '2rem', flexGrow: 1 }}>
          Takings report · {props.universityName}
        </Typography>
        {report && (
          <>
            <Button href={props.csvHref.orders} variant="outlined">
              Orders CSV
            </Button>
            <Button href={props.csvHref.items} variant="outlined">
              Lines CSV
            </Button>
            <Button onClick={() => props.onPrintView('a4')}>Print close-out</Button>
          </>
        )}
        <Link href={props.menuHref}>Back to the menu</Link>
      </Box>
      {props.notice && <Alert severity={props.notice.severity}>{props.notice.text}</Alert>}
      {status === 'loading' && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <CircularProgress size={28} aria-hidden="true" /> Loading the report…
        </Box>
      )}
      {status === 'error' && !props.pin.open && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={props.onRetry}>
              Try again
            </Button>
          }
        >
          {props.error}
        </Alert>
      )}
      {status === 'ready' && report && <Figures {...props} report={report} />}
      <StaffPinDialog
        open={props.pin.open}
        error={props.pin.error}
        onSubmit={props.onPinSubmit}
        onCancel={props.onPinCancel}
      />
    </Box>
  )
}

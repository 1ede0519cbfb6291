import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

export type LoadStatus = 'loading' | 'ready' | 'error'

/** Loading, failed or empty, said the same way on every list of the back office. */
export function LoadState(props: {
  /** Whether the list is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the list did not load, shown with Retry. */
  error?: string | null
  /** The list loaded with nothing in it. */
  empty: boolean
  /** What an empty list says. */
  emptyText: string
  /** Fetch the list again, after a failure. */
  onRetry: () => void
}) {
  if (props.status === 'loading') {
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 4 }} role="status">
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading…</Typography>
      </Box>
    )
  }
  if (props.status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={props.onRetry}>
            Try again
          </Button>
        }
      >
        {props.error ?? 'This could not be loaded.'}
      </Alert>
    )
  }
  if (props.empty) return <Typography sx={{ p: 4 }}>{props.emptyText}</Typography>
  return null
}

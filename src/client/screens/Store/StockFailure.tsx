import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'

/** The catalogue did not load: the message where the products would be, and a way to try again. */
export function StockFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box sx={{ p: 3 }}>
      <Alert
        severity="error"
        sx={{ fontSize: '1.1rem', alignItems: 'center' }}
        action={
          <Button color="error" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {message}
      </Alert>
    </Box>
  )
}

import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'

export interface RawResponseDialogProps {
  /** The server's answer as it came: status, address and body; null keeps the dialog shut. */
  response: { status: number; url: string; body: string } | null
  /** Closed. */
  onClose: () => void
}

/** An answer the kiosk could not read, shown as it came, so staff can report what they saw. */
export function RawResponseDialog({ response, onClose }: RawResponseDialogProps) {
  return (
    <Dialog
      open={Boolean(response)}
      onClose={onClose}
      aria-labelledby="raw-response-title"
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id="raw-response-title">Unexpected server response</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {response ? `The server answered ${response.status} to ${response.url}:` : ''}
        </Typography>
        <Box
          component="pre"
          aria-label="Server response"
          sx={{
            m: 0,
            p: 2,
            maxHeight: 360,
            overflow: 'auto',
            bgcolor: 'grey.100',
            borderRadius: 1,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontSize: 14,
          }}
        >
          {response?.body || '(empty response)'}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  )
}

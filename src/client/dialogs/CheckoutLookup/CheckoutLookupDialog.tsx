import { useState, type FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'

export interface CheckoutLookupDialogProps {
  /** With an item that must be posted, a sale cannot go without a customer. */
  requireAddress: boolean
  /** Why the last search found no one, under the student ID field. */
  error: string | null
  /** Search was tapped with a student ID. */
  onSearch: (studentId: string) => void
  /** Create Customer was tapped: a new customer's details are entered next. */
  onCreateCustomer: () => void
  /** Check out without a customer. */
  onExpress: () => void
  /** Closed without a customer. */
  onClose: () => void
}

/** Customer Lookup for a sale: find the student, create a customer, or check out without one. */
export function CheckoutLookupDialog({
  requireAddress,
  error,
  onSearch,
  onCreateCustomer,
  onExpress,
  onClose,
}: CheckoutLookupDialogProps) {
  const [studentId, setStudentId] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(studentId.trim())
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby="checkout-lookup-title" maxWidth="sm" fullWidth>
      <DialogTitle id="checkout-lookup-title">Customer Lookup</DialogTitle>
      <DialogContent>
        <Box
          component="form"
          onSubmit={submit}
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', pt: 1 }}
        >
          <TextField
            label="Student ID"
            value={studentId}
            onChange={(event) => setStudentId(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'text', autoComplete: 'off' } }}
          />
          <Button type="submit" sx={{ mt: 0.5 }}>
            Search
          </Button>
        </Box>
        <Divider sx={{ my: 2 }} />
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <Typography variant="h6" component="h3">
            New Customer
          </Typography>
          <Button variant="outlined" onClick={onCreateCustomer}>
            Create Customer
          </Button>
        </Box>
        {!requireAddress && (
          <>
            <Divider sx={{ my: 2 }} />
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
              }}
            >
              <Typography variant="h6" component="h3">
                Express Check Out
              </Typography>
              <Button color="secondary" onClick={onExpress}>
                Check out without customer
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="text" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  )
}

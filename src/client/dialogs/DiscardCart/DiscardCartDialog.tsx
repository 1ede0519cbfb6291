import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'

export interface DiscardCartDialogProps {
  /** Items in the cart that leaving would throw away; 0 keeps the dialog shut. */
  items: number
  /** Leave and empty the cart. */
  onDiscard: () => void
  /** Stay with the cart as it is. */
  onKeep: () => void
}

/** Asked before the store is left with a cart: a tap on Menu must not lose a sale in progress. */
export function DiscardCartDialog({ items, onDiscard, onKeep }: DiscardCartDialogProps) {
  const what = items === 1 ? '1 item' : `${items} items`
  return (
    <Dialog
      open={items > 0}
      onClose={onKeep}
      aria-labelledby="discard-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="discard-title">Discard {what}?</DialogTitle>
      <DialogContent>
        <Typography>Going back to the menu empties the cart.</Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1 }}>
        <Button variant="outlined" color="error" onClick={onDiscard}>
          Discard and go to the menu
        </Button>
        <Button onClick={onKeep} autoFocus>
          Keep selling
        </Button>
      </DialogActions>
    </Dialog>
  )
}

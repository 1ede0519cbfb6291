import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { colourDialogTitle, type Colour } from '../../../domain/sale/colour'

export interface ColourDialogProps {
  /** Whether the dialog is shown. */
  open: boolean
  /** The product's stock type: plaques choose a plate colour, frames a matboard. */
  stockType: string
  /** The product being coloured, under the title. */
  stockName: string
  /** The colours offered, one swatch each. */
  colours: readonly Colour[]
  /** The colour chosen before, if any: its swatch is marked "Current". */
  current?: string | null
  /** A swatch was tapped. */
  onSelect: (colour: Colour) => void
  /** Closed without a choice. */
  onCancel: () => void
}

/** 'Select Plate Colour' for plaques, 'Select Matboard Colour' for frames: one swatch per colour. */
export function ColourDialog({
  open,
  stockType,
  stockName,
  colours,
  current = null,
  onSelect,
  onCancel,
}: ColourDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="colour-title" maxWidth="sm" fullWidth>
      <DialogTitle id="colour-title">{colourDialogTitle(stockType)}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {stockName}
        </Typography>
        <Box
          role="list"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
            gap: 2,
          }}
        >
          {colours.map((colour) => {
            const isCurrent = colour.name === current
            return (
              <Box role="listitem" key={colour.name}>
                <ButtonBase
                  onClick={() => onSelect(colour)}
                  aria-current={isCurrent || undefined}
                  sx={{
                    width: '100%',
                    flexDirection: 'column',
                    gap: 1,
                    p: 1.5,
                    borderRadius: 2,
                    // Marked by more than colour: a thicker frame and the word under the name.
                    border: isCurrent ? 3 : 1,
                    borderColor: isCurrent ? 'primary.main' : 'divider',
                  }}
                >
                  <Box
                    sx={{
                      width: 72,
                      height: 72,
                      borderRadius: '50%',
                      bgcolor: colour.value,
                      border: 2,
                      borderColor: 'grey.300',
                    }}
                  />
                  <Typography sx={{ fontWeight: 600 }}>{colour.name}</Typography>
                  {/* Hidden from the name, which is the colour's alone: aria-current says it. */}
                  {isCurrent && (
                    <Typography variant="body2" color="primary" aria-hidden>
                      Current
                    </Typography>
                  )}
                </ButtonBase>
              </Box>
            )
          })}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button variant="outlined" onClick={onCancel}>
          Cancel and close
        </Button>
      </DialogActions>
    </Dialog>
  )
}

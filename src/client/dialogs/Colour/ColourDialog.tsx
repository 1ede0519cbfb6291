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
  open: boolean
  stockType: string
  stockName: string
  colours: readonly Colour[]
  onSelect: (colour: Colour) => void
  onCancel: () => void
}

/** 'Select Plate Colour' for plaques, 'Select Matboard Colour' for frames: one swatch per colour. */
export function ColourDialog({
  open,
  stockType,
  stockName,
  colours,
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
          {colours.map((colour) => (
            <Box role="listitem" key={colour.name}>
              <ButtonBase
                onClick={() => onSelect(colour)}
                aria-label={colour.name}
                sx={{
                  width: '100%',
                  flexDirection: 'column',
                  gap: 1,
                  p: 1.5,
                  borderRadius: 2,
                  border: 1,
                  borderColor: 'divider',
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
              </ButtonBase>
            </Box>
          ))}
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

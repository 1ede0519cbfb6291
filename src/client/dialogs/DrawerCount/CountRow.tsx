import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import RemoveIcon from '@mui/icons-material/Remove'
import { MAX_PIECES } from '../../../domain/drawer/denominations'
import { formatMoney, type Cents } from '../../../domain/sale/money'

export interface CountRowProps {
  /** '$100 notes', '50c coins' */
  name: string
  cents: Cents
  pieces: number
  onChange: (pieces: number) => void
}

/** One note or coin: fewer, the pieces counted (typed or stepped), more, and what they come to. */
export function CountRow({ name, cents, pieces, onChange }: CountRowProps) {
  const set = (next: number) => onChange(Math.min(MAX_PIECES, Math.max(0, next)))
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '48px 96px 48px 1fr',
        gap: 1,
        alignItems: 'center',
      }}
    >
      <IconButton
        aria-label={`Fewer ${name}`}
        onClick={() => set(pieces - 1)}
        disabled={pieces === 0}
      >
        <RemoveIcon />
      </IconButton>
      <TextField
        label={name}
        size="small"
        value={String(pieces)}
        onChange={(e) => set(Number(e.target.value.replace(/\D/g, '').slice(0, 5) || 0))}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <IconButton aria-label={`More ${name}`} onClick={() => set(pieces + 1)}>
        <AddIcon />
      </IconButton>
      <Typography sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(cents * pieces)}
      </Typography>
    </Box>
  )
}

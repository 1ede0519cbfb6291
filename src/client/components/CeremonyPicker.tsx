import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { CeremonyWindow } from '../../domain/ceremony'
import type { Ceremony } from '../../domain/contract/ceremony'
import { ceremonyDetails, isToday } from './ceremonyText'
import { ShowAllCeremonies } from './ShowAllCeremonies'

export interface CeremonyPickerProps {
  /** The ceremonies to choose from, soonest first: those of the window, or all of them. */
  ceremonies: readonly Ceremony[]
  /** May lie outside the listed window (a student's own ceremony next month); it is still shown. */
  selected: { id: number; name: string } | null
  /** How many days ahead are listed: 3, or 365 once 'Show all ceremonies' is ticked. */
  window: CeremonyWindow
  /** The list is being fetched: the field says so under it. */
  loading?: boolean
  /** A ceremony was chosen from the list. */
  onSelect: (ceremony: Ceremony) => void
  /** 'Show all ceremonies' was ticked or cleared. */
  onToggleShowAll: (showAll: boolean) => void
  /** The field's label. */
  label?: string
}

/** A ceremony dropdown showing venue and start time, today's in bold, with 'Show all ceremonies'. */
export function CeremonyPicker({
  ceremonies,
  selected,
  window,
  loading,
  onSelect,
  onToggleShowAll,
  label = 'Ceremony',
}: CeremonyPickerProps) {
  const listed = ceremonies.some((c) => c.id === selected?.id)
  return (
    <Box sx={{ flex: '1 1 auto', display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <TextField
        select
        label={label}
        value={selected ? String(selected.id) : ''}
        onChange={(event) => {
          const ceremony = ceremonies.find((c) => String(c.id) === event.target.value)
          if (ceremony) onSelect(ceremony)
        }}
        helperText={
          loading
            ? 'Loading ceremonies…'
            : ceremonies.length === 0
              ? 'No ceremonies in this period.'
              : undefined
        }
        // The chosen ceremony's venue and time wrap under its name rather than lose their end; the
        // field is as high as a name over its venue and time whether one is chosen or not, so
        // choosing moves nothing below it (the Cash and EFTPOS buttons). Inline, because MUI's own
        // select rules outrank a class rule here.
        sx={{ flex: '1 1 320px' }}
        slotProps={{
          select: { SelectDisplayProps: { style: { whiteSpace: 'normal', minHeight: '2.75em' } } },
        }}
      >
        {selected && !listed && (
          <MenuItem value={String(selected.id)} sx={{ display: 'block' }}>
            <Typography>{selected.name}</Typography>
          </MenuItem>
        )}
        {ceremonies.map((ceremony) => (
          <MenuItem key={ceremony.id} value={String(ceremony.id)} sx={{ display: 'block' }}>
            <Typography sx={{ fontWeight: isToday(ceremony) ? 800 : 400 }}>
              {ceremony.name}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ fontWeight: isToday(ceremony) ? 700 : 400 }}
            >
              {ceremonyDetails(ceremony)}
            </Typography>
          </MenuItem>
        ))}
      </TextField>
      <ShowAllCeremonies window={window} onToggleShowAll={onToggleShowAll} />
    </Box>
  )
}

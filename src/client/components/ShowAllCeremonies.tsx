import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import { CEREMONY_WINDOW_ALL_DAYS, type CeremonyWindow } from '../../domain/ceremony'

interface ShowAllCeremoniesProps {
  window: CeremonyWindow
  onToggleShowAll: (showAll: boolean) => void
}

/** Ticked, the list reaches past the next days to every ceremony. */
export function ShowAllCeremonies({ window, onToggleShowAll }: ShowAllCeremoniesProps) {
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={window === CEREMONY_WINDOW_ALL_DAYS}
          onChange={(e) => onToggleShowAll(e.target.checked)}
        />
      }
      label="Show all ceremonies"
    />
  )
}

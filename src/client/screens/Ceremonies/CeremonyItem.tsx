import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import type { Ceremony } from '../../../domain/contract/ceremony'
import { ceremonyDetails, isToday } from '../../components/ceremonyText'

interface CeremonyItemProps {
  ceremony: Ceremony
  selected: boolean
  onSelect: (ceremony: Ceremony) => void
}

/** One ceremony with its venue and start; today's in bold. */
export function CeremonyItem({ ceremony, selected, onSelect }: CeremonyItemProps) {
  const today = isToday(ceremony)
  return (
    <ListItem disablePadding>
      <ListItemButton
        selected={selected}
        onClick={() => onSelect(ceremony)}
        sx={{ borderRadius: 2, mb: 1, border: 1, borderColor: 'divider' }}
      >
        <ListItemText
          primary={ceremony.name}
          secondary={`${ceremonyDetails(ceremony)}${today ? ' · Today' : ''}`}
          slotProps={{
            primary: { sx: { fontWeight: today ? 800 : 500, fontSize: '1.15rem' } },
            secondary: { sx: { fontWeight: today ? 700 : 400 } },
          }}
        />
      </ListItemButton>
    </ListItem>
  )
}

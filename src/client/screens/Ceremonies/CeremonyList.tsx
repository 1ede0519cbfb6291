import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import List from '@mui/material/List'
import type { CeremoniesScreenProps } from './CeremoniesScreen'
import { CeremonyItem } from './CeremonyItem'
import { ShowAllCeremonies } from '../../components/ShowAllCeremonies'

export function CeremonyList({
  ceremonies,
  loading,
  window,
  selectedId,
  onSelect,
  onToggleShowAll,
}: CeremoniesScreenProps) {
  return (
    <>
      <ShowAllCeremonies window={window} onToggleShowAll={onToggleShowAll} />
      {loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress aria-label="Loading ceremonies" />
        </Box>
      )}
      {!loading && ceremonies?.length === 0 && (
        <Alert severity="info">
          No ceremonies in the next {window} days. Tick 'Show all ceremonies' to see later ones.
        </Alert>
      )}
      <List aria-label="Ceremonies">
        {ceremonies?.map((ceremony) => (
          <CeremonyItem
            key={ceremony.id}
            ceremony={ceremony}
            selected={ceremony.id === selectedId}
            onSelect={onSelect}
          />
        ))}
      </List>
    </>
  )
}

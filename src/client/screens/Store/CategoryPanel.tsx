import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import ToggleButton from '@mui/material/ToggleButton'
import Typography from '@mui/material/Typography'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import { CATEGORY_LABELS, type StockType } from '../../../domain/stockTypes'
import { LAYOUT } from '../../theme'

export interface CategoryPanelProps {
  /** Whether the panel is shown. */
  open: boolean
  /** Only the categories that have stock get a tile. */
  categories: readonly StockType[]
  /** The categories chosen, marked on their tiles. */
  selected: readonly StockType[]
  /** A tile was tapped: its category is chosen or let go. */
  onToggle: (type: StockType) => void
  /** Closed. */
  onClose: () => void
}

/** 'Select Categories': a toggle tile per category; DONE, the chevron or a tap outside closes it. */
export function CategoryPanel({
  open,
  categories,
  selected,
  onToggle,
  onClose,
}: CategoryPanelProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': 'categories-title',
          sx: { width: LAYOUT.categoryPanelWidth, p: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton aria-label="Close categories" onClick={onClose}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
          <Typography id="categories-title" variant="h3" component="h2">
            Select Categories
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
          {categories.map((type) => (
            <ToggleButton
              key={type}
              value={type}
              selected={selected.includes(type)}
              onChange={() => onToggle(type)}
              color="primary"
              sx={{ minHeight: 88, textTransform: 'none', fontSize: '1rem', lineHeight: 1.25 }}
            >
              {CATEGORY_LABELS[type]}
            </ToggleButton>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {selected.length === 0
            ? 'Showing every category.'
            : `Showing ${selected.length} of ${categories.length} categories.`}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Button size="large" onClick={onClose}>
          Done
        </Button>
      </Box>
    </Drawer>
  )
}

import { memo, useRef } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import ClearIcon from '@mui/icons-material/Clear'
import FilterListIcon from '@mui/icons-material/FilterList'
import SearchIcon from '@mui/icons-material/Search'
import { CATEGORY_LABELS, type StockType } from '../../../domain/stockTypes'

export interface ProductSearchProps {
  value: string
  onChange: (value: string) => void
  /** The categories the grid is narrowed to: a chip each, which clears it. */
  filters: readonly StockType[]
  onClearFilter: (type: StockType) => void
}

const ROW_SX = { display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 1 } as const
// The browser's own clear cross is a 14 px target: the field shows a 48 px one instead.
const FIELD_SX = {
  flex: '1 1 280px',
  minWidth: 220,
  '& input::-webkit-search-cancel-button': { display: 'none' },
  '& .MuiInputBase-root': { pr: 0 },
} as const
const CHIPS_SX = { display: 'flex', gap: 1, minWidth: 0, overflowX: 'auto', flexShrink: 1 } as const
const START = (
  <InputAdornment position="start">
    <SearchIcon />
  </InputAdornment>
)

/**
 * The search field and the active category filters above the products. Memoised: each letter
 * typed re-renders the field and the grid, not the store's bar.
 */
export const ProductSearch = memo(function ProductSearch(props: ProductSearchProps) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <Box sx={ROW_SX}>
      <TextField
        size="small"
        label="Search products"
        type="search"
        value={props.value}
        inputRef={input}
        onChange={(event) => props.onChange(event.target.value)}
        sx={FIELD_SX}
        slotProps={{
          input: {
            startAdornment: START,
            endAdornment: props.value ? (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Clear search"
                  onClick={() => {
                    props.onChange('')
                    input.current?.focus()
                  }}
                >
                  <ClearIcon />
                </IconButton>
              </InputAdornment>
            ) : null,
          },
        }}
      />
      {props.filters.length > 0 && (
        <Box sx={CHIPS_SX}>
          {props.filters.map((type) => (
            <Chip
              key={type}
              icon={<FilterListIcon />}
              label={CATEGORY_LABELS[type]}
              aria-label={`Clear the ${CATEGORY_LABELS[type]} filter`}
              color="primary"
              onClick={() => props.onClearFilter(type)}
              onDelete={() => props.onClearFilter(type)}
            />
          ))}
        </Box>
      )}
    </Box>
  )
})

import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import FilterListIcon from '@mui/icons-material/FilterList'
import LogoutIcon from '@mui/icons-material/Logout'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import type { CartLine } from '../../../domain/sale/cart'
import type { Stock } from '../../../domain/contract/entities'
import type { StockType } from '../../../domain/stockTypes'
import { CartPanel } from './CartPanel'
import { StockGrid } from './StockGrid'

export interface StoreScreenProps {
  mode: 'stage' | 'normal'
  ceremonyName: string | null
  stocks: readonly Stock[] | undefined
  loading: boolean
  filters: readonly StockType[]
  cart: readonly CartLine<Stock>[]
  onAdd: (stock: Stock) => void
  onIncrement: (line: CartLine<Stock>) => void
  onDecrement: (line: CartLine<Stock>) => void
  onCheckout: () => void
  onLogout: () => void
  onLookup: () => void
  onOpenFilters: () => void
  onChangeCeremony: () => void
}

export function StoreScreen(props: StoreScreenProps) {
  return (
    <Box
      sx={{
        height: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <AppBar position="static" elevation={0}>
        <Toolbar sx={{ gap: 2, minHeight: 72 }}>
          <Button
            color="inherit"
            variant="text"
            startIcon={<LogoutIcon />}
            onClick={props.onLogout}
          >
            Log out
          </Button>
          <Typography variant="h4" component="h1" sx={{ flex: 1 }}>
            {props.mode === 'stage' ? 'Stage sales' : 'General store'}
          </Typography>
          {props.mode === 'stage' && (
            <Chip
              label={`Ceremony Selection: ${props.ceremonyName ?? 'none'}`}
              onClick={props.onChangeCeremony}
              color="warning"
              sx={{ fontWeight: 700 }}
            />
          )}
          <IconButton color="inherit" aria-label="Customer lookup" onClick={props.onLookup}>
            <PersonSearchIcon fontSize="large" />
          </IconButton>
          <IconButton color="inherit" aria-label="Select categories" onClick={props.onOpenFilters}>
            <FilterListIcon fontSize="large" />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box component="main" aria-label="Products" sx={{ flex: 1, overflowY: 'auto' }}>
          <StockGrid
            stocks={props.stocks}
            loading={props.loading}
            filters={props.filters}
            onAdd={props.onAdd}
          />
        </Box>
        <CartPanel
          lines={props.cart}
          onIncrement={props.onIncrement}
          onDecrement={props.onDecrement}
          onCheckout={props.onCheckout}
        />
      </Box>
    </Box>
  )
}

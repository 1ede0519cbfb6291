import { memo, useState, type ReactNode } from 'react'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import FilterListIcon from '@mui/icons-material/FilterList'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import PersonSearchIcon from '@mui/icons-material/PersonSearch'
import type { CatalogueStock } from '../../../domain/contract/stock'
import type { StockType } from '../../../domain/stockTypes'
import { SignedIn, type SignedInProps } from '../../components/SignedIn'
import { ProductSearch } from './ProductSearch'
import { StockFailure } from './StockFailure'
import { StockGrid } from './StockGrid'
import { StockSkeleton } from './StockSkeleton'
import { SCREEN_HEIGHT } from '../../theme'

export interface StoreScreenProps {
  /** The general store, or a stage sale for one ceremony (its name and CHANGE in the header). */
  mode: 'stage' | 'normal'
  /** Who is signed in, for which university: shown in the header. */
  signedIn?: SignedInProps
  /** The stage sale's ceremony, as the header names it; none in the general store. */
  ceremonyName: string | null
  /** The catalogue; undefined until it first arrives. */
  stocks: readonly CatalogueStock[] | undefined
  /** The catalogue is being fetched: a skeleton grid until the first answer. */
  loading: boolean
  /** Why the catalogue did not load (shown in place of the products, with RETRY). */
  failure?: string | null
  /** Fetch the catalogue again, after a failure. */
  onRetry?: () => void
  /** The categories chosen in Select Categories; none shows every product. */
  filters: readonly StockType[]
  /**
   * The cart beside the products (a CartPanel). A slot rather than the cart's lines, so the cart
   * alone follows the cart: a tap re-renders the panel, never this screen or its grid.
   */
  cartPanel: ReactNode
  /** What each card says of its stock on hand, by stock id (stockLabel). */
  stockLabels?: Readonly<Record<string, string>>
  /** A product card was tapped: one more of it in the cart. */
  onAdd: (stock: CatalogueStock) => void
  /** Back to the main menu (the route asks first when the cart holds items). */
  onLeave: () => void
  /** Open the customer and order lookup. */
  onLookup: () => void
  /** Open Select Categories. */
  onOpenFilters: () => void
  /** Drops one category from the filters (its chip above the products). */
  onClearFilter: (type: StockType) => void
  /** Choose another ceremony for the stage sale. */
  onChangeCeremony: () => void
}

const NO_STOCK: readonly CatalogueStock[] = []

function Products(props: StoreScreenProps & { search: string }) {
  if (props.failure)
    return <StockFailure message={props.failure} onRetry={() => props.onRetry?.()} />
  if (props.loading && !props.stocks) return <StockSkeleton />
  return (
    <StockGrid
      stocks={props.stocks ?? NO_STOCK}
      filters={props.filters}
      search={props.search}
      labels={props.stockLabels}
      onAdd={props.onAdd}
    />
  )
}

type HeaderProps = Pick<
  StoreScreenProps,
  | 'mode'
  | 'signedIn'
  | 'ceremonyName'
  | 'onLeave'
  | 'onLookup'
  | 'onOpenFilters'
  | 'onChangeCeremony'
>

/** On two lines, so the ceremony's name leaves the signed-in staff member room on the bar. */
function CeremonyLabel({ name }: { name: string }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontSize: '0.8rem' }}>
        Ceremony Selection:
      </Box>{' '}
      <Box component="span" sx={{ display: 'block' }}>
        {name}
      </Box>
    </>
  )
}

const CEREMONY_CHIP = {
  gridArea: 'ceremony',
  justifySelf: 'end',
  fontWeight: 700,
  height: 'auto',
  minWidth: 0,
  py: 0.5,
  '& .MuiChip-label': { whiteSpace: 'normal', lineHeight: 1.25 },
} as const

/**
 * The store's bar. Memoised with the search field: the catalogue's arrival and each letter typed
 * re-render the products, not a dozen MUI components that show neither.
 */
const StoreHeader = memo(function StoreHeader(props: HeaderProps) {
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={HEADER_GRID}>
        <Button
          color="inherit"
          variant="text"
          startIcon={<ArrowBackIcon />}
          onClick={props.onLeave}
          sx={{ gridArea: 'menu' }}
        >
          Menu
        </Button>
        <Typography variant="h4" component="h1" sx={{ gridArea: 'title' }} noWrap>
          {props.mode === 'stage' ? 'Stage sales' : 'General store'}
        </Typography>
        <Box
          sx={{
            gridArea: 'who',
            minWidth: 0,
            display: 'flex',
            justifyContent: { xs: 'start', md: 'center' },
          }}
        >
          {props.signedIn && <SignedIn {...props.signedIn} color="inherit" />}
        </Box>
        {props.mode === 'stage' && (
          <Chip
            label={<CeremonyLabel name={props.ceremonyName ?? 'none'} />}
            onClick={props.onChangeCeremony}
            color="warning"
            sx={CEREMONY_CHIP}
          />
        )}
        <Box sx={{ gridArea: 'actions', justifySelf: 'end', display: 'flex', gap: 1 }}>
          <IconButton color="inherit" aria-label="Customer lookup" onClick={props.onLookup}>
            <PersonSearchIcon fontSize="large" />
          </IconButton>
          <IconButton color="inherit" aria-label="Select categories" onClick={props.onOpenFilters}>
            <FilterListIcon fontSize="large" />
          </IconButton>
        </Box>
      </Toolbar>
    </AppBar>
  )
})

/**
 * One row on a landscape screen; on a portrait one the staff member and the stage's ceremony get
 * a second row, where the names have room rather than being cut short.
 */
const HEADER_GRID = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 2,
  rowGap: 1,
  py: 1,
  minHeight: 72,
  gridTemplateColumns: {
    xs: 'auto minmax(0, 1fr) auto',
    md: 'auto auto minmax(0, 1fr) auto auto',
  },
  gridTemplateAreas: {
    xs: '"menu title actions" "who who ceremony"',
    md: '"menu title who ceremony actions"',
  },
} as const

export function StoreScreen(props: StoreScreenProps) {
  const [search, setSearch] = useState('')
  return (
    <Box
      sx={{
        height: SCREEN_HEIGHT,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <StoreHeader
        mode={props.mode}
        signedIn={props.signedIn}
        ceremonyName={props.ceremonyName}
        onLeave={props.onLeave}
        onLookup={props.onLookup}
        onOpenFilters={props.onOpenFilters}
        onChangeCeremony={props.onChangeCeremony}
      />
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box
          component="main"
          aria-label="Products"
          sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}
        >
          <ProductSearch
            value={search}
            onChange={setSearch}
            filters={props.filters}
            onClearFilter={props.onClearFilter}
          />
          <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            <Products {...props} search={search} />
          </Box>
        </Box>
        {props.cartPanel}
      </Box>
    </Box>
  )
}

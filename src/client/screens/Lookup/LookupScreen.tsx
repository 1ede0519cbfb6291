import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Slide from '@mui/material/Slide'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import type { Theme } from '@mui/material/styles'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { ResultsTable, type ResultsProps } from './ResultsTable'
import { SearchPanel, type SearchForm } from './SearchPanel'
import { SCREEN_HEIGHT } from '../../theme'

export { SEARCH_TYPE_LABELS, type SearchForm } from './SearchPanel'

export interface LookupScreenProps extends ResultsProps {
  /** What the search form holds when the screen opens. */
  initialSearch: SearchForm
  /** The right-hand panel: the chosen order's details. */
  details: ReactNode
  /** SEARCH was tapped with the form's keyword, type and order kinds. */
  onSearch: (search: SearchForm) => void
  /** On a narrow screen: the details slide away, back to the results. */
  onHideOrder?: () => void
  /** CLOSE was tapped: back to the menu. */
  onClose: () => void
  /** Side by side, or the order sliding over the results; chosen by the screen's width unless given. */
  layout?: 'split' | 'over'
}

const fill = { minHeight: 0, display: 'flex', flexDirection: 'column' } as const

/**
 * Customer / Order Lookup (docs/spec/product-spec.md §2.15): the search and its results left, the
 * order right, each scrolling on its own so the order stays in view whichever row was chosen.
 * Below 1200 px the order slides over the results instead, with a way back to them.
 */
export function LookupScreen(props: LookupScreenProps) {
  const fitsSideBySide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'))
  const wide = (props.layout ?? (fitsSideBySide ? 'split' : 'over')) === 'split'
  const detailsOver = !wide && props.selectedOrderId != null
  return (
    <Box
      component="main"
      sx={{
        height: SCREEN_HEIGHT,
        p: { xs: 2, md: 3 },
        bgcolor: 'background.default',
        display: 'grid',
        gap: 3,
        gridTemplateColumns: wide ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
        gridTemplateRows: 'minmax(0, 1fr)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Paper
        component="section"
        aria-labelledby="customer-lookup-title"
        inert={detailsOver}
        // Its own stacking context: the results' sticky header (z-index 2) stays inside the
        // panel, under the order that slides over it on a narrow screen.
        sx={{ ...fill, p: { xs: 2, md: 3 }, gap: 2, isolation: 'isolate' }}
      >
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
        >
          <Typography id="customer-lookup-title" variant="h2" component="h1">
            Customer Lookup
          </Typography>
          <Button variant="outlined" onClick={props.onClose}>
            Close
          </Button>
        </Box>
        <SearchPanel
          initialSearch={props.initialSearch}
          onSearch={props.onSearch}
          disabled={props.loading}
        />
        <Box
          aria-live="polite"
          aria-busy={props.loading ? 'true' : 'false'}
          sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
        >
          <ResultsTable {...props} />
        </Box>
      </Paper>
      {wide ? (
        <Box sx={{ minHeight: 0, overflowY: 'auto' }}>{props.details}</Box>
      ) : (
        <Slide in={detailsOver} direction="left" mountOnEnter unmountOnExit>
          <Box
            sx={{
              position: 'absolute',
              inset: 0,
              zIndex: 1,
              overflowY: 'auto',
              p: { xs: 2, md: 3 },
              bgcolor: 'background.default',
              display: 'grid',
              gap: 2,
              alignContent: 'start',
            }}
          >
            <Box>
              <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={props.onHideOrder}>
                Back to results
              </Button>
            </Box>
            {props.details}
          </Box>
        </Slide>
      )}
    </Box>
  )
}

import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '../../../domain/messages'
import type { UpgradeCategory } from '../../../domain/upgrade'
import { OptionCard, type StockView, type UpgradeChoice } from './OptionCard'

type Category = UpgradeCategory<StockView>

/** The options panel's body: loading, the error, no options, or the options by category. */
export function UpgradeOptions(props: {
  /** The catalogue is being fetched: the options show as loading. */
  loading?: boolean
  /** Why the options did not load, shown in their place; or nothing. */
  error?: string | null
  /** The options, by category. */
  categories: readonly Category[]
  /** The option chosen so far, highlighted. */
  choice: UpgradeChoice | null
  /** An option was tapped. */
  onChoose: (stock: StockView) => void
}) {
  if (props.loading) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading upgrade options…</Typography>
      </Box>
    )
  }
  if (props.error) return <Alert severity="error">{props.error}</Alert>
  if (props.categories.length === 0) {
    return <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noUpgradeOptions}</Typography>
  }
  return props.categories.map((category) => (
    <Box
      component="section"
      key={category.type}
      aria-labelledby={`upgrade-category-${category.type}`}
    >
      <Typography
        id={`upgrade-category-${category.type}`}
        variant="h4"
        component="h3"
        sx={{ mb: 1 }}
      >
        {category.label}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
        }}
      >
        {category.stocks.map((stock) => (
          <OptionCard
            key={stock.id}
            stock={stock}
            choice={props.choice}
            onClick={() => props.onChoose(stock)}
          />
        ))}
      </Box>
    </Box>
  ))
}

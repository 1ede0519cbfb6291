import { useState } from 'react'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Colour } from '../../../domain/sale/colour'
import type { OrderItem } from '../../../domain/contract/orderItem'
import { itemUnitCents, upgradeColourChoices } from '../../../domain/upgradeItem'
import type { DeepReadonly } from '../../../domain/readonly'
import { Page } from '../../components/Page'
import { ColourDialog } from '../../dialogs/Colour/ColourDialog'
import { CurrentProduct } from './CurrentProduct'
import type { StockView, UpgradeChoice } from './OptionCard'
import { UpgradeActions } from './UpgradeActions'
import { hasColours, upgradeCategories } from './upgradeCategories'
import { UpgradeOptions } from './UpgradeOptions'

export interface UpgradeProductScreenProps {
  /** The item being upgraded, shown as the current product. */
  item: DeepReadonly<OrderItem>
  /** The catalogue; options are the stocks at least as dear as the item. */
  stocks: readonly StockView[]
  /** The catalogue is being fetched: the options show as loading. */
  loading?: boolean
  /** Why the options did not load, shown in their place; or nothing. */
  error?: string | null
  /** The option chosen so far, highlighted. */
  choice: UpgradeChoice | null
  /** An option (and its colour, where it has colours) was chosen. */
  onChoose: (stockId: number, colour: Colour | null) => void
  /** The colour dialog was cancelled: nothing stays chosen. */
  onClearChoice: () => void
  /** SAVE & CONTINUE, once an option is chosen: on to the confirmation. */
  onSaveAndContinue: () => void
  /** Cancel: leave without upgrading. */
  onCancel: () => void
}

/**
 * Upgrade your product (docs/spec/product-spec.md §2.16): the item now, and the dearer stocks it
 * may become.
 */
export function UpgradeProductScreen(props: UpgradeProductScreenProps) {
  const { item, stocks, choice } = props
  const [colourFor, setColourFor] = useState<StockView | null>(null)
  const unitCents = itemUnitCents(item)
  const categories = upgradeCategories(item, stocks)
  const currentStock = stocks.find((s) => s.id === item.stock_id)
  const colourChoices = colourFor ? upgradeColourChoices(colourFor, item) : []

  const choose = (stock: StockView) => {
    if (hasColours(stock)) setColourFor(stock)
    else props.onChoose(stock.id, null)
  }

  return (
    <Page
      actions={
        <UpgradeActions
          choice={choice}
          onSaveAndContinue={props.onSaveAndContinue}
          onCancel={props.onCancel}
        />
      }
      actionsLabel="Upgrade actions"
    >
      <Typography variant="h1">Upgrade your product</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <CurrentProduct name={item.name} images={currentStock?.images} unitCents={unitCents} />
        <Paper
          component="section"
          aria-labelledby="upgrade-options-title"
          sx={{ p: 3, display: 'grid', gap: 3 }}
        >
          <Typography id="upgrade-options-title" variant="h2">
            Upgrade Options
          </Typography>
          <UpgradeOptions
            loading={props.loading}
            error={props.error}
            categories={categories}
            choice={choice}
            onChoose={choose}
          />
        </Paper>
      </Box>
      <ColourDialog
        open={colourFor !== null}
        stockType={colourFor?.type ?? ''}
        stockName={colourFor?.name ?? ''}
        colours={colourChoices}
        onSelect={(colour) => {
          props.onChoose(colourFor!.id, colour)
          setColourFor(null)
        }}
        onCancel={() => {
          setColourFor(null)
          props.onClearChoice()
        }}
      />
    </Page>
  )
}

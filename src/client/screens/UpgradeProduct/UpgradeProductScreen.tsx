import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import CircularProgress from '@mui/material/CircularProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import { nameWithColour, type Colour } from '../../../domain/sale/colour'
import type { OrderItem, Stock } from '../../../domain/contract/entities'
import { itemUnitCents, upgradeColourChoices } from '../../../domain/lookup'
import { MESSAGES } from '../../../domain/messages'
import { formatMoney, toCents } from '../../../domain/sale/money'
import type { DeepReadonly } from '../../../domain/readonly'
import { upgradeOptions } from '../../../domain/upgrade'
import { Page } from '../../components/Page'
import { StockImage } from '../../components/StockImage'
import { ColourDialog } from '../../dialogs/Colour/ColourDialog'

type StockView = DeepReadonly<Stock>

export interface UpgradeChoice {
  stock: StockView
  colour: DeepReadonly<Colour> | null
}

export interface UpgradeProductScreenProps {
  item: DeepReadonly<OrderItem>
  /** The catalogue; options are the stocks at least as dear as the item. */
  stocks: readonly StockView[]
  loading?: boolean
  error?: string | null
  /** The option chosen so far, highlighted. */
  choice: UpgradeChoice | null
  onChoose: (stockId: number, colour: Colour | null) => void
  /** The colour dialog was cancelled: nothing stays chosen. */
  onClearChoice: () => void
  onSaveAndContinue: () => void
  onCancel: () => void
}

function OptionCard({
  stock,
  choice,
  onClick,
}: {
  stock: StockView
  choice: UpgradeChoice | null
  onClick: () => void
}) {
  const chosen = choice?.stock.id === stock.id
  return (
    <ButtonBase
      aria-pressed={chosen}
      onClick={onClick}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        gap: 2,
        p: 1.5,
        borderRadius: 2,
        border: chosen ? 3 : 1,
        borderColor: chosen ? 'secondary.main' : 'divider',
        bgcolor: (theme) =>
          chosen ? alpha(theme.palette.secondary.main, 0.08) : theme.palette.background.paper,
      }}
    >
      <StockImage images={stock.images} name={stock.name} size={56} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{stock.name}</Typography>
        {chosen && choice?.colour && <Typography variant="body2">{choice.colour.name}</Typography>}
        <Typography color="text.secondary">{formatMoney(toCents(stock.price))}</Typography>
      </Box>
      {chosen && <CheckCircleIcon color="secondary" aria-hidden />}
    </ButtonBase>
  )
}

const hasColours = (stock: StockView) => Boolean(stock.json.data?.colour?.length)

/** Upgrade your product (product-spec §2.16): the item now, and the dearer stocks it may become. */
export function UpgradeProductScreen(props: UpgradeProductScreenProps) {
  const { item, stocks, choice } = props
  const [colourFor, setColourFor] = useState<StockView | null>(null)
  const unitCents = itemUnitCents(item)
  // A frame whose only mat is the one it already has is no upgrade at all.
  const categories = upgradeOptions(
    { stock_id: item.stock_id, type: item.type, unitPriceCents: unitCents },
    stocks,
  )
    .map((category) => ({
      ...category,
      stocks: category.stocks.filter(
        (s) => !hasColours(s) || upgradeColourChoices(s, item).length > 0,
      ),
    }))
    .filter((category) => category.stocks.length > 0)
  const currentStock = stocks.find((s) => s.id === item.stock_id)
  const colourChoices = colourFor ? upgradeColourChoices(colourFor, item) : []

  const choose = (stock: StockView) => {
    if (hasColours(stock)) setColourFor(stock)
    else props.onChoose(stock.id, null)
  }

  let options
  if (props.loading) {
    options = (
      <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={28} aria-hidden />
        <Typography>Loading upgrade options…</Typography>
      </Box>
    )
  } else if (props.error) {
    options = <Alert severity="error">{props.error}</Alert>
  } else if (categories.length === 0) {
    options = <Typography sx={{ fontWeight: 600 }}>{MESSAGES.noUpgradeOptions}</Typography>
  } else {
    options = categories.map((category) => (
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
              choice={choice}
              onClick={() => choose(stock)}
            />
          ))}
        </Box>
      </Box>
    ))
  }

  const actions = (
    <>
      {choice && (
        <Typography role="status" sx={{ mr: 'auto', fontWeight: 600 }}>
          Upgrade to {nameWithColour(choice.stock.type, choice.stock.name, choice.colour)} (
          {formatMoney(toCents(choice.stock.price))})
        </Typography>
      )}
      <Button variant="outlined" size="large" onClick={props.onCancel}>
        Cancel
      </Button>
      {choice && (
        <Button size="large" onClick={props.onSaveAndContinue}>
          SAVE & CONTINUE
        </Button>
      )}
    </>
  )

  return (
    <Page actions={actions} actionsLabel="Upgrade actions">
      <Typography variant="h1">Upgrade your product</Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          aria-labelledby="current-product-title"
          sx={{ p: 3, display: 'grid', gap: 1.5, justifyItems: 'start' }}
        >
          <Typography id="current-product-title" variant="h2">
            Current product
          </Typography>
          <StockImage images={currentStock?.images} name={item.name} size={120} />
          <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
          <Typography>Retail price: {formatMoney(unitCents)}</Typography>
        </Paper>
        <Paper
          component="section"
          aria-labelledby="upgrade-options-title"
          sx={{ p: 3, display: 'grid', gap: 3 }}
        >
          <Typography id="upgrade-options-title" variant="h2">
            Upgrade Options
          </Typography>
          {options}
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

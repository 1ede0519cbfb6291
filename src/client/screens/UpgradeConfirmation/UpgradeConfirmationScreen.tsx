import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { nameWithColour, type Colour } from '../../../domain/sale/colour'
import type { Order } from '../../../domain/contract/order'
import type { OrderItem } from '../../../domain/contract/orderItem'
import type { Stock } from '../../../domain/contract/stock'
import { formatDate } from '../../../domain/dates'
import { itemUnitCents } from '../../../domain/lookup'
import { formatMoney, toCents } from '../../../domain/sale/money'
import { displayOrderNumber } from '../../../domain/orderNumber'
import type { DeepReadonly } from '../../../domain/readonly'
import { upgradeCost } from '../../../domain/upgrade'
import { Page } from '../../components/Page'
import { StockImage } from '../../components/StockImage'

export interface UpgradeConfirmationScreenProps {
  order: DeepReadonly<Order>
  item: DeepReadonly<OrderItem>
  /** The catalogue, for the original item's picture. */
  stocks: readonly DeepReadonly<Stock>[]
  choice: { stock: DeepReadonly<Stock>; colour: DeepReadonly<Colour> | null }
  /** Today, as the new order's date; fixed in stories. */
  today?: Date
  /** True while a later step (the receipt question) is open over this one. */
  disabled?: boolean
  onCancel: () => void
  onConfirm: () => void
}

function Details({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      sx={{ p: 3, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      <Box component="span" sx={{ fontWeight: 700 }}>
        {value}
      </Box>
    </Typography>
  )
}

function CostRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const sx = {
    fontWeight: strong ? 800 : 500,
    fontSize: strong ? '1.25rem' : undefined,
    borderBottom: 'none',
    py: 0.75,
  }
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={sx}>
        {label}
      </TableCell>
      <TableCell align="right" sx={sx}>
        {value}
      </TableCell>
    </TableRow>
  )
}

/** The old item and the new side by side, with what the customer pays for the difference. */
export function UpgradeConfirmationScreen({
  order,
  item,
  stocks,
  choice,
  today = new Date(),
  disabled,
  onCancel,
  onConfirm,
}: UpgradeConfirmationScreenProps) {
  const originalStock = stocks.find((s) => s.id === item.stock_id)
  const cost = upgradeCost(itemUnitCents(item), toCents(choice.stock.price), item.qty)
  const newName = nameWithColour(choice.stock.type, choice.stock.name, choice.colour)
  const actions = (
    <>
      <Button variant="outlined" size="large" disabled={disabled} onClick={onCancel}>
        CANCEL
      </Button>
      <Button size="large" disabled={disabled} onClick={onConfirm}>
        CONFIRM
      </Button>
    </>
  )
  return (
    <Page actions={actions} actionsLabel="Upgrade actions">
      <Typography variant="h1">Confirm your upgrade</Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Details id="previous-order-title" title="Previous Order Details">
          <Line label="Order Date" value={formatDate(order.date)} />
          <Line label="Order ID" value={displayOrderNumber(order.id)} />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <StockImage images={originalStock?.images} name={item.name} size={88} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{item.name}</Typography>
              {item.json.colour && <Typography>Colour: {item.json.colour.name}</Typography>}
              <Typography>Retail price: {formatMoney(itemUnitCents(item))}</Typography>
            </Box>
          </Box>
        </Details>
        <Details id="new-order-title" title="New Order Details">
          <Line label="Date" value={formatDate(today)} />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
            <StockImage images={choice.stock.images} name={newName} size={88} />
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{newName}</Typography>
              {choice.colour && <Typography>Colour: {choice.colour.name}</Typography>}
              <Typography>Price: {formatMoney(toCents(choice.stock.price))}</Typography>
            </Box>
          </Box>
        </Details>
      </Box>
      <Alert severity="warning">
        The requested upgrade costs {formatMoney(cost.payableCents)} more than the original order.
        Please ensure you have collected the total payable before confirming the upgrade.
      </Alert>
      <Paper sx={{ p: 2, maxWidth: 520, width: '100%', justifySelf: 'end' }}>
        <Table aria-label="Upgrade cost" size="small">
          <TableBody>
            <CostRow label="Order upgrade Cost" value={formatMoney(cost.newCents)} />
            <CostRow label="Original Order" value={formatMoney(-cost.originalCents)} />
            <CostRow label="TOTAL PAYABLE" value={formatMoney(cost.payableCents)} strong />
            <CostRow label="Inc. GST of" value={formatMoney(cost.gstCents)} />
          </TableBody>
        </Table>
      </Paper>
    </Page>
  )
}

import { useRef } from 'react'
import { visuallyHidden } from '@mui/utils'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type {
  AdminStock,
  CatalogueCeremony,
  CountFields,
  StockFields,
} from '../../../../domain/contract/backOfficeCatalogue'
import { formatMoney, toCents } from '../../../../domain/sale/money'
import { CATEGORY_LABELS, isStockType } from '../../../../domain/stockTypes'
import { LoadState, type LoadStatus } from '../Shell/LoadState'
import { CountDialog } from './CountDialog'
import { StockDialog } from './StockDialog'

export type CatalogueDialog = { kind: 'edit' | 'count'; stock: AdminStock } | null

export interface CatalogueScreenProps {
  /** Whether the catalogue is loading, loaded or failed to load. */
  status: LoadStatus
  /** Why the catalogue did not load, shown with Retry. */
  error?: string | null
  /** Every stock of the university, on sale or not. */
  stocks: readonly AdminStock[]
  /** The ceremonies a stock may be sold or counted at. */
  ceremonies: readonly CatalogueCeremony[]
  /** The dialog open: a stock's edit or its count; or none. */
  dialog: CatalogueDialog
  /** The server's reasons for the open dialog's refusal, by field. */
  dialogErrors: Record<string, string[]>
  /** A change is on its way: the buttons wait for it. */
  saving: boolean
  /** Open a stock's edit or count dialog, or close it with null. */
  onOpen: (dialog: CatalogueDialog) => void
  /** Save a stock as edited. */
  onSave: (stock: AdminStock, fields: StockFields) => void
  /** Save a stock's count on hand. */
  onCount: (stock: AdminStock, count: CountFields) => void
  /** A picture was chosen for a stock. */
  onPicture: (stock: AdminStock, file: File) => void
  /** Fetch the catalogue again, after a failure. */
  onRetry: () => void
}

const categoryOf = (type: string) => (isStockType(type) ? CATEGORY_LABELS[type] : type)

function onHandText(stock: AdminStock) {
  const own = stock.on_hand === null ? 'Not counted' : String(stock.on_hand)
  const more = stock.ceremony_counts.length
  return more ? `${own} (+${more} ceremony ${more === 1 ? 'count' : 'counts'})` : own
}

/** The catalogue by category: price, colours, picture, address rule, where sold, on sale, count. */
export function CatalogueScreen(props: CatalogueScreenProps) {
  const { dialog } = props
  const close = () => props.onOpen(null)
  const groups = [...new Set(props.stocks.map((s) => s.type))]
  const ceremonyName = (id: number | null) =>
    id === null ? 'Every ceremony' : (props.ceremonies.find((c) => c.id === id)?.name ?? `#${id}`)
  return (
    <Box component="section" aria-labelledby="catalogue-title">
      <Typography id="catalogue-title" variant="h2" sx={{ mb: 2 }}>
        Catalogue
      </Typography>
      <LoadState
        status={props.status}
        error={props.error}
        empty={props.stocks.length === 0}
        emptyText="No stock yet: import stocks.csv."
        onRetry={props.onRetry}
      />
      {props.status === 'ready' &&
        groups.map((type) => (
          <Box key={type} sx={{ mb: 3 }}>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {categoryOf(type)}
            </Typography>
            <Table aria-label={categoryOf(type)} size="small" sx={{ bgcolor: 'background.paper' }}>
              <TableHead>
                <TableRow>
                  <TableCell>Picture</TableCell>
                  <TableCell>Name</TableCell>
                  <TableCell align="right">Price (GST inc.)</TableCell>
                  <TableCell>Colours</TableCell>
                  <TableCell>Postal address</TableCell>
                  <TableCell>Sold at</TableCell>
                  <TableCell>On sale</TableCell>
                  <TableCell>On hand</TableCell>
                  <TableCell>Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {props.stocks
                  .filter((s) => s.type === type)
                  .map((stock) => (
                    <StockRow
                      key={stock.id}
                      stock={stock}
                      soldAt={ceremonyName(stock.ceremony_id)}
                      {...props}
                    />
                  ))}
              </TableBody>
            </Table>
          </Box>
        ))}
      {dialog?.kind === 'edit' && (
        <StockDialog
          stock={dialog.stock}
          ceremonies={props.ceremonies}
          errors={props.dialogErrors}
          saving={props.saving}
          onSave={(fields) => props.onSave(dialog.stock, fields)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'count' && (
        <CountDialog
          stock={dialog.stock}
          ceremonies={props.ceremonies}
          errors={Object.values(props.dialogErrors).flat()}
          saving={props.saving}
          onSave={(count) => props.onCount(dialog.stock, count)}
          onClose={close}
        />
      )}
    </Box>
  )
}

function StockRow({
  stock,
  soldAt,
  ...props
}: CatalogueScreenProps & { stock: AdminStock; soldAt: string }) {
  return (
    <TableRow>
      <TableCell>
        {stock.picture ? (
          <Box
            component="img"
            src={stock.picture}
            alt={stock.name}
            sx={{ width: 36, height: 36, objectFit: 'contain' }}
          />
        ) : (
          '–'
        )}
      </TableCell>
      <TableCell>{stock.name}</TableCell>
      <TableCell align="right">{formatMoney(toCents(stock.price))}</TableCell>
      <TableCell>
        {stock.colours.length === 0
          ? '–'
          : stock.colours.map((c) => (
              <Box
                key={c.name}
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mr: 1 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: c.value, border: 1 }}
                />
                {c.name}
              </Box>
            ))}
      </TableCell>
      <TableCell>{stock.require_address ? 'Required' : 'No'}</TableCell>
      <TableCell>{soldAt}</TableCell>
      <TableCell>{stock.active ? 'Yes' : 'No'}</TableCell>
      <TableCell>{onHandText(stock)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" onClick={() => props.onOpen({ kind: 'edit', stock })}>
          Edit{' '}
          <Box component="span" sx={visuallyHidden}>
            {stock.name}
          </Box>
        </Button>
        <Button size="small" onClick={() => props.onOpen({ kind: 'count', stock })}>
          Count{' '}
          <Box component="span" sx={visuallyHidden}>
            {stock.name}
          </Box>
        </Button>
        <PictureButton stock={stock} onPicture={props.onPicture} />
      </TableCell>
    </TableRow>
  )
}

/** Picks a file and hands it on; the server checks that it is a picture. */
function PictureButton(props: {
  stock: AdminStock
  onPicture: (stock: AdminStock, file: File) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button size="small" onClick={() => input.current?.click()}>
        Picture
        <Box component="span" sx={visuallyHidden}>
          {props.stock.name}
        </Box>
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept="image/png,image/jpeg,image/webp"
        aria-label={`Picture of ${props.stock.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) props.onPicture(props.stock, file)
          e.target.value = ''
        }}
      />
    </>
  )
}

import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { Ceremony } from '../../domain/contract/ceremony'
import { formatMoney, type Cents } from '../../domain/sale/money'
import { ceremonyDetails } from './ceremonyText'

export interface SummaryLine {
  label: string
  qty: number
  totalCents: Cents
}

export interface OrderSummaryProps {
  /** 'Jordan Lee · Student ID 41001002', 'Express checkout' or 'Stage sale'. */
  customer: string
  lines: readonly SummaryLine[]
  totalCents: Cents
  /** The chosen ceremony, with date and venue as the stage screen shows them. */
  ceremony: Ceremony | null
  /** Where YES sends the receipt; editable before the question is asked. Absent on stage. */
  receiptEmail?: string
  onReceiptEmailChange?: (email: string) => void
}

const oneLine = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const

/** Who pays for what, for which ceremony, and where the receipt goes: read before taking money. */
export function OrderSummary(props: OrderSummaryProps) {
  return (
    <Box
      component="section"
      aria-label="Order summary"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography variant="h5" component="p" aria-label="Customer" sx={oneLine}>
        {props.customer}
      </Typography>
      <Box
        component="ul"
        aria-label="Items"
        sx={{ listStyle: 'none', m: 0, p: 0, maxHeight: 220, overflowY: 'auto' }}
      >
        {props.lines.map((line) => (
          <Box
            component="li"
            key={line.label}
            sx={{ display: 'flex', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Typography sx={{ flex: 1, ...oneLine }} title={line.label}>
              {line.qty} × {line.label}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatMoney(line.totalCents)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography aria-label="Ceremony details" color="text.secondary">
        {props.ceremony
          ? `${props.ceremony.name} · ${ceremonyDetails(props.ceremony)}`
          : 'No ceremony chosen yet.'}
      </Typography>
      {props.onReceiptEmailChange && (
        <TextField
          label="Receipt email"
          type="email"
          size="small"
          value={props.receiptEmail ?? ''}
          onChange={(event) => props.onReceiptEmailChange?.(event.target.value)}
          helperText="YES on the receipt question sends it here."
          slotProps={{ htmlInput: { inputMode: 'email', autoComplete: 'off' } }}
        />
      )}
    </Box>
  )
}

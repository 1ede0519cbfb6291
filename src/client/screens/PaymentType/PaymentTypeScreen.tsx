import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import type { CeremonyWindow } from '../../../domain/ceremony'
import type { Ceremony } from '../../../domain/contract/ceremony'
import type { Cents } from '../../../domain/sale/money'
import { ActionBar } from '../../components/ActionBar'
import type { PaymentType } from '../../../domain/contract/upgrade'
import { MESSAGES } from '../../../domain/messages'
import { PaymentPanel, type PaymentPanelProps } from '../../components/PaymentPanel'
import { OrderSummary, type OrderSummaryProps } from '../../components/OrderSummary'
import { CeremonyChoice } from './CeremonyChoice'

export type PaymentSummary = Omit<OrderSummaryProps, 'totalCents' | 'ceremony'>

export interface PaymentTypeScreenProps {
  /** 'stage' for a ceremony's stage sale, 'normal' for the general store. */
  variant: 'stage' | 'normal'
  /** The ceremonies a general-store sale can be booked to. */
  ceremonies: readonly Ceremony[]
  /** True while the ceremonies load. */
  ceremoniesLoading?: boolean
  /** How many days ahead the ceremony list reaches: a few, or the whole year. */
  ceremonyWindow: CeremonyWindow
  /** The ceremony chosen for the sale; payment waits for one. */
  selectedCeremony: { id: number; name: string } | null
  /** The amount to pay, in cents. */
  totalCents: Cents
  /** Who pays for what and where the receipt goes, beside the payment choice. */
  summary?: PaymentSummary
  /** A ceremony was chosen. */
  onSelectCeremony: (ceremony: Ceremony) => void
  /** Show all ceremonies was switched on or off. */
  onToggleShowAll: (showAll: boolean) => void
  /** The card payment under way on the terminal, in place of the choice. */
  terminal?: PaymentPanelProps['terminal']
  /** Open on the cash pad: a card payment failed and the customer pays cash instead. */
  cashFirst?: boolean
  /** EFTPOS at once; Cash with the cash handed over, once keyed in. */
  onPay: (type: PaymentType, tenderedCents: Cents | null) => void
  /** 'Cancel and go back' in the general store, the close control on stage. */
  onCancel: () => void
}

const NO_CEREMONY = { reason: MESSAGES.ceremonyFirst, error: MESSAGES.selectCeremony }

export function PaymentTypeScreen(props: PaymentTypeScreenProps) {
  const stage = props.variant === 'stage'
  const chosen = props.ceremonies.find((c) => c.id === props.selectedCeremony?.id) ?? null
  return (
    <Dialog open fullScreen aria-labelledby="payment-title">
      <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
          <Box
            component="main"
            sx={{
              maxWidth: props.summary ? 1240 : 900,
              width: '100%',
              mx: 'auto',
              p: { xs: 2, md: 3 },
              display: 'flex',
              flexDirection: 'column',
              gap: 2,
            }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography id="payment-title" variant="h2" component="h1">
                {stage ? 'How would you like to pay?' : 'Payment'}
              </Typography>
              {stage && (
                <IconButton aria-label="Close" onClick={props.onCancel} size="large">
                  <CloseIcon fontSize="large" />
                </IconButton>
              )}
            </Box>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: props.summary ? { xs: '1fr', md: '5fr 7fr' } : '1fr',
                gap: 3,
                alignItems: 'start',
              }}
            >
              {props.summary && (
                <OrderSummary {...props.summary} totalCents={props.totalCents} ceremony={chosen} />
              )}
              <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                <CeremonyChoice {...props} />
                <PaymentPanel
                  totalCents={props.totalCents}
                  ask={!stage}
                  blocked={props.selectedCeremony ? null : NO_CEREMONY}
                  terminal={props.terminal}
                  cashFirst={props.cashFirst}
                  onPay={props.onPay}
                />
              </Box>
            </Box>
          </Box>
        </Box>
        {!stage && (
          <ActionBar label="Payment actions">
            <Button variant="outlined" size="large" onClick={props.onCancel}>
              Cancel and go back
            </Button>
          </ActionBar>
        )}
      </Box>
    </Dialog>
  )
}

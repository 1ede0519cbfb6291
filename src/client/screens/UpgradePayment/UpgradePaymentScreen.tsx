import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { Cents } from '../../../domain/sale/money'
import type { PaymentType } from '../../../domain/contract/upgrade'
import { Page } from '../../components/Page'
import { PaymentPanel } from '../../components/PaymentPanel'

export interface UpgradePaymentScreenProps {
  /** What the customer pays for the upgrade, GST included. */
  payableCents: Cents
  /** While the payment is being saved: nothing can be tapped. */
  disabled?: boolean
  /** Open on the cash pad (the card was declined or cancelled on the terminal). */
  cashFirst?: boolean
  /** EFTPOS at once; Cash with the cash handed over, once keyed in. */
  onPay: (type: PaymentType, tenderedCents: Cents | null) => void
  /** Cancel and go back: the upgrade is not paid for. */
  onBack: () => void
}

/** How the difference of an upgrade is paid: Cash (with the change to give) or EFTPOS. */
export function UpgradePaymentScreen({
  payableCents,
  disabled,
  cashFirst,
  onPay,
  onBack,
}: UpgradePaymentScreenProps) {
  const actions = (
    <Button variant="outlined" size="large" disabled={disabled} onClick={onBack}>
      Cancel and go back
    </Button>
  )
  return (
    <Page actions={actions} actionsLabel="Upgrade actions">
      <Paper
        sx={{
          p: { xs: 3, md: 4 },
          width: '100%',
          maxWidth: 900,
          mx: 'auto',
          mt: { md: 2 },
          display: 'grid',
          gap: 2,
        }}
      >
        <Typography variant="h1">How would you like to pay?</Typography>
        <PaymentPanel
          totalCents={payableCents}
          totalLabel="Total payable (GST inc.)"
          ask={false}
          disabled={disabled}
          cashFirst={cashFirst}
          onPay={onPay}
        />
      </Paper>
    </Page>
  )
}

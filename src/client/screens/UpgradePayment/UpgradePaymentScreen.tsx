import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { formatMoney, type Cents } from '../../../domain/sale/money'
import type { PaymentType } from '../../../domain/contract/upgrade'
import { Page } from '../../components/Page'
import { PaymentChoice } from '../../components/PaymentChoice'

export interface UpgradePaymentScreenProps {
  /** What the customer pays for the upgrade, GST included. */
  payableCents: Cents
  disabled?: boolean
  onChoose: (type: PaymentType) => void
  onBack: () => void
}

/** How the difference of an upgrade is paid: Cash or EFTPOS. */
export function UpgradePaymentScreen({
  payableCents,
  disabled,
  onChoose,
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
          p: { xs: 3, md: 5 },
          width: '100%',
          maxWidth: 720,
          mx: 'auto',
          mt: { md: 4 },
          display: 'grid',
          gap: 3,
        }}
      >
        <Typography variant="h1" sx={{ textAlign: 'center' }}>
          How would you like to pay?
        </Typography>
        <Typography variant="h4" component="p" sx={{ textAlign: 'center' }}>
          Total payable (GST inc.): {formatMoney(payableCents)}
        </Typography>
        <PaymentChoice onChoose={onChoose} disabled={disabled} />
      </Paper>
    </Page>
  )
}

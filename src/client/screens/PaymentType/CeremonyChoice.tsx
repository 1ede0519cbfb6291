import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { MESSAGES } from '../../../domain/messages'
import { CeremonyPicker } from '../../components/CeremonyPicker'
import type { PaymentTypeScreenProps } from './PaymentTypeScreen'

type Props = Pick<
  PaymentTypeScreenProps,
  | 'ceremonies'
  | 'selectedCeremony'
  | 'ceremonyWindow'
  | 'ceremoniesLoading'
  | 'onSelectCeremony'
  | 'onToggleShowAll'
>

/** The ceremony picker, asking for a ceremony until one is chosen, then naming it. */
export function CeremonyChoice(props: Props) {
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <CeremonyPicker
          ceremonies={props.ceremonies}
          selected={props.selectedCeremony}
          window={props.ceremonyWindow}
          loading={props.ceremoniesLoading}
          onSelect={props.onSelectCeremony}
          onToggleShowAll={props.onToggleShowAll}
        />
        {!props.selectedCeremony && (
          <Typography id="payment-needs-ceremony" color="error" sx={{ fontWeight: 700 }}>
            {MESSAGES.selectCeremony}
          </Typography>
        )}
      </Box>
      {props.selectedCeremony && (
        <Alert
          severity="warning"
          variant="filled"
          icon={false}
          sx={{ fontSize: '1.1rem', bgcolor: 'warning.main', color: 'warning.contrastText' }}
        >
          You&apos;ve selected {props.selectedCeremony.name} as the ceremony for this order.
        </Alert>
      )}
    </>
  )
}

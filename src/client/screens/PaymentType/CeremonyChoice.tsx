import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
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

/**
 * The ceremony picker, then the notice naming the chosen one. The notice's place is kept while
 * none is chosen (the reason Cash and EFTPOS wait is said beside them), so choosing one moves
 * nothing below it.
 */
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
      </Box>
      <Box sx={{ minHeight: 52 }}>
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
      </Box>
    </>
  )
}

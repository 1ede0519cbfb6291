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
      <CeremonyPicker
        ceremonies={props.ceremonies}
        selected={props.selectedCeremony}
        window={props.ceremonyWindow}
        loading={props.ceremoniesLoading}
        onSelect={props.onSelectCeremony}
        onToggleShowAll={props.onToggleShowAll}
      />
      {/* As high as the notice is at each width (two lines beside the order summary at 1024 px),
          so that choosing a ceremony moves nothing below it. */}
      <Box sx={{ minHeight: { xs: 56, md: 100, lg: 56 } }}>
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

import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { nameWithColour } from '../../../domain/sale/colour'
import { formatMoney, toCents } from '../../../domain/sale/money'
import type { UpgradeChoice } from './OptionCard'

/** The upgrade's action bar: what was chosen and its price, Cancel, and Save once chosen. */
export function UpgradeActions(props: {
  /** The option chosen so far, said with its price; none hides SAVE & CONTINUE. */
  choice: UpgradeChoice | null
  /** SAVE & CONTINUE: on to the confirmation. */
  onSaveAndContinue: () => void
  /** Cancel: leave without upgrading. */
  onCancel: () => void
}) {
  const { choice } = props
  return (
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
}
